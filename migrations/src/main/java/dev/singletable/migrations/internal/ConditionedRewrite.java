package dev.singletable.migrations.internal;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.failure.SingletableException;
import dev.singletable.runtime.internal.IndexLayout;
import dev.singletable.runtime.internal.SchemaBase;
import dev.singletable.runtime.internal.Shape;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.op.TableContext;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.StringJoiner;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * The change in place of one item by a migration run: a backfill's index keys, or a stored
 * attribute rewritten ({@code Order.type}, {@code convert:attr}). What the item should hold is what
 * the entity writes now for the item read ({@code toItem(fromItem(item))}); where the item holds
 * something else, one UpdateItem sets it, conditioned on the item being exactly as read. When the
 * application changed the item meanwhile, it is read again: if it holds the new values already, the
 * application's write superseded the job; else the change is retried from what it wrote, so that a
 * concurrent write is never lost.
 *
 * @param <T> the entity type
 */
final class ConditionedRewrite<T> {

  /** How often one item is retried when the application keeps changing it. */
  private static final int ATTEMPTS = 8;

  private final MigrationRun<T, ?> run;
  private final TableContext context;
  private final EntitySchema<T, ?> schema;
  private final ItemChanges<T, ?> items;
  private final String job;
  private final boolean dryRun;

  ConditionedRewrite(
      MigrationRun<T, ?> run,
      TableContext context,
      EntitySchema<T, ?> schema,
      ItemChanges<T, ?> items,
      String job,
      boolean dryRun) {
    this.run = run;
    this.context = context;
    this.schema = schema;
    this.items = items;
    this.job = job;
    this.dryRun = dryRun;
  }

  /**
   * Fills the keys of {@code index} of an item (a backfill) where it lacks them or holds others.
   */
  void fill(Map<String, AttributeValue> item, String index) {
    apply(item, current -> indexKeys(context, schema, current, index), "fill", "filled");
  }

  /** Rewrites {@code attribute} of an item unless it holds the value the entity writes now. */
  void rewrite(Map<String, AttributeValue> item, String attribute) {
    apply(
        item,
        current -> {
          AttributeValue value = schema.toItem(schema.fromItem(current)).get(attribute);
          return value == null ? Map.of() : Map.of(attribute, value);
        },
        "rewrite",
        "rewritten");
  }

  /**
   * Rewrites an item of a former shape whole, as the entity writes it now: the attributes it writes
   * set, those it no longer writes removed (the keys stay). An upgrade that would change the key
   * throws the schema's {@link dev.singletable.runtime.failure.MappingException}: the job stops at
   * that item, which stays as stored.
   */
  void upgrade(Map<String, AttributeValue> item) {
    Shape shape = ((SchemaBase<?, ?>) schema).shape();
    apply(
        item,
        current -> {
          if (!shape.isFormer(current)) {
            return Map.of(); // written in the current shape meanwhile
          }
          Map<String, AttributeValue> now = schema.toItem(schema.fromItem(current));
          Map<String, AttributeValue> changes = new HashMap<>(now);
          current.keySet().forEach(attribute -> changes.putIfAbsent(attribute, null));
          changes.keySet().removeAll(context.primaryKeyOf(current).keySet());
          return changes;
        },
        "upgrade",
        "upgraded");
  }

  private void apply(
      Map<String, AttributeValue> item,
      Function<Map<String, AttributeValue>, Map<String, AttributeValue>> wanted,
      String verb,
      String participle) {
    Map<String, AttributeValue> changes = differing(item, wanted);
    if (changes.isEmpty()) {
      return; // in the new form already (written by the application, or by an earlier run)
    }
    if (dryRun) {
      run.changed.incrementAndGet();
      return;
    }
    Map<String, AttributeValue> key = context.primaryKeyOf(item);
    Map<String, AttributeValue> current = item;
    for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (update(key, current, changes)) {
        run.changed.incrementAndGet();
        return;
      }
      current = items.reread(key); // the application changed it: change what it wrote
      if (current == null) {
        return; // deleted meanwhile: nothing to change
      }
      changes = differing(current, wanted);
      if (changes.isEmpty()) {
        run.superseded.incrementAndGet(); // the application wrote the new form
        return;
      }
    }
    throw new SingletableException(
        schema.entityType(),
        context.describeKey(key),
        "migration "
            + job
            + " could not "
            + verb
            + " the item: it changed "
            + ATTEMPTS
            + " times while being "
            + participle
            + "; run the job again");
  }

  /** What {@code wanted} computes for the item, less what the item holds already. */
  private static Map<String, AttributeValue> differing(
      Map<String, AttributeValue> item,
      Function<Map<String, AttributeValue>, Map<String, AttributeValue>> wanted) {
    Map<String, AttributeValue> changes = new HashMap<>(wanted.apply(item));
    // A null value removes the attribute: nothing to do where the item lacks it.
    changes
        .entrySet()
        .removeIf(change -> Objects.equals(change.getValue(), item.get(change.getKey())));
    return changes;
  }

  /**
   * Sets {@code changes} with one UpdateItem conditioned on the item being as read: whether it was
   * written ({@code false}: the item changed).
   */
  private boolean update(
      Map<String, AttributeValue> key,
      Map<String, AttributeValue> current,
      Map<String, AttributeValue> changes) {
    ItemChanges.Unchanged unchanged = ItemChanges.Unchanged.of(current, key.keySet());
    Map<String, String> names = new HashMap<>(unchanged.names());
    Map<String, AttributeValue> values = new HashMap<>(unchanged.values());
    StringBuilder condition = new StringBuilder(unchanged.expression());
    StringJoiner set = new StringJoiner(", ", "SET ", "").setEmptyValue("");
    StringJoiner remove = new StringJoiner(", ", " REMOVE ", "").setEmptyValue("");
    int i = 0;
    for (Map.Entry<String, AttributeValue> change : changes.entrySet()) {
      names.put("#f" + i, change.getKey());
      if (change.getValue() == null) {
        remove.add("#f" + i++);
        continue;
      }
      values.put(":f" + i, change.getValue());
      if (!current.containsKey(change.getKey())) {
        // Nor did the application set it meanwhile (an update can set it alone).
        condition.append(" AND attribute_not_exists(#f").append(i).append(')');
      }
      set.add("#f" + i + " = :f" + i++);
    }
    UpdateItemRequest request =
        UpdateItemRequest.builder()
            .tableName(context.tableName())
            .key(key)
            .updateExpression((set.toString() + remove).trim())
            .conditionExpression(condition.toString())
            .expressionAttributeNames(names)
            .expressionAttributeValues(values)
            .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
            .build();
    return run.write(
        ApiCall.UPDATE_ITEM, request, UpdateItemResponse::consumedCapacity, key, "UpdateItem");
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
