package dev.singletable.golden;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.TableKey;
import dev.singletable.runtime.internal.Keys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The primary key of {@link Item}: PK = {@code ITEM#{itemId}}. */
@Generated("dev.singletable.processor.SingletableProcessor")
public record ItemKey(String itemId) implements TableKey<Ledger, Item> {
  private static final String ENTITY = "Item";

  static final Keys.Part<String> ITEM_ID = Keys.string(ENTITY, "itemId", '#');

  static final Keys.Part<String> OWNER = Keys.string(ENTITY, "owner", '#');

  static final Keys.Attribute PK = Keys.partitionKey(ENTITY, "PK", '#', "ITEM#{itemId}");

  static final Keys.Attribute BY_OWNER_PK = Keys.partitionKey(ENTITY, "by-ownerPK", '#',
      "OWNER#{owner}");

  /**
   * Refuses a key whose {@code itemId} is null, empty, malformed or holds '#', or makes PK longer
   * than DynamoDB allows.
   */
  public ItemKey {
    ITEM_ID.encode(itemId);
    if (PK.mayBeTooLong(5L + itemId.length())) {
      PK.check("ITEM#" + itemId);
    }
  }

  /** The key of {@code item}. */
  public static ItemKey of(Item item) {
    return new ItemKey(item.itemId());
  }

  /** The partition key value {@code ITEM#{itemId}}, which queries and collections read. */
  public static String partitionKey(String itemId) {
    return PK.check("ITEM#" + ITEM_ID.encode(itemId));
  }

  /** The partition key value, {@code ITEM#{itemId}}. */
  public String pk() {
    return "ITEM#" + itemId;
  }

  @Override
  public Map<String, AttributeValue> toKey() {
    return Map.of("PK", AttributeValue.createS(pk()));
  }

  @Override
  public EntitySchema<Item, ItemKey> schema() {
    return ItemSchema.INSTANCE;
  }

  /** The key of {@code Item} in these key attributes; {@code null} when they have another shape. */
  public static ItemKey fromKeyAttributes(Map<String, AttributeValue> keys) {
    return Keys.read(keys, parts -> new ItemKey(parts.get("itemId")), PK);
  }
}
