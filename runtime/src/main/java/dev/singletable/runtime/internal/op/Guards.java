package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.Expressions;
import dev.singletable.runtime.internal.IndexLayout;
import dev.singletable.runtime.internal.Layout;
import dev.singletable.runtime.internal.Shape;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The conditions the runtime adds by itself: existence and version checks of writes, the entity
 * type of scans and counts. Their text is fixed, rendered once here; a call only names the table's
 * and the entity's attributes and binds the values.
 */
final class Guards {

  // The names given here only make the templates; each use names its own attributes.
  private static final Expressions.Template<Object> ABSENT =
      Expressions.template("attribute_not_exists(#n0)", "PK");
  private static final Expressions.Template<Object> PRESENT =
      Expressions.template("attribute_exists(#n0)", "PK");
  private static final Expressions.Template<Object> VERSION =
      Expressions.template("#n0 = :v0", "version");
  private static final Expressions.Template<Object> ABSENT_OR_EXPIRED =
      Expressions.template("attribute_not_exists(#n0) OR #n1 <= :v0", "PK", "ttl");
  private static final Expressions.Template<Object> LIVE =
      Expressions.template(
          "attribute_exists(#n0) AND (attribute_not_exists(#n1) OR #n1 > :v0)", "PK", "ttl");
  private static final Expressions.Template<Object> ABSENT_OR_NOT_EXPIRED =
      Expressions.template(
          "attribute_not_exists(#n0) OR attribute_not_exists(#n1) OR #n1 > :v0", "PK", "ttl");
  private static final Expressions.Template<Object> EXPIRED =
      Expressions.template("attribute_exists(#n0) AND #n1 <= :v0", "PK", "ttl");
  private static final Expressions.Template<Object> NOT_EXPIRED =
      Expressions.template("attribute_not_exists(#n0) OR #n0 > :v0", "ttl");
  private static final Expressions.Template<Object> OF_TYPE =
      Expressions.template("#n0 = :v0", "entityType");
  private static final Expressions.Template<Object> OF_TYPE_NOT_EXPIRED =
      Expressions.template(
          "#n0 = :v0 AND (attribute_not_exists(#n1) OR #n1 > :v1)", "entityType", "ttl");
  private static final Expressions.Template<Object> OF_TYPES =
      Expressions.template("#n0 IN (:v0, :v1)", "entityType");
  private static final Expressions.Template<Object> OF_TYPES_NOT_EXPIRED =
      Expressions.template(
          "#n0 IN (:v0, :v1) AND (attribute_not_exists(#n1) OR #n1 > :v2)", "entityType", "ttl");

  private static final Expressions.Template<Object> SHAPE =
      Expressions.template("#n0 = :v0", "_shape");
  private static final Expressions.Template<Object> ABSENT_OR_SHAPE =
      Expressions.template("attribute_not_exists(#n0) OR #n1 = :v0", "PK", "_shape");

  private Guards() {}

  /**
   * For an entity that declares former shapes ({@code @FormerShape}): the stored item, if any (an
   * upsert) or the item (an update), is of the current shape. A typed update writes attributes of
   * the current shape only, so on an item of a former shape it would leave an item that reads
   * neither as its old shape nor as the new one; {@code null} for an entity without shapes.
   */
  static Condition<Object> currentShape(
      TableContext context, EntitySchema<?, ?> schema, boolean upsert) {
    Shape shape = Shape.of(schema);
    if (shape == null) {
      return null;
    }
    return upsert
        ? ABSENT_OR_SHAPE
            .withNames(context.layout().partitionKey(), Shape.ATTRIBUTE)
            .bind(shape.marker())
        : SHAPE.withNames(Shape.ATTRIBUTE).bind(shape.marker());
  }

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

  /**
   * Version 0 means "new": no item may exist (checked on the partition key attribute, which every
   * item has); otherwise the stored version must be {@code expected}.
   */
  static Condition<Object> version(String partitionKey, String versionAttribute, long expected) {
    return expected == 0
        ? ABSENT.withNames(partitionKey).bind()
        : VERSION.withNames(versionAttribute).bind(number(expected));
  }

  /**
   * No live item has this key: absent, or (for an entity with {@code @Ttl}, unless expired items
   * are shown) expired but not yet deleted by DynamoDB — reads already treat such an item as gone,
   * so a create may replace it.
   */
  static Condition<Object> absent(TableContext context, EntitySchema<?, ?> schema) {
    String ttl = context.hiddenExpiryAttribute(schema);
    String partitionKey = context.layout().partitionKey();
    return ttl == null
        ? ABSENT.withNames(partitionKey).bind()
        : ABSENT_OR_EXPIRED.withNames(partitionKey, ttl).bind(now(context));
  }

