package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.Expressions;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/**
 * DeleteItem of one entity: by key (optionally conditional, optionally returning the old item) or
 * of an entity (checking its {@code @Version}), with failures read into typed exceptions.
 * Transactions send the same request as a {@code Delete} action.
 *
 * @param <T> the entity type
 * @param expectedVersion the version the item must have, for a delete of a versioned entity;
 *     otherwise null
 */
public record DeleteItemOperation<T>(
    TableContext context,
    EntitySchema<T, ?> schema,
    Map<String, AttributeValue> keyItem,
    Condition<?> condition,
    boolean returnOld,
    Long expectedVersion) {

  /** Deletes the item with {@code key}, if {@code condition} (when not null) holds. */
  public static <T, K> DeleteItemOperation<T> ofKey(
      TableContext context,
      EntitySchema<T, K> schema,
      K key,
      Condition<?> condition,
      boolean returnOld) {
    return new DeleteItemOperation<>(
        context, schema, schema.keyItem(key), condition, returnOld, null);
  }

  /**
   * Deletes the item under a former key ({@link EntitySchema#formerKeyItem}) of an entity whose key
   * moves: after the delete under the new key, so that a get, which falls back to the former key,
   * does not find the entity again.
   */
  public static <T> DeleteItemOperation<T> ofFormerKey(
      TableContext context,
      EntitySchema<T, ?> schema,
      Map<String, AttributeValue> formerKeyItem,
      boolean returnOld) {
    return new DeleteItemOperation<>(context, schema, formerKeyItem, null, returnOld, null);
  }

  /** Deletes the entity's item, only if its stored {@code @Version} is the entity's. */
  public static <T, K> DeleteItemOperation<T> ofEntity(
      TableContext context, EntitySchema<T, K> schema, T entity) {
    Long expected = schema.versionAttribute() == null ? null : schema.versionOf(entity);
    Condition<?> condition =
        expected == null
            ? null
            : Guards.version(context.layout().partitionKey(), schema.versionAttribute(), expected);
    return new DeleteItemOperation<>(
        context, schema, schema.keyItem(schema.keyOf(entity)), condition, false, expected);
  }

  /** This delete only if {@code extra} holds too (AND); the checks stay the delete's own. */
  public DeleteItemOperation<T> withCondition(Condition<?> extra) {
    return new DeleteItemOperation<>(
        context, schema, keyItem, Guards.and(condition, extra), returnOld, expectedVersion);
  }

  public DeleteItemRequest request() {
    DeleteItemRequest.Builder request =
        DeleteItemRequest.builder()
            .tableName(context.tableName())
            .key(keyItem)
            .returnValues(returnOld ? ReturnValue.ALL_OLD : null);
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

  /** The old item as the entity, when asked for and there was one of this entity type. */
  public Optional<T> read(DeleteItemResponse response) {
    if (!returnOld
        || !response.hasAttributes()
        || response.attributes().isEmpty()
        || !context.isOfType(response.attributes(), schema)) {
      return Optional.empty();
    }
    return Optional.of(schema.fromItem(response.attributes()));
  }

  /** The checks the delete's condition holds: the caller's, or the entity's version. */
  ConditionFailures.Checks checks() {
    return ConditionFailures.Checks.of(
        expectedVersion == null, schema.versionAttribute(), expectedVersion);
  }

  public RuntimeException failure(SdkException e) {
    if (e instanceof ConditionalCheckFailedException failed) {
      return ConditionFailures.forWrite(context, schema, failed, keyItem, checks());
    }
    return Failures.ofItem(
        e, context, schema.entityType(), context.describeKey(keyItem), "DeleteItem");
  }

  /**
   * Sends the delete. A transaction writing the item delays it (re-sent with backoff); a delete
   * whose answer was lost succeeds when the item is gone, and its outcome is unknown otherwise.
   */
  public Step<Optional<T>> step() {
    return ItemWriteRetries.send(
        context,
        ApiCall.DELETE_ITEM,
        request(),
        schema.entityType(),
        context.describeKey(keyItem),
        response -> Step.done(read(response)),
        e ->
            LostAnswers.afterFailure(
                context,
                schema.entityType(),
                keyItem,
                "DeleteItem",
                e,
                IntendedOutcome::absent,
                current -> Optional.<T>empty(),
                this::failure,
                false));
  }
}
