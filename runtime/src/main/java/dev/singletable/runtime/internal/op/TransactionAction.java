package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.failure.CancellationReason;
import dev.singletable.runtime.internal.Expressions;
import dev.singletable.runtime.internal.ItemSize;
import java.time.Instant;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * One prepared action of a TransactWriteItems: the request part, which is the request the matching
 * single-item write would send ({@link PutItemOperation}, {@link UpdateItemOperation}, {@link
 * DeleteItemOperation}) re-wrapped as an action, plus what is needed to explain a cancellation:
 * entity type, readable key, expected version, and the schema that reads the current item. Every
 * conditional action asks for {@code ALL_OLD} on a failed condition.
 *
 * @param context the table the action is on
 * @param position the action's place in the request: the actions of a transaction across tables are
 *     numbered in the order of the combined request
 * @param keyItem the primary key attributes of the item the action is on
 * @param keyText the key, readable: {@code PK=ORDER#o1, SK=METADATA}
 * @param bytes what the action adds to the transaction's 4 MB: the whole item of a put; key and
 *     values otherwise
 * @param checks the conditions the action's own write holds, to explain its failure
 * @param stored the entity as a put or create stores it (version and timestamps set); {@code null}
 *     otherwise
 */
public record TransactionAction(
    TableContext context,
    int position,
    TransactionAction.Kind kind,
    EntitySchema<?, ?> schema,
    Map<String, AttributeValue> keyItem,
    String keyText,
    TransactWriteItem item,
    long bytes,
    ConditionFailures.Checks checks,
    Object stored) {

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

  /**
   * A put (or create: only if absent) of the entity as {@code put} would store it at {@code now}:
   * the request a single put sends, as a {@code Put} action.
   */
  public static <T, K> TransactionAction put(
      TableContext context,
      EntitySchema<T, K> schema,
      T entity,
      Condition<?> userCondition,
      boolean create,
      Instant now,
      int position) {
    PutItemOperation<T> operation =
        new PutItemOperation<>(context, schema, entity, userCondition, create, now);
    PutItemRequest request = operation.request();
    Put put =
        Put.builder()
            .tableName(request.tableName())
            .item(request.item())
            .conditionExpression(request.conditionExpression())
            .expressionAttributeNames(request.expressionAttributeNames())
            .expressionAttributeValues(request.expressionAttributeValues())
            .returnValuesOnConditionCheckFailure(request.returnValuesOnConditionCheckFailure())
            .build();
    PutItemOperation.Prepared<T> prepared = operation.prepared();
    return new TransactionAction(
        context,
        position,
        create ? Kind.CREATE : Kind.PUT,
        schema,
        prepared.keyItem(),
        prepared.keyText(),
        TransactWriteItem.builder().put(put).build(),
        ItemSize.of(prepared.item()),
        operation.checks(),
        prepared.stored());
  }

  /**
   * An update (or upsert) with the library's own actions and conditions added: the request a single
   * update sends, as an {@code Update} action.
   */
  public static <T, K> TransactionAction update(
      TableContext context,
      EntitySchema<T, K> schema,
      K key,
      UpdateSpec spec,
      Instant now,
      int position) {
    UpdateItemOperation<T, K> operation =
        new UpdateItemOperation<>(context, schema, key, spec, ReturnValue.NONE, now);
    UpdateItemRequest request = operation.request();
    Update update =
        Update.builder()
            .tableName(request.tableName())
            .key(request.key())
            .updateExpression(request.updateExpression())
            .conditionExpression(request.conditionExpression())
            .expressionAttributeNames(request.expressionAttributeNames())
            .expressionAttributeValues(request.expressionAttributeValues())
            .returnValuesOnConditionCheckFailure(request.returnValuesOnConditionCheckFailure())
            .build();
    return new TransactionAction(
        context,
        position,
        spec.upsert() ? Kind.UPSERT : Kind.UPDATE,
        schema,
        request.key(),
        context.describeKey(request.key()),
        TransactWriteItem.builder().update(update).build(),
        ItemSize.of(request.key()) + valuesSize(request.expressionAttributeValues()),
        operation.checks(),
        null);
  }

  /** A delete, optionally conditional. */
  public static <T, K> TransactionAction delete(
      TableContext context,
      EntitySchema<T, K> schema,
      K key,
      Condition<?> condition,
      int position) {
    return delete(
        context,
        schema,
        DeleteItemOperation.ofKey(context, schema, key, condition, false),
        position);
  }

  /** A delete of the entity's item, checking its {@code @Version} when it has one. */
  public static <T, K> TransactionAction deleteEntity(
      TableContext context, EntitySchema<T, K> schema, T entity, int position) {
    return delete(context, schema, DeleteItemOperation.ofEntity(context, schema, entity), position);
  }

  /** The request a single delete sends, as a {@code Delete} action. */
  static TransactionAction delete(
      TableContext context,
      EntitySchema<?, ?> schema,
      DeleteItemOperation<?> operation,
      int position) {
    DeleteItemRequest request = operation.request();
    Delete delete =
        Delete.builder()
            .tableName(request.tableName())
            .key(request.key())
            .conditionExpression(request.conditionExpression())
            .expressionAttributeNames(request.expressionAttributeNames())
            .expressionAttributeValues(request.expressionAttributeValues())
            .returnValuesOnConditionCheckFailure(request.returnValuesOnConditionCheckFailure())
            .build();
    return new TransactionAction(
        context,
        position,
        Kind.DELETE,
        schema,
        request.key(),
        context.describeKey(request.key()),
        TransactWriteItem.builder().delete(delete).build(),
        ItemSize.of(request.key()) + valuesSize(request.expressionAttributeValues()),
        operation.checks(),
        null);
  }

  /**
   * An action on an item no entity schema maps (a {@code @Unique} guard item), on behalf of {@code
   * schema}'s entity: a failed condition is explained as a condition that did not hold, and the
   * current item is only {@link CancellationReason#currentAttributes()}.
   */
  static TransactionAction ofItem(
      TableContext context,
      int position,
      Kind kind,
      EntitySchema<?, ?> schema,
      Map<String, AttributeValue> keyItem,
      TransactWriteItem item,
      long bytes) {
    return new TransactionAction(
        context,
        position,
        kind,
        schema,
        keyItem,
        context.describeKey(keyItem),
        item,
        bytes,
        ConditionFailures.Checks.ofCondition(),
        null);
  }

  /** A condition on an item the transaction does not write. */
  public static <T, K> TransactionAction check(
      TableContext context,
      EntitySchema<T, K> schema,
      K key,
      Condition<?> condition,
      int position) {
    if (condition == null) {
      throw new IllegalArgumentException(
          "a condition check on " + schema.entityType() + " needs a condition");
    }
    Map<String, AttributeValue> keyItem = schema.keyItem(key);
    Expressions.Writer writer = Expressions.writer(schema.entityType());
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
        context,
        position,
        Kind.CHECK,
        schema,
        keyItem,
        context.describeKey(keyItem),
        TransactWriteItem.builder().conditionCheck(check).build(),
        ItemSize.of(keyItem) + valuesSize(writer.values()),
        ConditionFailures.Checks.ofCondition(),
        null);
  }

  private static long valuesSize(Map<String, AttributeValue> values) {
    return values == null ? 0 : ItemSize.of(values); // unset maps of SDK requests are empty
  }

  /** This action at {@code position} of a larger request. */
  public TransactionAction at(int position) {
    return position == this.position
        ? this
        : new TransactionAction(
            context, position, kind, schema, keyItem, keyText, item, bytes, checks, stored);
  }

  /** The physical name of the table the action is on. */
  public String table() {
    return context.tableName();
  }

  public String entityType() {
    return schema.entityType();
  }

  /** For messages: {@code Create OrderHeader PK=ORDER#o1, SK=METADATA}. */
  public String describe() {
    return kind.label() + " " + entityType() + " " + keyText;
  }

  /**
   * Reads DynamoDB's reason for this action into a reason typed by the action's entity, with its
   * own table's rules (layout, expiry).
   */
  public CancellationReason<?> reason(
      software.amazon.awssdk.services.dynamodb.model.CancellationReason reason) {
    return reason(context, schema, reason);
  }

  private <T> CancellationReason<T> reason(
      TableContext context,
      EntitySchema<T, ?> schema,
      software.amazon.awssdk.services.dynamodb.model.CancellationReason reason) {
    String code = reason.code() == null ? CancellationReason.NONE : reason.code();
    Map<String, AttributeValue> current =
        reason.hasItem() && !reason.item().isEmpty() ? reason.item() : null;
    boolean conditionFailed = CancellationReason.CONDITIONAL_CHECK_FAILED.equals(code);
    ConditionFailures.Verdict verdict =
        conditionFailed ? ConditionFailures.verdict(context, checks, current) : null;
    return new Cancellation<>(
        position,
        kind.label(),
        entityType(),
        context.tableName(),
        keyText,
        keyItem,
        code,
        reason.message(),
        verdict == ConditionFailures.Verdict.VERSION_CONFLICT,
        verdict == null ? null : explain(verdict, current),
        current == null ? null : ConditionFailures.readIfOwnType(context, schema, current),
        current);
  }

  /** Singletable's reading of a failed condition, saying no more than is known. */
  private String explain(ConditionFailures.Verdict verdict, Map<String, AttributeValue> current) {
    return switch (verdict) {
      case ALREADY_EXISTS -> "already exists";
      case NOT_FOUND -> "the item does not exist";
      case VERSION_CONFLICT ->
          checks.expectedVersion() == 0
              ? "already exists; expected a new item"
              : "is no longer at version " + checks.expectedVersion();
      case CONDITION -> "the condition did not hold";
      case CONDITION_OR_GUARD ->
          "the condition did not hold: " + ConditionFailures.explain(checks, current);
    };
  }
}
