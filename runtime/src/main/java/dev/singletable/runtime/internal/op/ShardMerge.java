package dev.singletable.runtime.internal.op;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The k-way merge of the shards of one sharded partition, in sort-key order: given one page read of
 * every shard that has more, takes the smallest head (the largest when descending) until the page
 * is full or a shard runs out of what was read, and says where each shard resumes. Pure: the reads
 * are a fork of steps ({@link ShardedQueryOperation}), run alike by either caller.
 */
public final class ShardMerge {

  private ShardMerge() {}

  /** What one fetch of a shard returned: its items in key order and its LastEvaluatedKey. */
  public record ShardPage(
      List<Map<String, AttributeValue>> items, Map<String, AttributeValue> lastKey) {

    public ShardPage {
      items = List.copyOf(items);
      lastKey = lastKey == null || lastKey.isEmpty() ? null : Map.copyOf(lastKey);
    }
  }

  /**
   * Where a shard stands.
   *
   * @param done whether everything of the shard has been read
   * @param startKey the key to resume after, or {@code null} to start at the beginning
   */
  public record Position(boolean done, Map<String, AttributeValue> startKey) {

    public static final Position START = new Position(false, null);
    public static final Position DONE = new Position(true, null);

    public static Position after(Map<String, AttributeValue> key) {
      return new Position(false, Map.copyOf(key));
    }
  }

  /**
   * One merged page.
   *
   * @param items the items taken, in merged order (kept and left-out ones alike)
   * @param next where every shard resumes
   */
  public record Result(List<Map<String, AttributeValue>> items, List<Position> next) {

    /** Whether some shard has more to read. */
    public boolean hasMore() {
      return next.stream().anyMatch(position -> !position.done());
    }
  }

  /**
   * Merges one page.
   *
   * @param start where each shard starts
   * @param pages what was read of each shard from there, in shard order: {@code null} for a shard
   *     that is done
   * @param wanted how many kept items fill the page ({@code Integer.MAX_VALUE}: as many as one read
   *     of every shard gives)
   * @param kept whether an item counts towards {@code wanted} (items of other types do not)
   * @param order the merged order of two items (ties are broken by shard number)
   * @param keyOf the key to resume a shard after an item
   */
  public static Result merge(
      List<Position> start,
      List<ShardPage> pages,
      int wanted,
      Predicate<Map<String, AttributeValue>> kept,
      Comparator<Map<String, AttributeValue>> order,
      Function<Map<String, AttributeValue>, Map<String, AttributeValue>> keyOf) {
    int shards = start.size();
    if (pages.size() != shards) {
      throw new IllegalArgumentException(shards + " shards but " + pages.size() + " pages");
    }
    List<Position> positions = new ArrayList<>(start);
    List<Deque<Map<String, AttributeValue>>> buffers = new ArrayList<>(shards);
    Map<String, AttributeValue>[] lastKeys = lastKeys(shards);
    for (int i = 0; i < shards; i++) {
      buffers.add(new ArrayDeque<>());
      ShardPage page = pages.get(i);
      if (page != null) {
        buffers.get(i).addAll(page.items());
        lastKeys[i] = page.lastKey();
        if (page.items().isEmpty()) {
          positions.set(i, page.lastKey() == null ? Position.DONE : Position.after(page.lastKey()));
        }
      }
    }
    List<Map<String, AttributeValue>> taken = new ArrayList<>();
    int count = 0;
    while (count < wanted) {
      int next = -1;
      boolean stalled = false;
      for (int i = 0; i < shards; i++) {
        if (buffers.get(i).isEmpty()) {
          // A shard with more to read but nothing read in hand: its next item is unknown, so no
          // item can be taken safely; the page ends here and the next one reads it.
          stalled |= !positions.get(i).done();
        } else if (next < 0
            || order.compare(buffers.get(i).peekFirst(), buffers.get(next).peekFirst()) < 0) {
          next = i;
        }
      }
      if (stalled || next < 0) {
        break;
      }
      Map<String, AttributeValue> item = buffers.get(next).pollFirst();
      taken.add(item);
      if (kept.test(item)) {
        count++;
      }
      if (!buffers.get(next).isEmpty()) {
        positions.set(next, Position.after(keyOf.apply(item)));
      } else {
        positions.set(
            next, lastKeys[next] == null ? Position.DONE : Position.after(lastKeys[next]));
      }
    }
    return new Result(taken, List.copyOf(positions));
  }

  @SuppressWarnings("unchecked")
  private static Map<String, AttributeValue>[] lastKeys(int shards) {
    return (Map<String, AttributeValue>[]) new Map<?, ?>[shards];
  }
}
