package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.NumberRef;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.UpdateAction;
import dev.singletable.runtime.expression.ValueRef;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.runtime.failure.ItemNotFoundException;
import dev.singletable.runtime.internal.Codec;
import dev.singletable.runtime.internal.Expressions;
import dev.singletable.runtime.internal.Layout;
import dev.singletable.runtime.internal.Shape;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * UpdateItem of one entity from an {@link UpdateSpec}: the caller's actions plus what the library
 * maintains (entity type and key components, primitive defaults for upserts, version increment,
 * timestamps), the existence and version conditions, and typed failures. Transactions send the same
 * request as an {@code Update} action.
 *
 * @param <T> the entity type
 * @param <K> its key record
 */
public final class UpdateItemOperation<T, K> {

  private final TableContext context;
  private final EntitySchema<T, K> schema;
  private final K key;
  private final UpdateSpec spec;
  private final ReturnValue returnValues;
  private final Instant now;
  private final Map<String, AttributeValue> keyItem;

  public UpdateItemOperation(
      TableContext context,
      EntitySchema<T, K> schema,
      K key,
      UpdateSpec spec,
      ReturnValue returnValues,
      Instant now) {
    this.context = context;
    this.schema = schema;
    this.key = key;
    this.spec = spec;
    this.returnValues = returnValues;
    this.now = now;
    this.keyItem = schema.keyItem(key);
    if (UniqueWrites.applies(schema)) {
      spec.actions().forEach(action -> refuseUnique(schema, action.path().attributeName()));
    }
  }

  /**
   * Refuses an update of a {@code @Unique} attribute: an UpdateItem does not know the value it
   * replaces, so it could not release that value's guard; a put reads it and moves the guard.
   */
  private static void refuseUnique(EntitySchema<?, ?> schema, String attribute) {
    if (schema.uniqueAttributes().contains(attribute)) {
      throw new IllegalArgumentException(
          schema.entityType()
              + "."
              + attribute
              + " is @Unique, and an update cannot move its guard item; change it with put(...),"
              + " which reads the stored value and moves the guard in the same transaction");
    }
  }

  /** Refuses, before sending, an action the caller must not make directly. */
  public static <K> void checkUserAction(
      TableContext context, EntitySchema<?, K> schema, K key, UpdateAction<?> action) {
    String attribute = action.path().attributeName();
    refuseUnique(schema, attribute);
    Layout layout = context.layout();
    boolean tableKey =
        attribute.equals(layout.partitionKey())
            || attribute.equals(layout.sortKey())
            || attribute.equals(layout.entityTypeAttribute())
            || layout.indexes().stream()
                .anyMatch(
                    index ->
                        attribute.equals(index.partitionKey())
                            || attribute.equals(index.sortKey()));
    if (tableKey || schema.keyAttributes(key).containsKey(attribute)) {
      throw new IllegalArgumentException(
          schema.entityType()
              + "."
              + attribute
              + " is part of the item's key and cannot be updated: delete the item and put it under"
              + " the new key (in a transaction)");
    }
    if (attribute.equals(schema.versionAttribute())
        || attribute.equals(schema.createdAtAttribute())
        || attribute.equals(schema.updatedAtAttribute())) {
      throw new IllegalArgumentException(
          schema.entityType()
              + "."
              + attribute
              + " is maintained by Singletable (@Version, @CreatedAt or @UpdatedAt) and cannot be"
              + " set directly");
    }
    Guards.checkNativeKeyValue(
        layout, schema.entityType(), attribute, action.assignedValue().orElse(null));
    String setter = schema.indexKeyInputs().get(attribute);
    if (setter != null && setter.isEmpty()) {
      throw new IllegalArgumentException(
          schema.entityType()
              + "."
              + attribute
              + " is derived from key components only, which an update does not change; put the"
              + " item to write it");
    }
    if (setter != null) {
      throw new IllegalArgumentException(
          schema.entityType()
              + "."
              + attribute
              + " is written only by the typed update's generated "
              + setter
              + "(...), which keeps the index keys and @Derived attributes in step");
    }
  }

  /** Refuses an expected version for an entity without {@code @Version}. */
  public static void checkVersioned(EntitySchema<?, ?> schema) {
    if (schema.versionAttribute() == null) {
      throw new IllegalStateException(schema.entityType() + " has no @Version attribute");
    }
  }

