package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.internal.IndexLayout;
import dev.singletable.runtime.internal.Layout;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.BoundedReads.Bound;
import dev.singletable.runtime.internal.op.BoundedReads.Bounded;
import dev.singletable.runtime.internal.op.BoundedReads.Gathered;
import dev.singletable.runtime.internal.op.BoundedReads.Spent;
import dev.singletable.runtime.observe.ConsumedUnits;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;

/**
 * A page filled to a number of matching items: DynamoDB's Limit counts the items it evaluates
 * before the filter, so one request may return fewer matches than asked for, or none. The fill
 * keeps requesting the pages after, and when the last page holds more matches than it needs, takes
 * what it needs and makes the cursor from the key of the last item taken, so that the next page
 * starts right after it. A merged read (a sharded partition, or a key that moves) takes at most the
 * items still needed, its cursors already resuming after the last item merged, while each shard's
 * Limit grows round after round as a single partition's does.
 */
final class PageFill {

  /** The largest Limit a fill sends: the 1 MB page usually ends a request before it. */
  private static final int MAX_LIMIT = 10_000;

  private PageFill() {}

  /** One read of a fill: the items taken, the cursor after them, and what the read evaluated. */
  private record Taken<T>(
      List<T> items, String cursor, int skipped, int scanned, ConsumedUnits units, int requests) {}

  static <T> Step<Bounded<T>> fill(QuerySpec<T> spec, int count, Bound bound, Spent spent) {
    return fill(spec, count, bound, spent, new Gathered<>(), spec.limit() == null ? count : null);
  }

  /**
   * @param limit the Limit of this request (of each shard's, for a merged read), or {@code null} to
   *     send the query's own
   */
  private static <T> Step<Bounded<T>> fill(
      QuerySpec<T> spec, int count, Bound bound, Spent spent, Gathered<T> gathered, Integer limit) {
    int needed = count - gathered.items.size();
    Step<Taken<T>> read =
        spec.merged()
            ? merged(spec.withLimit(needed), limit == null ? spec.limit() : limit)
            : keyed(limit == null ? spec : spec.withLimit(limit), needed);
    return read.then(
        taken -> {
          gathered.items.addAll(taken.items());
          gathered.skipped += taken.skipped();
          gathered.scanned += taken.scanned();
          gathered.units = gathered.units.plus(taken.units());
          Spent now = spent.plus(taken.units(), taken.requests());
          String cursor = taken.cursor();
          if (gathered.items.size() == count || cursor == null) {
            return Step.done(new Bounded<>(gathered.page(cursor, false), now));
          }
          if (bound.reachedBy(now)) {
            return Step.done(new Bounded<>(gathered.page(cursor, true), now));
          }
          int stillNeeded = count - gathered.items.size();
          Integer next =
              limit == null
                  ? null
                  : spec.merged()
                      ? nextShardLimit(stillNeeded, taken.items().size(), limit)
                      : nextLimit(stillNeeded, gathered, limit);
          return fill(spec.withCursor(cursor), count, bound, now, gathered, next);
        });
  }

  /**
   * The Limit of the next request: the items still needed, scaled by how many items were evaluated
   * per item kept so far (with a quarter more, so that one more request usually completes the
   * page), growing at most fourfold per request when few or none matched.
   */
  static int nextLimit(int needed, Gathered<?> gathered, int previous) {
    long growth = Math.min((long) previous * 4, MAX_LIMIT);
    if (gathered.items.isEmpty() || gathered.scanned == 0) {
      return (int) Math.max(growth, needed);
    }
    double perKept = (double) gathered.scanned / gathered.items.size();
    long estimate = (long) Math.ceil(needed * perKept * 1.25);
    return (int) Math.max(needed, Math.min(estimate, growth));
  }

  /**
   * Each shard's Limit in the next round of a merged fill: the filter is applied by DynamoDB, so a
   * merged page does not know how many items each shard evaluated, only how many matching items the
   * round took at {@code previous} per shard; scaled to the items still needed (with a quarter
   * more), growing at most fourfold per round, like {@link #nextLimit}. Without growth every round
   * would cost one request per shard for at most the items still needed.
   */
  static int nextShardLimit(int needed, int took, int previous) {
    long growth = Math.min((long) previous * 4, MAX_LIMIT);
    if (took == 0) {
      return (int) Math.max(growth, needed);
    }
    long estimate = (long) Math.ceil((double) previous * needed / took * 1.25);
    return (int) Math.max(needed, Math.min(estimate, growth));
  }

  /**
   * A merged page (the shards of a sharded partition, or the new and the former key while the key
   * moves) of at most the items still needed, each shard asked for {@code shardLimit} items; its
   * requests are the Queries actually sent (a shard already read to its end is not asked again).
   */
  private static <T> Step<Taken<T>> merged(QuerySpec<T> spec, Integer shardLimit) {
    return new ShardedQueryOperation<>(spec, shardLimit)
        .read()
        .map(
            read ->
                new Taken<>(
                    read.page().items(),
                    read.page().cursor(),
                    read.page().skippedItems(),
                    read.page().scannedCount(),
                    read.page().consumedUnits(),
                    read.requests()));
  }

