package dev.singletable.runtime.internal;

import dev.singletable.runtime.CancellationReason;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.ExpressionWriter;
import dev.singletable.runtime.expression.UpdateAction;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * One prepared action of a TransactWriteItems: the request part, built with the same conditions,
 * version handling and timestamps as the single-item writes ({@link WriteOperations#putCondition},
 * {@link UpdateOperation#actions}, {@link UpdateOperation#condition}), plus what is needed to
 * explain a cancellation: entity type, readable key, expected version, and the schema that reads
 * the current item. Every conditional action asks for {@code ALL_OLD} on a failed condition.
 */
public final class TransactionAction {

  /** What an action does, named as in messages and {@link CancellationReason#action()}. */
  public enum Kind {
    PUT("Put"),
    CREATE("Create"),
    UPDATE("Update"),
    UPSERT("Upsert"),
    DELETE("Delete"),
    CHECK("ConditionCheck");

    private final String label;

    Kind(String label) {
      this.label = label;
    }

    public String label() {
      return label;
    }
  }

  private final int position;
  private final Kind kind;
  private final EntitySchema<?, ?> schema;
  private final Map<String, AttributeValue> keyItem;
  private final String keyText;
  private final TransactWriteItem item;
  private final long bytes;
  private final Long expectedVersion;
  private final Object stored;

  private TransactionAction(
      int position,
      Kind kind,
      EntitySchema<?, ?> schema,
      Map<String, AttributeValue> keyItem,
      String keyText,
      TransactWriteItem item,
      long bytes,
      Long expectedVersion,
      Object stored) {
    this.position = position;
    this.kind = kind;
    this.schema = schema;
    this.keyItem = keyItem;
    this.keyText = keyText;
    this.item = item;
    this.bytes = bytes;
    this.expectedVersion = expectedVersion;
    this.stored = stored;
  }

  /**
   * A put (or create: only if absent) of the entity as {@code put} would store it at {@code now}.
   */
  public static <T, K> TransactionAction put(
      TableContext context,
      EntitySchema<T, K> schema,
      T entity,
      Condition userCondition,
      boolean create,
      Instant now,
      int position) {
    // A create writes a new item whatever version the entity carries: it starts at version 1.
    long expected = create ? 0 : schema.versionOf(entity);
    T stored = schema.prepareWrite(entity, expected + 1, now);
    Map<String, AttributeValue> item = schema.toItem(stored);
    Map<String, AttributeValue> keyItem = schema.keyItem(schema.keyOf(stored));
    String keyText = context.describeKey(keyItem);
    ItemSize.check(schema.entityType(), keyText, item, context.layout());
    Condition condition =
        new WriteOperations<>(context, schema).putCondition(userCondition, create, expected);
    Put.Builder put = Put.builder().tableName(context.tableName()).item(item);
    if (condition != null) {
      ExpressionWriter writer = new ExpressionWriter();
      put.conditionExpression(writer.condition(condition))
          .expressionAttributeNames(writer.names())
          .expressionAttributeValues(writer.values())
          .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
    }
    Long guard = schema.versionAttribute() == null || create ? null : expected;
    return new TransactionAction(
        position,
        create ? Kind.CREATE : Kind.PUT,
        schema,
        keyItem,
        keyText,
        TransactWriteItem.builder().put(put.build()).build(),
        ItemSize.of(item),
        guard,
        stored);
  }

  /** An update (or upsert) with the library's own actions and conditions added. */
  public static <T, K> TransactionAction update(
      TableContext context,
      EntitySchema<T, K> schema,
      K key,
      boolean upsert,
      List<UpdateAction> userActions,
      Condition userCondition,
      Long expectedVersion,
      Instant now,
      int position) {
    UpdateOperation<T, K> operation = new UpdateOperation<>(context, schema);
    List<UpdateAction> actions = operation.actions(key, userActions, now, upsert);
    Condition condition = operation.condition(userCondition, expectedVersion, upsert);
    Map<String, AttributeValue> keyItem = schema.keyItem(key);
    ExpressionWriter writer = new ExpressionWriter();
    Update.Builder update =
        Update.builder()
            .tableName(context.tableName())
            .key(keyItem)
            .updateExpression(writer.update(actions));
    if (condition != null) {
      update
          .conditionExpression(writer.condition(condition))
          .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
    }
    update.expressionAttributeNames(writer.names()).expressionAttributeValues(writer.values());
    return new TransactionAction(
        position,
        upsert ? Kind.UPSERT : Kind.UPDATE,
        schema,
        keyItem,
        context.describeKey(keyItem),
        TransactWriteItem.builder().update(update.build()).build(),
        ItemSize.of(keyItem) + valuesSize(writer.values()),
        expectedVersion,
        null);
  }

  /** A delete, optionally conditional. */
  public static <T, K> TransactionAction delete(
      TableContext context, EntitySchema<T, K> schema, K key, Condition condition, int position) {
    return delete(context, schema, schema.keyItem(key), condition, null, position);
  }

  /** A delete of the entity's item, checking its {@code @Version} when it has one. */
  public static <T, K> TransactionAction deleteEntity(
      TableContext context, EntitySchema<T, K> schema, T entity, int position) {
    Long expected = schema.versionAttribute() == null ? null : schema.versionOf(entity);
    Condition condition =
        expected == null
            ? null
            : Guards.version(context.layout().partitionKey(), schema.versionAttribute(), expected);
    return delete(
        context, schema, schema.keyItem(schema.keyOf(entity)), condition, expected, position);
  }

  private static TransactionAction delete(
      TableContext context,
      EntitySchema<?, ?> schema,
      Map<String, AttributeValue> keyItem,
      Condition condition,
      Long expectedVersion,
      int position) {
    Delete.Builder delete = Delete.builder().tableName(context.tableName()).key(keyItem);
    Map<String, AttributeValue> values = null;
    if (condition != null) {
      ExpressionWriter writer = new ExpressionWriter();
      delete
          .conditionExpression(writer.condition(condition))
          .expressionAttributeNames(writer.names())
          .expressionAttributeValues(writer.values())
          .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
      values = writer.values();
    }
    return new TransactionAction(
        position,
        Kind.DELETE,
        schema,
        keyItem,
        context.describeKey(keyItem),
        TransactWriteItem.builder().delete(delete.build()).build(),
        ItemSize.of(keyItem) + valuesSize(values),
        expectedVersion,
        null);
  }

  /** A condition on an item the transaction does not write. */
  public static <T, K> TransactionAction check(
      TableContext context, EntitySchema<T, K> schema, K key, Condition condition, int position) {
    if (condition == null) {
      throw new IllegalArgumentException(
          "a condition check on " + schema.entityType() + " needs a condition");
    }
    Map<String, AttributeValue> keyItem = schema.keyItem(key);
    ExpressionWriter writer = new ExpressionWriter();
    ConditionCheck check =
        ConditionCheck.builder()
            .tableName(context.tableName())
            .key(keyItem)
            .conditionExpression(writer.condition(condition))
            .expressionAttributeNames(writer.names())
            .expressionAttributeValues(writer.values())
            .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
            .build();
    return new TransactionAction(
        position,
        Kind.CHECK,
        schema,
        keyItem,
        context.describeKey(keyItem),
        TransactWriteItem.builder().conditionCheck(check).build(),
        ItemSize.of(keyItem) + valuesSize(writer.values()),
        null,
        null);
  }

  private static long valuesSize(Map<String, AttributeValue> values) {
    return values == null ? 0 : ItemSize.of(values);
  }

  public int position() {
    return position;
  }

  public Kind kind() {
    return kind;
  }

  public String entityType() {
    return schema.entityType();
  }

  /** The primary key attributes of the item the action is on. */
  public Map<String, AttributeValue> keyItem() {
    return keyItem;
  }

  /** The key, readable: {@code PK=ORDER#o1, SK=METADATA}. */
  public String keyText() {
    return keyText;
  }

  public TransactWriteItem item() {
    return item;
  }

  /**
   * What the action adds to the transaction's 4 MB: the whole item of a put; key and values
   * otherwise.
   */
  public long bytes() {
    return bytes;
  }

  /**
   * The entity as a put or create stores it (version and timestamps set); {@code null} otherwise.
   */
  public Object stored() {
    return stored;
  }

  /** For messages: {@code Create OrderHeader PK=ORDER#o1, SK=METADATA}. */
  public String describe() {
    return kind.label() + " " + entityType() + " " + keyText;
  }

  /** Reads DynamoDB's reason for this action into a typed reason. */
  public CancellationReason reason(
      TableContext context,
      software.amazon.awssdk.services.dynamodb.model.CancellationReason reason) {
    String code = reason.code() == null ? CancellationReason.NONE : reason.code();
    Map<String, AttributeValue> current =
        reason.hasItem() && !reason.item().isEmpty() ? reason.item() : null;
    boolean conditionFailed = CancellationReason.CONDITIONAL_CHECK_FAILED.equals(code);
    boolean versionConflict =
        conditionFailed
            && expectedVersion != null
            && !versionMatches(current, schema.versionAttribute(), expectedVersion);
    String explanation = conditionFailed ? explain(current, versionConflict) : null;
    return new CancellationReason(
        position,
        kind.label(),
        entityType(),
        keyText,
        code,
        reason.message(),
        versionConflict,
        explanation,
        current == null ? null : read(context, schema, current),
        current);
  }

  private String explain(Map<String, AttributeValue> current, boolean versionConflict) {
    if (kind == Kind.CREATE && current != null) {
      return "already exists";
    }
    if (versionConflict) {
      if (current == null) {
        return "the item does not exist; expected version " + expectedVersion;
      }
      return expectedVersion == 0
          ? "already exists; expected a new item"
          : "is no longer at version " + expectedVersion;
    }
    if (kind == Kind.UPDATE && current == null) {
      return "the item does not exist";
    }
    return current == null
        ? "the condition did not hold; the item does not exist"
        : "the condition did not hold";
  }

  /**
   * The item read as the schema's entity when it is one; {@code null} otherwise or when unreadable.
   */
  static Object read(
      TableContext context, EntitySchema<?, ?> schema, Map<String, AttributeValue> item) {
    AttributeValue type = item.get(context.layout().entityTypeAttribute());
    if (type == null || !schema.entityType().equals(type.s())) {
      return null;
    }
    try {
      return schema.fromItem(item);
    } catch (RuntimeException unreadable) {
      return null; // the raw attributes are still reported
    }
  }

  private static boolean versionMatches(
      Map<String, AttributeValue> current, String versionAttribute, long expected) {
    if (current == null) {
      return expected == 0;
    }
    AttributeValue stored = current.get(versionAttribute);
    return stored != null && stored.n() != null && stored.n().equals(Long.toString(expected));
  }
}
