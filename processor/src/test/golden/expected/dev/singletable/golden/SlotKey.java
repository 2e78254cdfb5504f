package dev.singletable.golden;

import dev.singletable.runtime.EntityKey;
import dev.singletable.runtime.internal.KeyEncoding;
import dev.singletable.runtime.internal.KeyShape;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The primary key of {@link Slot}: PK = {@code SLOT#{prefix}}, SK = {@code {prefix}#{next}#{item}}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public record SlotKey(String prefix, String next, String item) implements EntityKey<Slot> {
  private static final String ENTITY = "Slot";

  private static final KeyShape KEY_SHAPE = KeyShape.of('#', "PK", "SLOT#{prefix}", "SK",
      "{prefix}#{next}#{item}");

  /**
   * Refuses a key whose {@code prefix}, {@code next} or {@code item} is null, empty, not
   * well-formed or holds the delimiter '#': checked once here, {@code pk()} and {@code sk()} use
   * the text as it is.
   */
  public SlotKey {
    KeyEncoding.string(ENTITY, "prefix", '#', prefix);
    KeyEncoding.string(ENTITY, "next", '#', next);
    KeyEncoding.string(ENTITY, "item", '#', item);
  }

  /**
   * The key of {@code slot}.
   */
  public static SlotKey of(Slot slot) {
    return new SlotKey(slot.prefix(), slot.next(), slot.item());
  }

  /**
   * The partition key value {@code SLOT#{prefix}} for these components: the partition holding the
   * entity, which queries and collections read.
   */
  public static String partitionKey(String prefix) {
    return KeyEncoding.partitionKey(ENTITY, "PK", "SLOT#"
        + KeyEncoding.string(ENTITY, "prefix", '#', prefix));
  }

  /**
   * The partition key value, {@code SLOT#{prefix}}.
   */
  public String pk() {
    return KeyEncoding.partitionKey(ENTITY, "PK", "SLOT#" + prefix);
  }

  /**
   * The sort key value, {@code {prefix}#{next}#{item}}.
   */
  public String sk() {
    return KeyEncoding.sortKey(ENTITY, "SK", prefix + "#" + next + "#" + item);
  }

  /**
   * The key attributes, as GetItem, DeleteItem and UpdateItem take them.
   */
  @Override
  public Map<String, AttributeValue> toKey() {
    return Map.of("PK", AttributeValue.createS(pk()), "SK", AttributeValue.createS(sk()));
  }

  /**
   * The entity type stored under this key, {@code Slot}.
   */
  @Override
  public String entityType() {
    return ENTITY;
  }

  /**
   * The key of an item of {@code Slot}, read back from its key attributes (a stream record's keys,
   * an index item); {@code null} when they have another shape.
   */
  public static SlotKey fromKeyAttributes(Map<String, AttributeValue> keys) {
    Map<String, String> parts = KEY_SHAPE.match(keys);
    if (parts == null) {
      return null;
    }
    try {
      return new SlotKey(parts.get("prefix"), parts.get("next"), parts.get("item"));
    } catch (IllegalArgumentException anotherShape) {
      return null;
    }
  }
}
