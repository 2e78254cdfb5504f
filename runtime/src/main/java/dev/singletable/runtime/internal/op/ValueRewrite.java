package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.failure.SingletableException;
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
 * The rewrite of one stored attribute of an item by a migration run, to the value the entity writes
 * now: the entity-type attribute of an item stored under the former type name ({@code Order.type}).
 * The entity reads the old form, so the new value is what writing the entity read from the item
 * stores ({@code toItem(fromItem(item))}); one UpdateItem sets it, conditioned on the item being as
 * read. When the application changed the item meanwhile, it is read again: if it holds the new
 * value already the application's write superseded the job, else the rewrite is retried, so that a
 * concurrent write is never lost.
 *
 * @param <T> the entity type
 */
final class ValueRewrite<T> {

  /** How often one item is retried when the application keeps changing it. */
  private static final int ATTEMPTS = 8;

  private final MigrationRun<T, ?> run;
  private final TableContext context;
  private final EntitySchema<T, ?> schema;
  private final ItemChanges<T, ?> items;
  private final String job;
  private final String attribute;
  private final boolean dryRun;

  ValueRewrite(
      MigrationRun<T, ?> run,
      TableContext context,
      EntitySchema<T, ?> schema,
      ItemChanges<T, ?> items,
      String job,
      String attribute,
      boolean dryRun) {
    this.run = run;
    this.context = context;
    this.schema = schema;
    this.items = items;
    this.job = job;
    this.attribute = attribute;
    this.dryRun = dryRun;
  }

  /** Rewrites the attribute of an item unless it holds the value the entity writes now. */
  void rewrite(Map<String, AttributeValue> item) {
    AttributeValue wanted = wanted(item);
    if (wanted == null || wanted.equals(item.get(attribute))) {
      return; // in the new form already
    }
    if (dryRun) {
      run.changed.incrementAndGet();
      return;
    }
    Map<String, AttributeValue> key = context.primaryKeyOf(item);
    Map<String, AttributeValue> current = item;
    for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
      ItemChanges.Unchanged unchanged = ItemChanges.Unchanged.of(current, key.keySet());
      Map<String, String> names = new HashMap<>(unchanged.names());
      Map<String, AttributeValue> values = new HashMap<>(unchanged.values());
      names.put("#rw", attribute);
      values.put(":rw", wanted);
      UpdateItemRequest request =
          UpdateItemRequest.builder()
              .tableName(context.tableName())
              .key(key)
              .updateExpression("SET #rw = :rw")
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
      current = items.reread(key); // the application changed it: rewrite what it wrote
      if (current == null) {
        return; // deleted meanwhile: nothing to rewrite
      }
      wanted = wanted(current);
      if (wanted == null || wanted.equals(current.get(attribute))) {
        run.superseded.incrementAndGet(); // the application wrote the new form
        return;
      }
    }
    throw new SingletableException(
        schema.entityType(),
        context.describeKey(key),
        "migration "
            + job
            + " could not rewrite the item: it changed "
            + ATTEMPTS
            + " times while being rewritten; run the job again");
  }

  /** The value the entity writes now for the attribute, read from the item in its old form. */
  private AttributeValue wanted(Map<String, AttributeValue> item) {
    return schema.toItem(schema.fromItem(item)).get(attribute);
  }
}