  /**
   * Every action the update sends: the caller's, then (for an upsert) the default of each primitive
   * it does not touch, so that a new item can be read; the entity type and key components, so that
   * an upsert leaves a complete item; {@code @UpdatedAt} set to now, {@code @CreatedAt} set only if
   * absent, and {@code ADD 1} to the {@code @Version}. No attribute is written twice: a primitive
   * key component (an {@code int id}) is set to its value, not also to its default.
   */
  public List<UpdateAction<?>> actions() {
    List<UpdateAction<?>> actions = new ArrayList<>(spec.actions());
    Map<String, AttributeValue> keyAttributes = schema.keyAttributes(key);
    if (spec.upsert()) {
      Set<String> touched = new HashSet<>(keyAttributes.keySet());
      spec.actions().forEach(action -> touched.add(action.path().attributeName()));
      schema
          .primitiveDefaults()
          .forEach(
              (attribute, value) -> {
                if (!touched.contains(attribute) && !attribute.equals(schema.versionAttribute())) {
                  actions.add(
                      new ValueRef<Object, AttributeValue>(Path.attribute(attribute), v -> v)
                          .setIfNotExists(value));
                }
              });
    }
    for (Map.Entry<String, AttributeValue> attribute : keyAttributes.entrySet()) {
      actions.add(UpdateAction.set(Path.attribute(attribute.getKey()), attribute.getValue()));
    }
    if (schema.updatedAtAttribute() != null) {
      actions.add(
          UpdateAction.set(
              Path.attribute(schema.updatedAtAttribute()),
              Codec.instant(schema.entityType(), "timestamp").apply(now)));
    }
    if (schema.createdAtAttribute() != null) {
      actions.add(
          new ValueRef<Object, AttributeValue>(Path.attribute(schema.createdAtAttribute()), v -> v)
              .setIfNotExists(Codec.instant(schema.entityType(), "timestamp").apply(now)));
    }
    String versionAttribute = schema.versionAttribute();
    if (versionAttribute != null) {
      actions.add(
          new NumberRef<Object, Long>(
                  Path.attribute(versionAttribute), v -> AttributeValue.fromN(v.toString()))
              .add(1L));
    }
    return actions;
  }

  /**
   * The condition the update sends: the caller's, AND a live item exists (unless an upsert, which
   * instead must not merge into an expired item), AND the stored version is the expected one (when
   * given); {@code null} when there is none.
   */
  public Condition<?> condition() {
    Condition<?> condition =
        Guards.and(
            spec.condition(),
            spec.upsert() ? Guards.notExpired(context, schema) : Guards.live(context, schema));
    condition = Guards.and(condition, Guards.currentShape(context, schema, spec.upsert()));
    if (spec.expectedVersion() != null) {
      condition = Guards.and(condition, Guards.version(context, schema, spec.expectedVersion()));
    }
    return condition;
  }

  public UpdateItemRequest request() {
    TtlWrites.check(schema, spec.actions(), context.describeKey(keyItem), now);
    Condition<?> condition = condition();
    Expressions.Writer writer = Expressions.writer(schema.entityType());
    UpdateItemRequest.Builder request =
        UpdateItemRequest.builder()
            .tableName(context.tableName())
            .key(keyItem)
            .updateExpression(writer.update(actions()))
            .returnValues(returnValues);
    if (condition != null) {
      request
          .conditionExpression(writer.condition(condition))
          .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
    }
    return request
        .expressionAttributeNames(writer.names())
        .expressionAttributeValues(writer.values())
        .build();
  }

