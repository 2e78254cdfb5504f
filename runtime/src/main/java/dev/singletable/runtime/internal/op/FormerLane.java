package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.internal.QueryTarget;
import dev.singletable.runtime.observe.ConsumedUnits;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The two reads of a table query while the entity's primary key moves: lane 0 reads the new key,
 * lane 1 the former one ({@link #spec}), and {@link ShardedQueryOperation} merges them in the new
 * key's order under one cursor. Each lane keeps only the items in its own form (an item of the
 * entity whose stored key is not the one its entity computes for that form belongs to the other
 * lane), and lane 1's items enter the merge as images: the item under its new keys, which the
 * order, the sort-key condition and the merged position read, carrying its stored keys, after which
 * the lane resumes. An entity stored in both forms for a moment (the application wrote the new form
 * before the job deleted the old one) ties with itself and is taken once, from the new key.
 */
final class FormerLane {

  /** The prefix of an image's stored key attributes: no stored name starts with a NUL. */
  private static final String STORED = "\u0000stored:";

  private FormerLane() {}

  /**
   * The query of lane {@code lane}: {@code 0} the new key, {@code 1} the former one. Both read
   * whole items (each item's key is checked against its entity), without cursor (the merge's own).
   */
  static <T> QuerySpec<T> spec(QuerySpec<T> spec, int lane) {
    QuerySpec.Target<T> target = spec.target();
    QueryTarget.Former former = target.former();
    return new QuerySpec<>(
        target.to(
            lane == 0 ? target.partitionKeyValue() : former.partitionKey(),
            false,
            List.of(),
            null,
            null,
            null),
        lane == 0 ? spec.sortKey() : former.sortKey(),
        spec.options().lane(List.of()));
  }

  /** What one lane's Query returned, reduced to the items in the lane's form. */
  static <T> ShardMerge.ShardPage page(
      QuerySpec<T> spec,
      int lane,
      List<Map<String, AttributeValue>> items,
      Map<String, AttributeValue> lastKey,
      ConsumedUnits units) {
    List<Map<String, AttributeValue>> kept = new ArrayList<>(items.size());
    for (Map<String, AttributeValue> item : items) {
      Map<String, AttributeValue> read = inForm(spec.schema(), spec, lane, item);
      if (read != null) {
        kept.add(read);
      }
    }
    return new ShardMerge.ShardPage(kept, lastKey, units);
  }

  /** The key a lane resumes after: an image's stored key, or the item's own. */
  static Map<String, AttributeValue> resumeKey(
      Map<String, AttributeValue> item,
      Function<Map<String, AttributeValue>, Map<String, AttributeValue>> keyOf) {
    Map<String, AttributeValue> stored = new LinkedHashMap<>();
    item.forEach(
        (name, value) -> {
          if (name.startsWith(STORED)) {
            stored.put(name.substring(STORED.length()), value);
          }
        });
    return stored.isEmpty() ? keyOf.apply(item) : stored;
  }

  /** Whether the item is an image of an item under the former key. */
  static boolean isImage(Map<String, AttributeValue> item, String partitionKey) {
    return item.containsKey(STORED + partitionKey);
  }

  /**
   * The item as lane {@code lane} gives it to the merge, or {@code null} when it is not the lane's:
   * lane 0 passes other types on (the merge counts them) and drops the entity's items in another
   * form; lane 1 keeps the entity's items under their former key whose new key the query selects.
   */
  private static <T, K> Map<String, AttributeValue> inForm(
      EntitySchema<T, K> schema, QuerySpec<?> spec, int lane, Map<String, AttributeValue> item) {
    if (!spec.context().isOfType(item, schema)) {
      return lane == 0 ? item : null;
    }
    K key = schema.keyOf(schema.fromItem(item));
    Map<String, AttributeValue> now = schema.keyItem(key);
    if (lane == 0) {
      return holds(item, now) ? item : null;
    }
    Map<String, AttributeValue> former = schema.formerKeyItem(key);
    if (former == null || !holds(item, former)) {
      return null;
    }
    QuerySpec.Target<?> target = spec.target();
    String sortKey = target.sortKeyAttribute();
    if (!now.get(target.partitionKeyAttribute())
            .equals(AttributeValue.fromS(target.partitionKeyValue()))
        || (sortKey != null && !spec.sortKey().matches(now.get(sortKey).s()))) {
      return null;
    }
    Map<String, AttributeValue> image = new HashMap<>(item);
    image.putAll(now);
    former.forEach((name, value) -> image.put(STORED + name, value));
    return image;
  }

  private static boolean holds(Map<String, AttributeValue> item, Map<String, AttributeValue> key) {
    for (Map.Entry<String, AttributeValue> attribute : key.entrySet()) {
      if (!attribute.getValue().equals(item.get(attribute.getKey()))) {
        return false;
      }
    }
    return true;
  }
}
