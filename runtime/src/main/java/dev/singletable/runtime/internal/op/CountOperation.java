package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.internal.SortKeyCondition;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Counts what a query or scan would return without reading the items ({@code Select.COUNT}), paging
 * through the count until DynamoDB reports no more: read capacity is still spent on every item
 * evaluated, but nothing is sent back. The shards of a sharded partition are counted concurrently
 * and summed. While the entity's key moves, the merged read of both forms is counted instead.
 */
public final class CountOperation {

  private CountOperation() {}

  /** The count of the query or scan; the shards of a sharded partition are a fork, summed. */
  public static <T> Step<Long> step(QuerySpec<T> spec) {
    if (spec.moving()) {
      // Both forms of an item can be stored for a moment, and a former sort key may fall in the
      // new condition: only the merged read counts each entity once, so it reads the items.
      return QueryPages.all(
          spec.withCursor(null), 0L, (total, page) -> total + page.items().size());
    }
    if (!spec.sharded()) {
      return count(spec);
    }
    List<Step<Long>> shards = new ArrayList<>(spec.target().shards().size());
    for (int i = 0; i < spec.target().shards().size(); i++) {
      shards.add(count(spec.ofShard(i)));
    }
    return Step.all(shards).map(counts -> counts.stream().mapToLong(Long::longValue).sum());
  }

  /**
   * The count of one partition (or of the table for a scan). A sort-key condition that excludes one
   * key client-side (a strict bound after a prefix) counts that key on its own and takes it off.
   */
  private static <T> Step<Long> count(QuerySpec<T> spec) {
    Step<Long> all = pages(spec, null, 0L);
    String excluded = spec.sortKey().excludedKey();
    if (excluded == null) {
      return all;
    }
    QuerySpec<T> exact = spec.withSortKey(SortKeyCondition.equalTo(excluded));
    return all.then(total -> pages(exact, null, 0L).then(drop -> Step.done(total - drop)));
  }

  private static <T> Step<Long> pages(
      QuerySpec<T> spec, Map<String, AttributeValue> startKey, long sofar) {
    QueryPageOperation<T> operation = new QueryPageOperation<>(spec);
    Object request = operation.countRequest(startKey);
    if (request instanceof ScanRequest scan) {
      return Step.<ScanRequest, ScanResponse, Long>call(
          ApiCall.SCAN,
          scan,
          response -> next(spec, response.count(), response.lastEvaluatedKey(), sofar),
          e -> {
            throw operation.failure(e);
          });
    }
    return Step.<QueryRequest, QueryResponse, Long>call(
        ApiCall.QUERY,
        (QueryRequest) request,
        response -> next(spec, response.count(), response.lastEvaluatedKey(), sofar),
        e -> {
          throw operation.failure(e);
        });
  }

  private static <T> Step<Long> next(
      QuerySpec<T> spec, Integer count, Map<String, AttributeValue> lastKey, long sofar) {
    long total = sofar + (count == null ? 0 : count);
    return lastKey == null || lastKey.isEmpty() ? Step.done(total) : pages(spec, lastKey, total);
  }
}
