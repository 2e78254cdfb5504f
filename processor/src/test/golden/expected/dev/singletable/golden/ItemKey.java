package dev.singletable.golden;

import dev.singletable.runtime.EntityKey;
import dev.singletable.runtime.internal.KeyEncoding;
import dev.singletable.runtime.internal.KeyShape;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The primary key of {@link Item}: PK = {@code ITEM#{itemId}}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public record ItemKey(String itemId) implements EntityKey<Item> {
  private static final String ENTITY = "Item";

  private static final KeyShape KEY_SHAPE = KeyShape.of('#', "PK", "ITEM#{itemId}");

  /**
   * Refuses a key whose {@code itemId} is null, empty, not well-formed or holds the delimiter
   * '#': checked once here, {@code pk()} and {@code sk()} use the text as it is.
   */
  public ItemKey {
    KeyEncoding.string(ENTITY, "itemId", '#', itemId);
  }

  /**
   * The key of {@code item}.
   */
  public static ItemKey of(Item item) {
    return new ItemKey(item.itemId());
  }

  /**
   * The partition key value {@code ITEM#{itemId}} for these components: the partition holding the
   * entity, which queries and collections read.
   */
  public static String partitionKey(String itemId) {
    return KeyEncoding.partitionKey(ENTITY, "PK", "ITEM#"
        + KeyEncoding.string(ENTITY, "itemId", '#', itemId));
  }

  /**
   * The partition key value, {@code ITEM#{itemId}}.
   */
  public String pk() {
    return KeyEncoding.partitionKey(ENTITY, "PK", "ITEM#" + itemId);
  }

  /**
   * The key attributes, as GetItem, DeleteItem and UpdateItem take them.
   */
  @Override
  public Map<String, AttributeValue> toKey() {
    return Map.of("PK", AttributeValue.createS(pk()));
  }

  /**
   * The entity type stored under this key, {@code Item}.
   */
  @Override
  public String entityType() {
    return ENTITY;
  }

  /**
   * The key of an item of {@code Item}, read back from its key attributes (a stream record's keys,
   * an index item); {@code null} when they have another shape.
   */
  public static ItemKey fromKeyAttributes(Map<String, AttributeValue> keys) {
    Map<String, String> parts = KEY_SHAPE.match(keys);
    if (parts == null) {
      return null;
    }
    try {
      return new ItemKey(parts.get("itemId"));
    } catch (IllegalArgumentException anotherShape) {
      return null;
    }
  }
}
