package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.IndexLayout;
import dev.singletable.runtime.failure.SingletableException;
import dev.singletable.runtime.internal.call.ApiCall;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
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
  }

  /** Moves an item stored under its former key to its new key. */
  void move(Map<String, AttributeValue> item) {
    K key = schema.keyOf(schema.fromItem(item));
    Map<String, AttributeValue> newKey = schema.keyItem(key);
    Map<String, AttributeValue> formerKey = schema.formerKeyItem(key);
    Map<String, AttributeValue> actual = context.primaryKeyOf(item);
    if (formerKey == null || actual.equals(newKey) || !actual.equals(formerKey)) {
      return; // moved already, or a key this job does not know
    }
    if (dryRun) {
      run.changed.incrementAndGet();
      return;
    }
    Map<String, AttributeValue> current = item;
    for (int attempt = 0; attempt < ATTEMPTS && current != null; attempt++) {
      Map<String, AttributeValue> moved = new HashMap<>(current);
      moved.putAll(newKey);
      // A key component's format may have changed: its index keys are written in the new one.
      moved.putAll(indexKeys(current, null));
      Unchanged unchanged = Unchanged.of(current, actual.keySet());
      Map<String, String> putNames = Map.of("#pk", context.layout().partitionKey());
      TransactWriteItemsRequest request =
          TransactWriteItemsRequest.builder()
              .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
              .transactItems(
                  TransactWriteItem.builder()
                      .put(
                          Put.builder()
                              .tableName(context.tableName())
                              .item(moved)
                              .conditionExpression("attribute_not_exists(#pk)")
                              .expressionAttributeNames(putNames)
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
                      .build())
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
      run.budget.acquire();
      Object answer = run.attempt(ApiCall.UPDATE_ITEM, request);
      if (answer instanceof UpdateItemResponse response) {
        run.spend(response.consumedCapacity(), 1);
        (both ? run.superseded : run.changed).incrementAndGet();
        return;
      }
      run.spend((ConsumedCapacity) null, 1);
      if (!(answer instanceof ConditionalCheckFailedException)) {
        throw Failures.ofItem(
            (SdkException) answer, schema.entityType(), context.describeKey(key), "UpdateItem");
      }
      current = reread(key);
    }
  }

  /**
   * Fills the keys of {@code index} of an item (a backfill): sets each to the value the entity
   * computes now, unless the item holds it already, conditioned on the item being as read.
   */
  void fill(Map<String, AttributeValue> item, String index) {
    Map<String, AttributeValue> key = context.primaryKeyOf(item);
    Map<String, AttributeValue> current = item;
    for (int attempt = 0; attempt < ATTEMPTS && current != null; attempt++) {
      Map<String, AttributeValue> missing = new HashMap<>();
      for (Map.Entry<String, AttributeValue> wanted : indexKeys(current, index).entrySet()) {
        if (!wanted.getValue().equals(current.get(wanted.getKey()))) {
          missing.put(wanted.getKey(), wanted.getValue());
        }
      }
      if (missing.isEmpty()) {
        return; // filled already (written by the application since, or by an earlier run)
      }
      if (dryRun) {
        run.changed.incrementAndGet();
        return;
      }
      Unchanged unchanged = Unchanged.of(current, key.keySet());
      Map<String, String> names = new HashMap<>(unchanged.names());
      Map<String, AttributeValue> values = new HashMap<>(unchanged.values());
      StringBuilder set = new StringBuilder();
      int i = 0;
      for (Map.Entry<String, AttributeValue> entry : missing.entrySet()) {
        names.put("#f" + i, entry.getKey());
        values.put(":f" + i, entry.getValue());
        set.append(i == 0 ? "SET " : ", ").append("#f").append(i).append(" = :f").append(i);
        i++;
      }
      UpdateItemRequest request =
          UpdateItemRequest.builder()
              .tableName(context.tableName())
              .key(key)
              .updateExpression(set.toString())
              .conditionExpression(unchanged.expression())
              .expressionAttributeNames(names)
              .expressionAttributeValues(values)
              .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
              .build();
      run.budget.acquire();
      Object answer = run.attempt(ApiCall.UPDATE_ITEM, request);
      if (answer instanceof UpdateItemResponse response) {
        run.spend(response.consumedCapacity(), 1);
        run.changed.incrementAndGet();
        return;
      }
      run.spend((ConsumedCapacity) null, 1);
      if (!(answer instanceof ConditionalCheckFailedException)) {
        throw Failures.ofItem(
            (SdkException) answer, schema.entityType(), context.describeKey(key), "UpdateItem");
      }
      current = reread(key); // the application changed it: fill from what it wrote
    }
  }

  /**
   * The keys of the template (not native) secondary indexes the entity computes for an item, or of
   * {@code index} only: what the item holds when the application writes it now.
   */
  private Map<String, AttributeValue> indexKeys(Map<String, AttributeValue> item, String index) {
    Map<String, AttributeValue> computed = schema.toItem(schema.fromItem(item));
    Map<String, AttributeValue> keys = new HashMap<>();
    for (IndexLayout layout : context.layout().indexes()) {
      if (layout.isNative() || (index != null && !layout.name().equals(index))) {
        continue;
      }
      for (String attribute : new String[] {layout.partitionKey(), layout.sortKey()}) {
        if (attribute != null
            && !attribute.equals(context.layout().partitionKey())
            && !attribute.equals(context.layout().sortKey())
            && computed.containsKey(attribute)) {
          keys.put(attribute, computed.get(attribute));
        }
      }
    }
    return keys;
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
    run.budget.acquire();
    Object answer = run.attempt(ApiCall.DELETE_ITEM, request);
    if (answer instanceof DeleteItemResponse response) {
      run.spend(response.consumedCapacity(), 1);
      return true;
    }
    run.spend((ConsumedCapacity) null, 1);
    if (answer instanceof ConditionalCheckFailedException) {
      return false;
    }
    throw Failures.ofItem(
        (SdkException) answer, schema.entityType(), context.describeKey(key), "DeleteItem");
  }

  /** The item under {@code key} as stored now (strongly consistent), or null when it is gone. */
  private Map<String, AttributeValue> reread(Map<String, AttributeValue> key) {
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
  private record Unchanged(
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
