package dev.singletable.migrations.internal;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.failure.SingletableException;
import dev.singletable.runtime.failure.ValidationException;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.op.Failures;
import dev.singletable.runtime.internal.op.TableContext;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * The change of one item by a migration run: a key move (one transaction: the put under the new
 * key, conditioned on the key being free, and the delete of the old key, conditioned on the item
 * being as read) or a rename (one update, conditioned on the old value being as read); an item
 * whose condition fails is read again and retried, so that a concurrent write is never lost.
 *
 * @param <T> the entity type
 * @param <K> its key record
 */
final class ItemChanges<T, K> {

  /** How often one item is retried when the application keeps changing it. */
  private static final int ATTEMPTS = 8;

  /** Items moved per transaction at most: two actions each, within DynamoDB's 100. */
  static final int GROUP = 25;

  /**
   * Items moved per transaction in this run: a request spends its units before the budget is
   * checked again, so a group costs (at about 4 units an item) at most a quarter of a second's
   * budget; one item at a time under 32 units per second.
   */
  private final int group;

  private final MigrationRun<T, K> run;
  private final TableContext context;
  private final EntitySchema<T, K> schema;
  private final String job;
  private final String formerly;
  private final String name;
  private final boolean dryRun;

  ItemChanges(
      MigrationRun<T, K> run,
      TableContext context,
      EntitySchema<T, K> schema,
      String job,
      String formerly,
      String name,
      boolean dryRun) {
    this.run = run;
    this.context = context;
    this.schema = schema;
    this.job = job;
    this.formerly = formerly;
    this.name = name;
    this.dryRun = dryRun;
    this.group = (int) Math.max(1, Math.min(GROUP, run.budget.unitsPerSecond() / 16));
  }

  /**
   * Moves a page's items stored under their former keys: up to {@value #GROUP} items per
   * transaction (fewer under a small budget) (each item's put and delete, with their conditions);
   * the items of a group whose transaction is cancelled (a condition failed, or a conflict) are
   * moved one by one, each read again when it changed.
   */
  void moveAll(List<Map<String, AttributeValue>> page) {
    List<Map<String, AttributeValue>> group = new ArrayList<>();
    for (Map<String, AttributeValue> item : page) {
      if (formerKeyToMove(item) == null) {
        continue;
      }
      if (dryRun) {
        run.changed.incrementAndGet();
        continue;
      }
      group.add(item);
      if (group.size() == this.group) {
        moveGroup(group);
        group.clear();
      }
    }
    moveGroup(group);
  }

  private void moveGroup(List<Map<String, AttributeValue>> group) {
    if (group.size() < 2) {
      group.forEach(this::move);
      return;
    }
    List<TransactWriteItem> actions = new ArrayList<>();
    for (Map<String, AttributeValue> item : group) {
      K key = schema.keyOf(schema.fromItem(item));
      actions.addAll(actions(item, schema.keyItem(key), schema.formerKeyItem(key)));
    }
    run.budget.acquire();
    Object answer =
        run.attempt(
            ApiCall.TRANSACT_WRITE_ITEMS,
            TransactWriteItemsRequest.builder()
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
                .transactItems(actions)
                .build());
    if (answer instanceof TransactWriteItemsResponse response) {
      run.spend(response.consumedCapacity(), 4.0 * group.size());
      run.changed.addAndGet(group.size());
      return;
    }
    run.spend((ConsumedCapacity) null, 2.0 * group.size());
    cancelled(answer, "TransactWriteItems"); // anything but a cancellation fails the run
    group.forEach(this::move);
  }

