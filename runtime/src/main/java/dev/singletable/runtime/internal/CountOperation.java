package dev.singletable.runtime.internal;

import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Counts what a query or scan would return without reading the items ({@code Select.COUNT}), paging
 * through the count until DynamoDB reports no more: read capacity is still spent on every item
 * evaluated, but nothing is sent back. The shards of a sharded partition are counted concurrently
 * and summed.
 *
 * @param <T> what one item is read into
 */
public final class CountOperation<T> {

  private final QuerySpec<T> spec;

  public CountOperation(QuerySpec<T> spec) {
    this.spec = spec;
  }

  /** The count, the shards of a sharded query concurrently on {@code executor}. */
  public long count(Executor executor) {
    if (!spec.sharded()) {
      return spec.context().caller().run(count(spec));
    }
    List<CompletableFuture<Long>> shards = new ArrayList<>();
    for (int i = 0; i < spec.target().shards().size(); i++) {
      QuerySpec<T> shard = spec.ofShard(i);
      shards.add(
          CompletableFuture.supplyAsync(() -> spec.context().caller().run(count(shard)), executor));
    }
    long total = 0;
    for (CompletableFuture<Long> shard : shards) {
      try {
        total += shard.join();
      } catch (CompletionException e) {
        throw e.getCause() instanceof RuntimeException cause ? cause : e;
      }
    }
    return total;
  }

  /**
   * The count of one partition (or of the table for a scan). A sort-key condition that excludes one
   * key client-side (a strict bound after a prefix) counts that key on its own and takes it off.
   */
  public static <T> Step<Long> count(QuerySpec<T> spec) {
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
