package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.Expressions;
import dev.singletable.runtime.internal.ItemSize;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import java.time.Instant;
import java.util.Map;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/**
 * PutItem of one entity: the entity as stored (next {@code @Version}, timestamps), its size checked
 * before sending, the conditions the library adds (no item for a create, the expected version for a
 * versioned put), and failures read into typed exceptions. Transactions send the same request as a
 * {@code Put} action, and batches send the same prepared item.
 *
 * @param <T> the entity type
 */
public final class PutItemOperation<T> {

  /**
   * An entity as a put stores it at {@code now}, with its item and key.
   *
   * @param expectedVersion the version the stored item must have (0: none may exist)
   */
  public record Prepared<T>(
      T stored,
      Map<String, AttributeValue> item,
      Map<String, AttributeValue> keyItem,
      String keyText,
      long expectedVersion) {

    /**
     * Prepares {@code entity}: a create writes a new item whatever version the entity carries (it
     * starts at version 1); a put expects the version the entity carries and stores the next.
     *
     * @throws dev.singletable.runtime.failure.ItemTooLargeException when the item, with its local
     *     index entries, is over 400 KB
     * @throws IllegalArgumentException when a value breaks DynamoDB's rules for values or the TTL
     *     is one DynamoDB would ignore
     */
    public static <T, K> Prepared<T> of(
        TableContext context, EntitySchema<T, K> schema, T entity, boolean create, Instant now) {
      long expected = create ? 0 : schema.versionOf(entity);
      T stored = schema.prepareWrite(entity, expected + 1, now);
      Map<String, AttributeValue> item = schema.toItem(stored);
      Map<String, AttributeValue> keyItem = schema.keyItem(schema.keyOf(stored));
      String keyText = context.describeKey(keyItem);
      Expressions.checkItem(item, schema.entityType());
      Guards.checkNativeKeys(context.layout(), schema.entityType(), item);
      if (schema.ttlAttribute() != null) {
        TtlWrites.check(schema, item.get(schema.ttlAttribute()), keyText, now);
      }
      ItemSize.check(schema.entityType(), keyText, item, context.layout());
      return new Prepared<>(stored, item, keyItem, keyText, expected);
    }
  }

  private final TableContext context;
  private final EntitySchema<T, ?> schema;
  private final Prepared<T> prepared;
  private final boolean create;
  private final boolean userCondition;
  private final Condition<?> condition;

  public <K> PutItemOperation(
      TableContext context,
      EntitySchema<T, K> schema,
      T entity,
      Condition<?> userCondition,
      boolean create,
      Instant now) {
    this.context = context;
    this.schema = schema;
    this.prepared = Prepared.of(context, schema, entity, create, now);
    this.create = create;
    this.userCondition = userCondition != null;
    this.condition = condition(userCondition);
  }

  /**
   * The caller's condition, AND no live item has the key (create), AND the stored version is the
   * expected one (with {@code @Version}); {@code null} when there is none.
   */
  private Condition<?> condition(Condition<?> userCondition) {
    Condition<?> condition = userCondition;
    if (create) {
      condition = Guards.and(condition, Guards.absent(context, schema));
    } else if (schema.versionAttribute() != null) {
      condition =
          Guards.and(condition, Guards.version(context, schema, prepared.expectedVersion()));
    }
    return condition;
  }

  public PutItemRequest request() {
    PutItemRequest.Builder request =
        PutItemRequest.builder().tableName(context.tableName()).item(prepared.item());
    if (condition != null) {
      Expressions.Writer writer = Expressions.writer(schema.entityType());
      request
          .conditionExpression(writer.condition(condition))
          .expressionAttributeNames(writer.names())
          .expressionAttributeValues(writer.values())
          .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
    }
    return request.build();
  }

  /** The checks the put's condition holds. */
  ConditionFailures.Checks checks() {
    return create
        ? ConditionFailures.Checks.ofCreate()
        : ConditionFailures.Checks.of(userCondition, schema.versionAttribute(), versionGuard());
  }

  /** What a failed PutItem throws: the typed condition failure, or the request failure. */
  public RuntimeException failure(SdkException e) {
    if (e instanceof ConditionalCheckFailedException failed) {
      return ConditionFailures.forWrite(context, schema, failed, prepared.keyItem(), checks());
    }
    return Failures.ofItem(e, context, schema.entityType(), prepared.keyText(), "PutItem");
  }

  /**
   * Sends the put; the entity as stored. A transaction writing the item delays it (re-sent with
   * backoff); a put whose answer was lost is settled from the item as it now is.
   */
  public Step<T> step() {
    return ItemWriteRetries.send(
        context,
        ApiCall.PUT_ITEM,
        request(),
        schema.entityType(),
        prepared.keyText(),
        response -> Step.done(prepared.stored()),
        this::onFailure);
  }

  private Step<T> onFailure(SdkException e) {
    Long version = create ? Long.valueOf(0) : versionGuard();
    return LostAnswers.afterFailure(
        context,
        schema.entityType(),
        prepared.keyItem(),
        "PutItem",
        e,
        () ->
            IntendedOutcome.item(
                prepared.item(), version == null ? null : schema.versionAttribute(), version),
        current -> prepared.stored(),
        this::failure,
        true);
  }

  public Prepared<T> prepared() {
    return prepared;
  }

  /**
   * The version a failed condition is checked against for a versioned put, or {@code null} (no
   * {@code @Version}, or a create, which expects no item rather than a version).
   */
  public Long versionGuard() {
    return schema.versionAttribute() == null || create ? null : prepared.expectedVersion();
  }
}