  /** The former key of an item stored under it, or {@code null} when there is nothing to move. */
  private Map<String, AttributeValue> formerKeyToMove(Map<String, AttributeValue> item) {
    T entity = schema.fromItem(item);
    Map<String, AttributeValue> actual = context.primaryKeyOf(item);
    Map<String, AttributeValue> formerKey;
    Map<String, AttributeValue> newKey;
    try {
      K key = schema.keyOf(entity);
      formerKey = schema.formerKeyItem(key);
      newKey = schema.keyItem(key);
    } catch (IllegalArgumentException refused) {
      // A value the former key could hold and the new one cannot (the new delimiter, say).
      throw new ValidationException(
          schema.entityType(),
          context.describeKey(actual),
          "migration "
              + job
              + " cannot move the item: its new key refuses it ("
              + refused.getMessage()
              + "), so it stays under its key, untouched; change the value (write the item anew"
              + " with a value the new key holds, and delete this one), then run the job again");
    }
    return formerKey == null || actual.equals(newKey) || !actual.equals(formerKey)
        ? null
        : formerKey;
  }

  /**
   * The move of one item as read: its put under the new key (with its index keys as the entity
   * computes them now), conditioned on the key being free, and the delete of its former key,
   * conditioned on the item being as read.
   */
  private List<TransactWriteItem> actions(
      Map<String, AttributeValue> current,
      Map<String, AttributeValue> newKey,
      Map<String, AttributeValue> formerKey) {
    Map<String, AttributeValue> moved = new HashMap<>(current);
    moved.putAll(newKey);
    // A key component's format may have changed: its index keys are written in the new one.
    moved.putAll(ConditionedRewrite.indexKeys(context, schema, current, null));
    Unchanged unchanged = Unchanged.of(current, formerKey.keySet());
    return List.of(
        TransactWriteItem.builder()
            .put(
                Put.builder()
                    .tableName(context.tableName())
                    .item(moved)
                    .conditionExpression("attribute_not_exists(#pk)")
                    .expressionAttributeNames(Map.of("#pk", context.layout().partitionKey()))
                    .build())
            .build(),
        TransactWriteItem.builder()
            .delete(
                Delete.builder()
                    .tableName(context.tableName())
                    .key(formerKey)
                    .conditionExpression(unchanged.expression())
                    .expressionAttributeNames(unchanged.names())
                    .expressionAttributeValues(unchanged.values())
                    .build())
            .build());
  }

  /**
   * Moves an item of a group to its new key: one stored under its former key ({@link
   * #formerKeyToMove}), not in a dry run.
   */
  private void move(Map<String, AttributeValue> item) {
    K key = schema.keyOf(schema.fromItem(item));
    Map<String, AttributeValue> newKey = schema.keyItem(key);
    Map<String, AttributeValue> formerKey = schema.formerKeyItem(key);
    Map<String, AttributeValue> current = item;
    for (int attempt = 0; attempt < ATTEMPTS && current != null; attempt++) {
      Unchanged unchanged = Unchanged.of(current, formerKey.keySet());
      TransactWriteItemsRequest request =
          TransactWriteItemsRequest.builder()
              .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
              .transactItems(actions(current, newKey, formerKey))
              .build();
      run.budget.acquire();
      Object answer = run.attempt(ApiCall.TRANSACT_WRITE_ITEMS, request);
      if (answer instanceof TransactWriteItemsResponse response) {
        run.spend(response.consumedCapacity(), 4);
        run.changed.incrementAndGet();
        return;
      }
      run.spend((ConsumedCapacity) null, 4);
      TransactionCanceledException cancelled = cancelled(answer, "TransactWriteItems");
      List<CancellationReason> reasons = cancelled.cancellationReasons();
      boolean newTaken = failedCheck(reasons, 0);
      boolean oldChanged = failedCheck(reasons, 1);
      if (newTaken && !oldChanged) {
        // The application wrote the entity under its new key meanwhile: that write is newer than
        // the old copy, which goes, if it is still as read.
        if (deleteIfUnchanged(formerKey, unchanged)) {
          run.superseded.incrementAndGet();
          return;
        }
      } else if (!newTaken && !oldChanged) {
        pause(attempt); // a conflict with another transaction: try again
        continue;
      }
      current = reread(formerKey);
    }
    if (current != null) {
      throw new SingletableException(
          schema.entityType(),
          context.describeKey(formerKey),
          "migration "
              + job
              + " could not move the item: it changed "
              + ATTEMPTS
              + " times while being moved; run the job again");
    }
  }

