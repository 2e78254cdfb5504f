package dev.singletable.runtime.internal.op;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.internal.op.ShardMerge.Position;
import dev.singletable.runtime.internal.op.ShardMerge.ShardPage;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
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

  /**
   * What one round of reads gives, as DynamoDB would serve the shards: for each shard that is not
   * done, a page of at most {@code pageSize} after its start key ({@code null} for a done shard).
   */
  private static List<ShardPage> read(
      List<List<String>> shards,
      List<Position> positions,
      int pageSize,
      boolean descending,
      List<Integer> reads) {
    List<ShardPage> pages = new ArrayList<>();
    for (int shard = 0; shard < shards.size(); shard++) {
      Position position = positions.get(shard);
      if (position.done()) {
        pages.add(null);
        continue;
      }
      reads.add(shard);
      List<String> keys = new ArrayList<>(shards.get(shard));
      keys.sort(descending ? Comparator.reverseOrder() : Comparator.naturalOrder());
      Map<String, AttributeValue> startKey = position.startKey();
      int from = startKey == null ? 0 : keys.indexOf(startKey.get("SK").s()) + 1;
      int to = Math.min(keys.size(), from + pageSize);
      List<Map<String, AttributeValue>> items =
          keys.subList(from, to).stream().map(ShardMergeTest::item).toList();
      Map<String, AttributeValue> last = to < keys.size() ? item(keys.get(to - 1)) : null;
      pages.add(new ShardPage(items, last));
    }
    return pages;
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
              null,
              read(shards, positions, limit, descending, fetches),
              limit,
              item -> !item.get("SK").s().startsWith("x"),
              order,
              item -> item,
              item -> item);
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
  void finishedShardsAreNotReadAndKeepTheirPosition() {
    List<Integer> reads = new ArrayList<>();
    List<Position> start = List.of(Position.START, Position.DONE, Position.START, Position.START);
    ShardMerge.Result result =
        ShardMerge.merge(
            start,
            null,
            read(SHARDS, start, 3, false, reads),
            3,
            item -> true,
            ASCENDING,
            item -> item,
            item -> item);
    assertThat(reads).containsExactly(0, 2, 3);
    assertThat(result.next().get(1)).isEqualTo(Position.DONE);
    assertThat(result.items())
        .extracting(item -> item.get("SK").s())
        .containsExactly("a01", "a04", "a07");
  }

  @Test
  void pagesMustMatchTheShards() {
    assertThatThrownBy(
            () ->
                ShardMerge.merge(
                    List.of(Position.START, Position.START),
                    null,
                    List.of(new ShardPage(List.of(), null)),
                    5,
                    item -> true,
                    ASCENDING,
                    item -> item,
                    item -> item))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("2 shards but 1 pages");
  }
}