  /**
   * One DynamoDB page, read with the keys of every item: its first {@code needed} kept items, and
   * the cursor after the last one taken when the page holds more, else the page's own.
   */
  private static <T> Step<Taken<T>> keyed(QuerySpec<T> spec, int needed) {
    QueryPageOperation<T> operation = new QueryPageOperation<>(spec, true);
    if (spec.scan()) {
      return Step.send(
          ApiCall.SCAN,
          spec.members().name(),
          operation.scanRequest(),
          response ->
              take(
                  spec,
                  operation,
                  response.items(),
                  response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null,
                  response.scannedCount(),
                  response.consumedCapacity(),
                  needed),
          operation::failure);
    }
    return Step.send(
        ApiCall.QUERY,
        spec.members().name(),
        operation.queryRequest(),
        response ->
            take(
                spec,
                operation,
                response.items(),
                response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null,
                response.scannedCount(),
                response.consumedCapacity(),
                needed),
        operation::failure);
  }

  private static <T> Taken<T> take(
      QuerySpec<T> spec,
      QueryPageOperation<T> operation,
      List<Map<String, AttributeValue>> items,
      Map<String, AttributeValue> lastKey,
      Integer scannedCount,
      ConsumedCapacity capacity,
      int needed) {
    int scanned = scannedCount == null ? 0 : scannedCount;
    int skipped = spec.scan() ? scanned - items.size() : 0;
    List<T> taken = new ArrayList<>(Math.min(needed, items.size()));
    Map<String, AttributeValue> lastTaken = null;
    boolean more = false;
    for (Map<String, AttributeValue> item : items) {
      T read = operation.readItem(item);
      if (read == null) {
        skipped++;
      } else if (taken.size() < needed) {
        taken.add(read);
        lastTaken = item;
      } else {
        // A match the page does not take: the next page starts right after the last one taken.
        more = true;
        break;
      }
    }
    Map<String, AttributeValue> resumeAfter =
        more ? keyOf(spec, lastTaken) : lastKey == null || lastKey.isEmpty() ? null : lastKey;
    String cursor =
        resumeAfter == null
            ? null
            : CursorCodec.encode(resumeAfter, spec.identity(), spec.context().cursorKeys());
    return new Taken<>(taken, cursor, skipped, scanned, units(capacity, spec.indexName()), 1);
  }

  /** The key DynamoDB resumes after an item at: the table's key and the index's. */
  static Map<String, AttributeValue> keyOf(QuerySpec<?> spec, Map<String, AttributeValue> item) {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    for (String attribute : keyAttributes(spec)) {
      AttributeValue value = item.get(attribute);
      if (value != null) {
        key.put(attribute, value);
      }
    }
    return key;
  }

  /**
   * The key attributes of the items a query or scan reads, as its LastEvaluatedKey holds them: the
   * table's keys, then those of the index it reads (a native index's every key attribute).
   */
  static Set<String> keyAttributes(QuerySpec<?> spec) {
    Layout layout = spec.context().layout();
    Set<String> keys = new LinkedHashSet<>();
    keys.add(layout.partitionKey());
    if (layout.sortKey() != null) {
      keys.add(layout.sortKey());
    }
    if (spec.indexName() != null) {
      IndexLayout index = layout.index(spec.indexName()).orElseThrow();
      if (index.partitionKey() != null) {
        keys.add(index.partitionKey());
      }
      if (index.sortKey() != null) {
        keys.add(index.sortKey());
      }
      index.keyAttributes().forEach(attribute -> keys.add(attribute.name()));
    }
    return keys;
  }

  /**
   * The units a Query or Scan answer reports, or none: asked with {@code TOTAL}, they count against
   * the table, or the index read; asked with {@code INDEXES} (a request listener), as reported.
   */
  static ConsumedUnits units(ConsumedCapacity capacity, String indexName) {
    if (capacity == null || capacity.capacityUnits() == null) {
      return ConsumedUnits.NONE;
    }
    double total = capacity.capacityUnits();
    if (capacity.table() == null
        && !capacity.hasGlobalSecondaryIndexes()
        && !capacity.hasLocalSecondaryIndexes()) {
      return indexName == null
          ? ConsumedUnits.of(total, total, Map.of())
          : ConsumedUnits.of(total, 0, Map.of(indexName, total));
    }
    Map<String, Double> indexes = new TreeMap<>();
    add(indexes, capacity.globalSecondaryIndexes());
    add(indexes, capacity.localSecondaryIndexes());
    double table = capacity.table() == null ? 0 : orZero(capacity.table().capacityUnits());
    return ConsumedUnits.of(total, table, indexes);
  }

  private static void add(Map<String, Double> indexes, Map<String, Capacity> reported) {
    reported.forEach(
        (name, units) -> indexes.merge(name, orZero(units.capacityUnits()), Double::sum));
  }

  private static double orZero(Double units) {
    return units == null ? 0 : units;
  }
}
