package dev.singletable.golden;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.TableKey;
import dev.singletable.runtime.internal.Keys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The primary key of {@link Slot}: PK = {@code SLOT#{prefix}}, SK = {@code {prefix}#{next}#{item}}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public record SlotKey(String prefix, String next, String item) implements TableKey<Market, Slot> {
  private static final String ENTITY = "Slot";

  static final Keys.Part<String> PREFIX = Keys.string(ENTITY, "prefix", '#');

  static final Keys.Part<String> NEXT = Keys.string(ENTITY, "next", '#');

  static final Keys.Part<String> ITEM = Keys.string(ENTITY, "item", '#');

  static final Keys.Part<String> STORED = Keys.string(ENTITY, "stored", '#');

  static final Keys.Part<String> KEY = Keys.string(ENTITY, "key", '#');

  static final Keys.Part<String> SLOT = Keys.string(ENTITY, "slot", '#');

  static final Keys.Attribute PK = Keys.partitionKey(ENTITY, "PK", '#', "SLOT#{prefix}");

  static final Keys.Attribute SK = Keys.sortKey(ENTITY, "SK", '#', "{prefix}#{next}#{item}");

  static final Keys.Attribute GSI1_PK = Keys.partitionKey(ENTITY, "GSI1PK", '#', "STORED#{stored}");

  static final Keys.Attribute GSI1_SK = Keys.sortKey(ENTITY, "GSI1SK", '#', "{key}#{slot}");

  /**
   * Refuses a key whose {@code prefix}, {@code next} or {@code item} is null, empty, malformed or
   * holds '#', or makes PK or SK longer than DynamoDB allows.
   */
  public SlotKey {
    PREFIX.encode(prefix);
    NEXT.encode(next);
    ITEM.encode(item);
    if (PK.mayBeTooLong(5L + prefix.length())) {
      PK.check("SLOT#" + prefix);
    }
    if (SK.mayBeTooLong(2L + prefix.length() + next.length() + item.length())) {
      SK.check(prefix + "#" + next + "#" + item);
    }
  }

  /** The key of {@code slot}. */
  public static SlotKey of(Slot slot) {
    return new SlotKey(slot.prefix(), slot.next(), slot.item());
  }

  /** The partition key value {@code SLOT#{prefix}}, which queries and collections read. */
  public static String partitionKey(String prefix) {
    return PK.check("SLOT#" + PREFIX.encode(prefix));
  }

  /** The partition key value, {@code SLOT#{prefix}}. */
  public String pk() {
    return "SLOT#" + prefix;
  }

  /** The sort key value, {@code {prefix}#{next}#{item}}. */
  public String sk() {
    return prefix + "#" + next + "#" + item;
  }

  @Override
  public Map<String, AttributeValue> toKey() {
    return Map.of("PK", AttributeValue.createS(pk()), "SK", AttributeValue.createS(sk()));
  }

  @Override
  public EntitySchema<Slot, SlotKey> schema() {
    return SlotSchema.INSTANCE;
  }

  /** The key of {@code Slot} in these key attributes; {@code null} when they have another shape. */
  public static SlotKey fromKeyAttributes(Map<String, AttributeValue> keys) {
    return Keys.read(keys, parts -> new SlotKey(parts.get("prefix"), parts.get("next"),
        parts.get("item")), PK, SK);
  }
}