  /** A live item has this key: present, and not expired when the entity has {@code @Ttl}. */
  static Condition<Object> live(TableContext context, EntitySchema<?, ?> schema) {
    String ttl = context.hiddenExpiryAttribute(schema);
    String partitionKey = context.layout().partitionKey();
    return ttl == null
        ? PRESENT.withNames(partitionKey).bind()
        : LIVE.withNames(partitionKey, ttl).bind(now(context));
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
    return ABSENT_OR_NOT_EXPIRED.withNames(context.layout().partitionKey(), ttl).bind(now(context));
  }

  /** The item exists and has expired. */
  static Condition<Object> expired(TableContext context, EntitySchema<?, ?> schema) {
    return EXPIRED
        .withNames(context.layout().partitionKey(), schema.ttlAttribute())
        .bind(now(context));
  }

  /** As {@link #version(String, String, long)}, where "new" also accepts an expired item. */
  static Condition<Object> version(TableContext context, EntitySchema<?, ?> schema, long expected) {
    return expected == 0
        ? absent(context, schema)
        : version(context.layout().partitionKey(), schema.versionAttribute(), expected);
  }

  /**
   * The items of entity type {@code type} (or of its {@code former} name, while a declared rename
   * is not migrated yet; {@code null}: none), and (unless {@code ttl} is null) not expired: what a
   * scan or a count keeps on the server.
   */
  static Condition<Object> ofType(TableContext context, String type, String former, String ttl) {
    String typeAttribute = context.layout().entityTypeAttribute();
    if (former != null) {
      AttributeValue now = AttributeValue.createS(type);
      AttributeValue was = AttributeValue.createS(former);
      return ttl == null
          ? OF_TYPES.withNames(typeAttribute).bind(now, was)
          : OF_TYPES_NOT_EXPIRED.withNames(typeAttribute, ttl).bind(now, was, now(context));
    }
    return ttl == null
        ? OF_TYPE.withNames(typeAttribute).bind(AttributeValue.createS(type))
        : OF_TYPE_NOT_EXPIRED
            .withNames(typeAttribute, ttl)
            .bind(AttributeValue.createS(type), now(context));
  }

  /**
   * What a count keeps on the server: {@link #ofType}, or, where the key condition already fixes
   * the entity type (a native index keyed by it, whose key attributes a filter must not read), only
   * the items not expired; {@code null} when nothing is left to filter.
   */
  static Condition<Object> counted(
      TableContext context, String type, String former, String ttl, boolean typedByKey) {
    if (!typedByKey) {
      return ofType(context, type, former, ttl);
    }
    return ttl == null ? null : NOT_EXPIRED.withNames(ttl).bind(now(context));
  }

  private static AttributeValue now(TableContext context) {
    return number(context.now().getEpochSecond());
  }

  private static AttributeValue number(long value) {
    return AttributeValue.fromN(Long.toString(value));
  }

  /**
   * Refuses an empty string or binary as the value of a key attribute of a native index, which
   * DynamoDB rejects: leave the attribute null instead, and the item stays out of the index.
   */
  static void checkNativeKeyValue(
      Layout layout, String entityType, String attribute, AttributeValue value) {
    boolean empty =
        value != null
            && (value.s() != null
                ? value.s().isEmpty()
                : value.b() != null && value.b().asByteArray().length == 0);
    String index =
        !empty
            ? null
            : layout.indexes().stream()
                .filter(i -> i.isNative() && i.hasKeyAttribute(attribute))
                .map(IndexLayout::name)
                .findFirst()
                .orElse(null);
    if (index != null) {
      throw new IllegalArgumentException(
          entityType
              + "."
              + attribute
              + " is a key attribute of index "
              + index
              + ", which DynamoDB refuses empty; leave it null to keep the item out of the index");
    }
  }

  /** {@link #checkNativeKeyValue} for every attribute of an item about to be written. */
  static void checkNativeKeys(Layout layout, String entityType, Map<String, AttributeValue> item) {
    for (IndexLayout index : layout.indexes()) {
      for (IndexLayout.KeyAttribute key : index.keyAttributes()) {
        checkNativeKeyValue(layout, entityType, key.name(), item.get(key.name()));
      }
    }
  }
}
