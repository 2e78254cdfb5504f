package dev.singletable.runtime.internal;

import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.ItemAlreadyExistsException;
import dev.singletable.runtime.ItemTooLargeException;
import dev.singletable.runtime.OptimisticLockException;
import dev.singletable.runtime.RequestFailedException;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.ExpressionWriter;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/**
 * GetItem, PutItem and DeleteItem for one entity type: version checks and timestamps, item size
 * validation before sending, and translation of failures into typed exceptions that name the entity
 * and key and carry the current item.
 */
public final class WriteOperations<T, K> {

  private final TableContext context;
  private final EntitySchema<T, K> schema;

  public WriteOperations(TableContext context, EntitySchema<T, K> schema) {
    this.context = context;
    this.schema = schema;
  }

  public Optional<T> get(K key, boolean consistent) {
    Map<String, AttributeValue> keyItem = schema.keyItem(key);
    GetItemResponse response;
    try {
      response =
          context
              .client()
              .getItem(
                  GetItemRequest.builder()
                      .tableName(context.tableName())
                      .key(keyItem)
                      .consistentRead(consistent ? Boolean.TRUE : null)
                      .build());
    } catch (DynamoDbException e) {
      throw new RequestFailedException(
          schema.entityType(), context.describeKey(keyItem), "GetItem", e);
    }
    if (!response.hasItem() || response.item().isEmpty() || context.isExpired(response.item())) {
      return Optional.empty();
    }
    return Optional.of(schema.fromItem(response.item()));
  }

  /** Prepares (version, timestamps), validates and writes; returns the entity as stored. */
  public T put(T entity, Condition userCondition, boolean create) {
    // A create writes a new item whatever version the entity carries: it starts at version 1.
    long expectedVersion = create ? 0 : schema.versionOf(entity);
    T stored = schema.prepareWrite(entity, expectedVersion + 1, context.now());
    Map<String, AttributeValue> item = schema.toItem(stored);
    checkSize(item);
    Condition condition = putCondition(userCondition, create, expectedVersion);
    String versionAttribute = schema.versionAttribute();
    PutItemRequest.Builder request =
        PutItemRequest.builder().tableName(context.tableName()).item(item);
    if (condition != null) {
      ExpressionWriter writer = new ExpressionWriter();
      request
          .conditionExpression(writer.condition(condition))
          .expressionAttributeNames(writer.names())
          .expressionAttributeValues(writer.values())
          .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
    }
    try {
      context.client().putItem(request.build());
    } catch (ConditionalCheckFailedException e) {
      throw conditionFailed(e, item, create, versionAttribute, expectedVersion);
    } catch (DynamoDbException e) {
      throw new RequestFailedException(
          schema.entityType(), context.describeKey(item), "PutItem", e);
    }
    return stored;
  }

  /**
   * The condition a put sends: the caller's, AND no item has the key (create), AND the stored
   * version is {@code expectedVersion} (with {@code @Version}); {@code null} when there is none.
   * Also used by transactions.
   */
  public Condition putCondition(Condition userCondition, boolean create, long expectedVersion) {
    Condition condition = userCondition;
    if (create) {
      condition = Guards.and(condition, Guards.absent(context, schema));
    }
    if (schema.versionAttribute() != null && !create) {
      condition = Guards.and(condition, Guards.version(context, schema, expectedVersion));
    }
    return condition;
  }

  public Optional<T> delete(K key, Condition condition, boolean returnOld) {
    return delete(schema.keyItem(key), condition, returnOld, null, 0);
  }

  public void deleteEntity(T entity) {
    String versionAttribute = schema.versionAttribute();
    long version = schema.versionOf(entity);
    Condition condition =
        versionAttribute == null
            ? null
            : Guards.version(context.layout().partitionKey(), versionAttribute, version);
    delete(schema.keyItem(schema.keyOf(entity)), condition, false, versionAttribute, version);
  }

  private Optional<T> delete(
      Map<String, AttributeValue> key,
      Condition condition,
      boolean returnOld,
      String versionAttribute,
      long expectedVersion) {
    DeleteItemRequest.Builder request =
        DeleteItemRequest.builder()
            .tableName(context.tableName())
            .key(key)
            .returnValues(returnOld ? ReturnValue.ALL_OLD : null);
    if (condition != null) {
      ExpressionWriter writer = new ExpressionWriter();
      request
          .conditionExpression(writer.condition(condition))
          .expressionAttributeNames(writer.names())
          .expressionAttributeValues(writer.values())
          .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
    }
    DeleteItemResponse response;
    try {
      response = context.client().deleteItem(request.build());
    } catch (ConditionalCheckFailedException e) {
      throw conditionFailed(e, key, false, versionAttribute, expectedVersion);
    } catch (DynamoDbException e) {
      throw new RequestFailedException(
          schema.entityType(), context.describeKey(key), "DeleteItem", e);
    }
    if (!returnOld || !response.hasAttributes() || response.attributes().isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(schema.fromItem(response.attributes()));
  }

  private void checkSize(Map<String, AttributeValue> item) {
    long size = ItemSize.withLocalIndexes(item, context.layout());
    if (size > ItemSize.MAX_ITEM_BYTES) {
      throw new ItemTooLargeException(
          schema.entityType(), context.describeKey(item), size, ItemSize.MAX_ITEM_BYTES);
    }
  }

  /**
   * Chooses the most precise exception for a failed condition: the item already exists (create),
   * its version moved (versioned write), or the caller's condition did not hold.
   */
  ConditionFailedException conditionFailed(
      ConditionalCheckFailedException e,
      Map<String, AttributeValue> key, // the key attributes, or the whole item
      boolean create,
      String versionAttribute,
      long expectedVersion) {
    Map<String, AttributeValue> current = e.hasItem() && !e.item().isEmpty() ? e.item() : null;
    T currentEntity = current != null && isOwnType(current) ? schema.fromItem(current) : null;
    String keyText = context.describeKey(key);
    if (create && current != null) {
      return new ItemAlreadyExistsException(schema.entityType(), keyText, currentEntity, e);
    }
    if (versionAttribute != null && !versionMatches(current, versionAttribute, expectedVersion)) {
      return new OptimisticLockException(
          schema.entityType(), keyText, expectedVersion, currentEntity, e);
    }
    return new ConditionFailedException(
        schema.entityType(),
        keyText,
        "the condition on "
            + schema.entityType()
            + " "
            + keyText
            + " did not hold"
            + (current == null ? " (the item does not exist)" : ""),
        currentEntity,
        e);
  }

  private boolean isOwnType(Map<String, AttributeValue> item) {
    AttributeValue type = item.get(context.layout().entityTypeAttribute());
    return type != null && schema.entityType().equals(type.s());
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