  /** Renames the former attribute of an item to the new one. */
  void rename(Map<String, AttributeValue> item) {
    if (!item.containsKey(formerly)) {
      return;
    }
    if (dryRun) {
      run.changed.incrementAndGet();
      return;
    }
    Map<String, AttributeValue> key = context.primaryKeyOf(item);
    Map<String, AttributeValue> current = item;
    for (int attempt = 0; attempt < ATTEMPTS && current != null; attempt++) {
      AttributeValue old = current.get(formerly);
      if (old == null) {
        return;
      }
      boolean both = current.containsKey(name);
      UpdateItemRequest request =
          UpdateItemRequest.builder()
              .tableName(context.tableName())
              .key(key)
              .updateExpression("SET #new = if_not_exists(#new, :old) REMOVE #old")
              .conditionExpression("#old = :old")
              .expressionAttributeNames(Map.of("#new", name, "#old", formerly))
              .expressionAttributeValues(Map.of(":old", old))
              .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
              .build();
      if (run.write(
          ApiCall.UPDATE_ITEM, request, UpdateItemResponse::consumedCapacity, key, "UpdateItem")) {
        (both ? run.superseded : run.changed).incrementAndGet();
        return;
      }
      current = reread(key);
    }
  }

  private boolean deleteIfUnchanged(Map<String, AttributeValue> key, Unchanged unchanged) {
    DeleteItemRequest request =
        DeleteItemRequest.builder()
            .tableName(context.tableName())
            .key(key)
            .conditionExpression(unchanged.expression())
            .expressionAttributeNames(unchanged.names())
            .expressionAttributeValues(unchanged.values())
            .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
            .build();
    return run.write(
        ApiCall.DELETE_ITEM, request, DeleteItemResponse::consumedCapacity, key, "DeleteItem");
  }

  /** The item under {@code key} as stored now (strongly consistent), or null when it is gone. */
  Map<String, AttributeValue> reread(Map<String, AttributeValue> key) {
    run.budget.acquire();
    GetItemResponse response =
        run.send(
            ApiCall.GET_ITEM,
            GetItemRequest.builder()
                .tableName(context.tableName())
                .key(key)
                .consistentRead(true)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
                .build(),
            "GetItem");
    run.spend(response.consumedCapacity(), 1);
    Map<String, AttributeValue> item =
        response.hasItem() ? context.liveItem(response.item()) : null;
    return item == null || item.isEmpty() || !context.isOfType(item, schema) ? null : item;
  }

  private static boolean failedCheck(List<CancellationReason> reasons, int index) {
    return reasons != null
        && reasons.size() > index
        && "ConditionalCheckFailed".equals(reasons.get(index).code());
  }

  private TransactionCanceledException cancelled(Object answer, String operation) {
    if (answer instanceof TransactionCanceledException cancelled) {
      return cancelled;
    }
    throw Failures.ofRequest((SdkException) answer, operation);
  }

  private void pause(int attempt) {
    try {
      Thread.sleep(Math.min(1000, 20L << attempt));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new SingletableException(
          schema.entityType(), null, "migration " + job + " interrupted", e);
    }
  }

  /**
   * The condition that an item holds exactly the attributes read: each equal to its value read,
   * keys aside (they address it).
   */
  record Unchanged(
      String expression, Map<String, String> names, Map<String, AttributeValue> values) {

    static Unchanged of(Map<String, AttributeValue> item, java.util.Set<String> keys) {
      StringBuilder expression = new StringBuilder("attribute_exists(#k0)");
      Map<String, String> names = new HashMap<>();
      Map<String, AttributeValue> values = new HashMap<>();
      names.put("#k0", keys.iterator().next());
      int i = 0;
      for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
        if (keys.contains(attribute.getKey())) {
          continue;
        }
        names.put("#a" + i, attribute.getKey());
        values.put(":a" + i, attribute.getValue());
        expression.append(" AND #a").append(i).append(" = :a").append(i);
        i++;
      }
      return new Unchanged(expression.toString(), names, values);
    }
  }
}