  /** The returned attributes read as the entity; empty when none came back. */
  public Optional<T> read(UpdateItemResponse response) {
    if (!response.hasAttributes() || response.attributes().isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(schema.fromPartialItem(response.attributes()));
  }

  /** The checks the update's condition holds. */
  ConditionFailures.Checks checks() {
    Long expected = spec.expectedVersion();
    return new ConditionFailures.Checks(
        false,
        !spec.upsert(),
        spec.upsert() && context.hiddenExpiryAttribute(schema) != null,
        spec.condition() != null,
        expected == null ? null : schema.versionAttribute(),
        expected == null ? 0 : expected);
  }

  /**
   * What a failed UpdateItem throws: the typed condition failure ({@link ItemNotFoundException}
   * when an update, not an upsert, can only have failed for want of a live item), or the request
   * failure.
   */
  public RuntimeException failure(SdkException e) {
    if (e instanceof ConditionalCheckFailedException failed) {
      RuntimeException formerShape = formerShape(failed);
      if (formerShape != null) {
        return formerShape;
      }
      return ConditionFailures.forWrite(context, schema, failed, keyItem, checks());
    }
    return Failures.ofItem(
        e, context, schema.entityType(), context.describeKey(keyItem), "UpdateItem");
  }

  /**
   * The refusal of an update that met an item stored in a former shape ({@code @FormerShape}), or
   * {@code null} when it did not: nothing was written, and the item keeps its stored shape.
   */
  private RuntimeException formerShape(ConditionalCheckFailedException failed) {
    Shape shape = Shape.of(schema);
    if (shape == null || !failed.hasItem() || failed.item().isEmpty()) {
      return null;
    }
    int stored = shape.of(failed.item());
    if (stored == shape.current()) {
      return null;
    }
    return new ConditionFailedException(
        schema.entityType(),
        context.describeKey(keyItem),
        "the item is stored in shape "
            + stored
            + " and an update writes the attributes of shape "
            + shape.current()
            + " only, which would leave an item that reads as neither; nothing was written. Put"
            + " the whole entity (it writes the current shape), or run the job \""
            + schema.entityType()
            + ".upgrade\" of the migrations first",
        schema.fromItem(failed.item()),
        failed);
  }

  /**
   * Whether a failure is an upsert meeting an item that has expired but that DynamoDB has not
   * deleted yet: upserting onto it would bring back its stale attributes, so it is deleted first.
   */
  public boolean metExpiredItem(SdkException e) {
    return spec.upsert()
        && e instanceof ConditionalCheckFailedException failed
        && failed.hasItem()
        && context.isExpired(failed.item());
  }

  /** Deletes the item only if it is still expired (it may have been renewed since). */
  public DeleteItemRequest removeExpiredRequest() {
    Expressions.Writer writer = Expressions.writer(schema.entityType());
    return DeleteItemRequest.builder()
        .tableName(context.tableName())
        .key(keyItem)
        .conditionExpression(writer.condition(Guards.expired(context, schema)))
        .expressionAttributeNames(writer.names())
        .expressionAttributeValues(writer.values())
        .build();
  }

  /**
   * Sends the update. A transaction writing the item delays it (re-sent with backoff). An upsert
   * that met an expired item deletes it (if still expired) and sends the update again at the
   * clock's new time; if the item was renewed meanwhile, the first failure stands. An update whose
   * answer was lost is settled from the item as it now is.
   */
  public Step<Optional<T>> step() {
    return ItemWriteRetries.send(
        context,
        ApiCall.UPDATE_ITEM,
        request(),
        schema.entityType(),
        context.describeKey(keyItem),
        response -> Step.done(read(response)),
        e -> {
          if (metExpiredItem(e)) {
            return removeExpiredThenRetry(e);
          }
          return LostAnswers.afterFailure(
              context,
              schema.entityType(),
              keyItem,
              "UpdateItem",
              e,
              () -> IntendedOutcome.ofUpdate(schema, key, spec, now),
              current ->
                  returnValues == ReturnValue.ALL_NEW
                      ? Optional.of(schema.fromPartialItem(current))
                      : Optional.<T>empty(),
              this::failure,
              true);
        });
  }

  private Step<Optional<T>> removeExpiredThenRetry(SdkException e) {
    return Step.call(
        ApiCall.DELETE_ITEM,
        schema.entityType(),
        removeExpiredRequest(),
        removed ->
            new UpdateItemOperation<>(context, schema, key, spec, returnValues, context.now())
                .step(),
        deleteFailed -> {
          if (deleteFailed instanceof ConditionalCheckFailedException) {
            throw failure(e);
          }
          throw Failures.ofItem(
              deleteFailed, schema.entityType(), context.describeKey(keyItem), "DeleteItem");
        });
  }
}
