package dev.singletable.runtime.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.internal.ShardMerge.Position;
import dev.singletable.runtime.internal.ShardMerge.ShardPage;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The k-way merge without a network: shards are sorted lists of sort keys, read a page at a time,
 * and paging through the merge must give exactly the sorted union, for any page size and order.
 */
class ShardMergeTest {

  private static final Comparator<Map<String, AttributeValue>> ASCENDING =
      Comparator.comparing(item -> item.get("SK").s());

  private static Map<String, AttributeValue> item(String sortKey) {
    return Map.of("SK", AttributeValue.fromS(sortKey));
  }

  /** Shards as DynamoDB would serve them: pages of at most {@code pageSize} after a start key. */
  private static ShardMerge.Fetch shards(
      List<List<String>> shards, int pageSize, boolean descending, List<Integer> fetches) {
    return (shard, startKey) -> {
      fetches.add(shard);
      List<String> keys = new ArrayList<>(shards.get(shard));
      keys.sort(descending ? Comparator.reverseOrder() : Comparator.naturalOrder());
      int from = startKey == null ? 0 : keys.indexOf(startKey.get("SK").s()) + 1;
      int to = Math.min(keys.size(), from + pageSize);
      List<Map<String, AttributeValue>> items =
          keys.subList(from, to).stream().map(ShardMergeTest::item).toList();
      Map<String, AttributeValue> last = to < keys.size() ? item(keys.get(to - 1)) : null;
      return CompletableFuture.completedFuture(new ShardPage(items, last));
    };
  }

  private static List<String> readAll(
      List<List<String>> shards, int limit, boolean descending, List<Integer> fetches) {
    List<Position> positions =
        IntStream.range(0, shards.size()).mapToObj(i -> Position.START).toList();
    List<String> all = new ArrayList<>();
    Comparator<Map<String, AttributeValue>> order = descending ? ASCENDING.reversed() : ASCENDING;
    for (int pages = 0; pages < 1000; pages++) {
      ShardMerge.Result result =
          ShardMerge.merge(
              positions,
              limit,
              item -> !item.get("SK").s().startsWith("x"),
              order,
              item -> item,
              shards(shards, limit, descending, fetches));
      List<String> kept =
          result.items().stream()
              .map(item -> item.get("SK").s())
              .filter(key -> !key.startsWith("x"))
              .toList();
      assertThat(kept.size()).isLessThanOrEqualTo(limit);
      all.addAll(kept);
      if (!result.hasMore()) {
        return all;
      }
      positions = result.next();
    }
    throw new AssertionError("the merge made no progress");
  }

  private static final List<List<String>> SHARDS =
      List.of(
          List.of("a01", "a04", "a07", "a10", "a13"),
          List.of("a02", "a03", "x05", "a06", "a20", "a21", "a22"),
          List.of(),
          List.of("a08", "a09", "a11", "a12"));

  private static List<String> expected(boolean descending) {
    return SHARDS.stream()
        .flatMap(List::stream)
        .filter(key -> !key.startsWith("x"))
        .sorted(descending ? Comparator.reverseOrder() : Comparator.naturalOrder())
        .collect(Collectors.toList());
  }

  @Test
  void pagingThroughTheMergeGivesTheSortedUnionForEveryPageSizeAndOrder() {
    for (boolean descending : new boolean[] {false, true}) {
      for (int limit = 1; limit <= 20; limit++) {
        assertThat(readAll(SHARDS, limit, descending, new ArrayList<>()))
            .as("limit %d, descending %s", limit, descending)
            .isEqualTo(expected(descending));
      }
    }
  }

  @Test
  void aPageReadsEveryShardOnceAndFinishedShardsNoMore() {
    List<Integer> fetches = new ArrayList<>();
    List<Position> start = List.of(Position.START, Position.DONE, Position.START, Position.START);
    ShardMerge.merge(
        start, 3, item -> true, ASCENDING, item -> item, shards(SHARDS, 3, false, fetches));
    assertThat(fetches).containsExactly(0, 2, 3);
  }

  @Test
  void aFailedShardFailsThePageWithItsOwnException() {
    ShardMerge.Fetch failing =
        (shard, startKey) ->
            shard == 1
                ? CompletableFuture.failedFuture(new IllegalStateException("shard 1 throttled"))
                : CompletableFuture.completedFuture(new ShardPage(List.of(item("a")), null));
    assertThatThrownBy(
            () ->
                ShardMerge.merge(
                    List.of(Position.START, Position.START),
                    5,
                    item -> true,
                    ASCENDING,
                    item -> item,
                    failing))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("shard 1 throttled");
  }
}
