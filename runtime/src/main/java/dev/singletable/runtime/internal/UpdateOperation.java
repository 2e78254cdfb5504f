package dev.singletable.runtime.internal;

import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.ItemNotFoundException;
import dev.singletable.runtime.RequestFailedException;
import dev.singletable.runtime.ReturnValues;
import dev.singletable.runtime.TableLayout;
import dev.singletable.runtime.expression.ComparableRef;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.ExpressionWriter;
import dev.singletable.runtime.expression.NumberRef;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.UpdateAction;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * UpdateItem for one entity type: the caller's actions plus what the library maintains (entity type
 * and key components for upserts, version increment, timestamps), the existence and version
 * conditions, and typed failures.
 */
public final class UpdateOperation<T, K> {

  private final TableContext context;
  private final EntitySchema<T, K> schema;

  public UpdateOperation(TableContext context, EntitySchema<T, K> schema) {
    this.context = context;
    this.schema = schema;
  }

  /** Refuses, before sending, an action the caller must not make directly. */
  public static <K> void checkUserAction(
      TableContext context, EntitySchema<?, K> schema, K key, UpdateAction action) {
    String attribute = action.path().attributeName();
    TableLayout layout = context.layout();
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
    String setter = schema.indexKeyInputs().get(attribute);
    if (setter != null) {
      throw new IllegalArgumentException(
          schema.entityType()
              + "."
              + attribute
              + " feeds a secondary-index key; use the generated "
              + setter
              + "(...) of the update, which rewrites the index key too");
    }
  }

  public Optional<T> execute(
      K key,
      List<UpdateAction> userActions,
      Condition userCondition,
      Long expectedVersion,
      boolean upsert,
      ReturnValues returnValues) {
    List<UpdateAction> actions = actions(key, userActions, context.now(), upsert);
    Condition condition = condition(userCondition, expectedVersion, upsert);
    String versionAttribute = schema.versionAttribute();
    Map<String, AttributeValue> keyItem = schema.keyItem(key);
    ExpressionWriter writer = new ExpressionWriter();
    UpdateItemRequest.Builder request =
        UpdateItemRequest.builder()
            .tableName(context.tableName())
            .key(keyItem)
            .updateExpression(writer.update(actions))
            .returnValues(ReturnValue.fromValue(returnValues.name()));
    if (condition != null) {
      request
          .conditionExpression(writer.condition(condition))
          .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
    }
    request.expressionAttributeNames(writer.names()).expressionAttributeValues(writer.values());
    UpdateItemResponse response;
    try {
      response = context.client().updateItem(request.build());
    } catch (ConditionalCheckFailedException e) {
      if (upsert && e.hasItem() && context.isExpired(e.item()) && removeExpired(keyItem)) {
        // The item had expired but DynamoDB had not deleted it yet: upserting onto it would bring
        // back its stale attributes. It is gone now; create the item afresh.
        return execute(key, userActions, userCondition, expectedVersion, true, returnValues);
      }
      throw failure(e, keyItem, upsert, versionAttribute, expectedVersion);
    } catch (DynamoDbException e) {
      throw new RequestFailedException(
          schema.entityType(), context.describeKey(keyItem), "UpdateItem", e);
    }
    if (!response.hasAttributes() || response.attributes().isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(schema.fromPartialItem(response.attributes()));
  }

  /**
   * Every action an update sends: the caller's, then the entity type and key components (so that an
   * upsert leaves a complete item), {@code @UpdatedAt} set to {@code now}, {@code @CreatedAt} set
   * only if absent, and {@code ADD 1} to the {@code @Version}. Also used by transactions.
   */
  public List<UpdateAction> actions(
      K key, List<UpdateAction> userActions, Instant now, boolean upsert) {
    List<UpdateAction> actions = new ArrayList<>(userActions);
    if (upsert) {
      // A new item must be readable: primitives the update does not touch get their default.
      java.util.Set<String> touched = new java.util.HashSet<>();
      userActions.forEach(action -> touched.add(action.path().attributeName()));
      schema
          .primitiveDefaults()
          .forEach(
              (attribute, value) -> {
                if (!touched.contains(attribute) && !attribute.equals(schema.versionAttribute())) {
                  actions.add(
                      new ComparableRef<AttributeValue>(Path.attribute(attribute), v -> v)
                          .setIfNotExists(value));
                }
              });
    }
    for (Map.Entry<String, AttributeValue> attribute : schema.keyAttributes(key).entrySet()) {
      actions.add(UpdateAction.set(Path.attribute(attribute.getKey()), attribute.getValue()));
    }
    if (schema.updatedAtAttribute() != null) {
      actions.add(
          UpdateAction.set(
              Path.attribute(schema.updatedAtAttribute()),
              AttributeValues.instant(schema.entityType(), "timestamp", now)));
    }
    if (schema.createdAtAttribute() != null) {
      actions.add(
          new ComparableRef<AttributeValue>(Path.attribute(schema.createdAtAttribute()), v -> v)
              .setIfNotExists(AttributeValues.instant(schema.entityType(), "timestamp", now)));
    }
    String versionAttribute = schema.versionAttribute();
    if (versionAttribute != null) {
      actions.add(
          new NumberRef<Long>(
                  Path.attribute(versionAttribute), v -> AttributeValue.fromN(v.toString()))
              .add(1L));
    }
    return actions;
  }

  /**
   * The condition an update sends: the caller's, AND the item exists (unless an upsert), AND the
   * stored version is {@code expectedVersion} (when given); {@code null} when there is none.
   */
  public Condition condition(Condition userCondition, Long expectedVersion, boolean upsert) {
    Condition condition = userCondition;
    if (!upsert) {
      condition = Guards.and(condition, Guards.live(context, schema));
    } else {
      condition = Guards.and(condition, Guards.notExpired(context, schema));
    }
    if (expectedVersion != null) {
      condition = Guards.and(condition, Guards.version(context, schema, expectedVersion));
    }
    return condition;
  }

  /** Deletes the item if it is still expired; whether it did. */
  private boolean removeExpired(Map<String, AttributeValue> keyItem) {
    ExpressionWriter writer = new ExpressionWriter();
    String condition = writer.condition(Guards.expired(context, schema));
    try {
      context
          .client()
          .deleteItem(
              builder ->
                  builder
                      .tableName(context.tableName())
                      .key(keyItem)
                      .conditionExpression(condition)
                      .expressionAttributeNames(writer.names())
                      .expressionAttributeValues(writer.values()));
      return true;
    } catch (ConditionalCheckFailedException renewed) {
      return false;
    } catch (DynamoDbException e) {
      throw new RequestFailedException(
          schema.entityType(), context.describeKey(keyItem), "DeleteItem", e);
    }
  }

  private ConditionFailedException failure(
      ConditionalCheckFailedException e,
      Map<String, AttributeValue> keyItem,
      boolean upsert,
      String versionAttribute,
      Long expectedVersion) {
    // An expired item that DynamoDB has not deleted yet is gone for reads, and so for updates.
    boolean exists = e.hasItem() && !e.item().isEmpty() && !context.isExpired(e.item());
    if (!upsert && !exists) {
      return new ItemNotFoundException(schema.entityType(), context.describeKey(keyItem), e);
    }
    return new WriteOperations<>(context, schema)
        .conditionFailed(
            e,
            keyItem,
            false,
            expectedVersion == null ? null : versionAttribute,
            expectedVersion == null ? 0 : expectedVersion);
  }
}
