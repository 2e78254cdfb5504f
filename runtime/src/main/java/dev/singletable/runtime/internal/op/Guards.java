package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.NumberRef;
import dev.singletable.runtime.expression.Path;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The conditions the runtime adds to writes by itself: existence checks and version checks. */
final class Guards {

  private Guards() {}

  /** {@code a AND b}, where either may be absent. */
  static Condition<?> and(Condition<?> a, Condition<?> b) {
    if (a == null) {
      return b;
    }
    return b == null ? a : onThisItem(a).and(onThisItem(b));
  }

  /**
   * A caller's condition, combined with the runtime's own: a condition's entity type only tells the
   * compiler which entity's references built it, and every condition of one request is on its item.
   */
  @SuppressWarnings("unchecked")
  private static Condition<Object> onThisItem(Condition<?> condition) {
    return (Condition<Object>) condition;
  }

  /** No item has this key (checked on the partition key attribute, which every item has). */
  static Condition<Object> absent(String partitionKey) {
    return Condition.attributeNotExists(partitionKey);
  }

  /** An item has this key. */
  static Condition<Object> present(String partitionKey) {
    return Condition.attributeExists(partitionKey);
  }

  /**
   * Version 0 means "new": no item may exist; otherwise the stored version must be {@code
   * expected}.
   */
  static Condition<Object> version(String partitionKey, String versionAttribute, long expected) {
    return expected == 0
        ? absent(partitionKey)
        : Condition.equalTo(versionAttribute, AttributeValue.fromN(Long.toString(expected)));
  }

  /**
   * No live item has this key: absent, or (for an entity with {@code @Ttl}, unless expired items
   * are shown) expired but not yet deleted by DynamoDB — reads already treat such an item as gone,
   * so a create may replace it.
   */
  static Condition<Object> absent(TableContext context, EntitySchema<?, ?> schema) {
    Condition<Object> absent = absent(context.layout().partitionKey());
    String ttl = context.hiddenExpiryAttribute(schema);
    if (ttl == null) {
      return absent;
    }
    return absent.or(ttl(ttl).le(context.now().getEpochSecond()));
  }

  /** A live item has this key: present, and not expired when the entity has {@code @Ttl}. */
  static Condition<Object> live(TableContext context, EntitySchema<?, ?> schema) {
    Condition<Object> present = present(context.layout().partitionKey());
    String ttl = context.hiddenExpiryAttribute(schema);
    if (ttl == null) {
      return present;
    }
    return present.and(ttl(ttl).notExists().or(ttl(ttl).gt(context.now().getEpochSecond())));
  }

  /**
   * The item is absent or not expired (for an entity with {@code @Ttl}): an upsert must not merge
   * into an expired item's stale attributes.
   */
  static Condition<Object> notExpired(TableContext context, EntitySchema<?, ?> schema) {
    String ttl = context.hiddenExpiryAttribute(schema);
    if (ttl == null) {
      return null;
    }
    return absent(context.layout().partitionKey())
        .or(ttl(ttl).notExists())
        .or(ttl(ttl).gt(context.now().getEpochSecond()));
  }

  /** The item exists and has expired. */
  static Condition<Object> expired(TableContext context, EntitySchema<?, ?> schema) {
    return present(context.layout().partitionKey())
        .and(ttl(schema.ttlAttribute()).le(context.now().getEpochSecond()));
  }

  /** As {@link #version(String, String, long)}, where "new" also accepts an expired item. */
  static Condition<Object> version(TableContext context, EntitySchema<?, ?> schema, long expected) {
    return expected == 0
        ? absent(context, schema)
        : version(context.layout().partitionKey(), schema.versionAttribute(), expected);
  }

  private static NumberRef<Object, Long> ttl(String attribute) {
    return new NumberRef<>(
        Path.attribute(attribute), seconds -> AttributeValue.fromN(Long.toString(seconds)));
  }
}
