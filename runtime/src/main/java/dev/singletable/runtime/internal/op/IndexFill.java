package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.internal.IndexLayout;
import dev.singletable.runtime.internal.call.ApiCall;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * The backfill of one item by a migration run: the keys of an index as the entity computes them
 * now, set where the item lacks them or holds others, conditioned on the item being as read.
 *
 * @param <T> the entity type
 */
final class IndexFill<T> {

  /** How often one item is retried when the application keeps changing it. */
  private static final int ATTEMPTS = 8;

  private final MigrationRun<T, ?> run;
  private final TableContext context;
  private final EntitySchema<T, ?> schema;
  private final ItemChanges<T, ?> items;
  private final boolean dryRun;

  IndexFill(
      MigrationRun<T, ?> run,
      TableContext context,
      EntitySchema<T, ?> schema,
      ItemChanges<T, ?> items,
      boolean dryRun) {
    this.run = run;
    this.context = context;
    this.schema = schema;
    this.items = items;
    this.dryRun = dryRun;
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
      for (Map.Entry<String, AttributeValue> wanted :
          indexKeys(context, schema, current, index).entrySet()) {
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
      ItemChanges.Unchanged unchanged = ItemChanges.Unchanged.of(current, key.keySet());
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
      current = items.reread(key); // the application changed it: fill from what it wrote
    }
  }

  /**
   * The keys of the template (not native) secondary indexes the entity computes for an item, or of
   * {@code index} only: what the item holds when the application writes it now.
   */
  static <T> Map<String, AttributeValue> indexKeys(
      TableContext context,
      EntitySchema<T, ?> schema,
      Map<String, AttributeValue> item,
      String index) {
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
}
