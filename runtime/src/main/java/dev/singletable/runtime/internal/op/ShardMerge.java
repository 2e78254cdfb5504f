package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.observe.ConsumedUnits;
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
 *
 * <p>Pages of a merged read never go back in time: the cursor also holds the merged position (the
 * last item taken, and its shard), and every shard resumes after it. A shard that gave nothing to a
 * page still resumes from its own key (its next item was read and is known to sort after the merged
 * position), so an item written into it afterwards between the two can be read; the merge skips it,
 * as a single partition's Query skips an item written behind its cursor. Skipping, rather than
 * moving the shard's start key, is exact when sort keys tie across shards (ties go to the lower
 * shard) without inventing a key.
 */
public final class ShardMerge {

  private ShardMerge() {}

  /** What one fetch of a shard returned: its items in key order and its LastEvaluatedKey. */
  public record ShardPage(
      List<Map<String, AttributeValue>> items,
      Map<String, AttributeValue> lastKey,
      ConsumedUnits units) {

    public ShardPage {
      items = List.copyOf(items);
      lastKey = lastKey == null || lastKey.isEmpty() ? null : Map.copyOf(lastKey);
    }

    /** A shard's page that reported no consumed capacity. */
    public ShardPage(List<Map<String, AttributeValue>> items, Map<String, AttributeValue> lastKey) {
      this(items, lastKey, ConsumedUnits.NONE);
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
   * The merged position: the key of the last item a merged read took, and the shard it came from.
   * Every item of another shard that sorts before it, or ties with it from a lower shard, comes
   * before it in merged order.
   */
  public record Mark(int shard, Map<String, AttributeValue> key) {

    public Mark {
      key = Map.copyOf(key);
    }

    /** Whether an item of {@code shard} comes before this position in merged order. */
    boolean isAfter(
        int shard,
        Map<String, AttributeValue> item,
        Comparator<Map<String, AttributeValue>> order) {
      if (shard == this.shard) {
        return false; // the shard's own start key is past this position already
      }
      int compared = order.compare(item, key);
      return compared < 0 || (compared == 0 && shard < this.shard);
    }
  }

  /**
   * One merged page.
   *
   * @param items the items taken, in merged order (kept and left-out ones alike)
   * @param next where every shard resumes
   * @param last the merged position after this page: its last item, or the one it started after
   *     ({@code null} when no item was ever taken)
   */
  public record Result(List<Map<String, AttributeValue>> items, List<Position> next, Mark last) {

    /** Whether some shard has more to read. */
    public boolean hasMore() {
      return next.stream().anyMatch(position -> !position.done());
    }
  }

  /**
   * Merges one page.
   *
   * @param start where each shard starts
   * @param after the merged position the previous page ended at, or {@code null} for the first
   *     page: items of other shards that come before it (written since) are skipped
   * @param pages what was read of each shard from there, in shard order: {@code null} for a shard
   *     that is done
   * @param wanted how many kept items fill the page ({@code Integer.MAX_VALUE}: as many as one read
   *     of every shard gives)
   * @param kept whether an item counts towards {@code wanted} (items of other types do not)
   * @param order the merged order of two items (ties are broken by shard number)
   * @param keyOf the key to resume a shard after an item
   * @param markOf the merged position of an item, which {@code order} compares: its key, or, for
   *     the items of a former key's read, their new key ({@link FormerLane})
   */
  public static Result merge(
      List<Position> start,
      Mark after,
      List<ShardPage> pages,
      int wanted,
      Predicate<Map<String, AttributeValue>> kept,
      Comparator<Map<String, AttributeValue>> order,
      Function<Map<String, AttributeValue>, Map<String, AttributeValue>> keyOf,
      Function<Map<String, AttributeValue>, Map<String, AttributeValue>> markOf) {
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
        Deque<Map<String, AttributeValue>> buffer = buffers.get(i);
        for (Map<String, AttributeValue> item : page.items()) {
          if (buffer.isEmpty() && after != null && after.isAfter(i, item, order)) {
            positions.set(i, Position.after(keyOf.apply(item))); // written behind the cursor
          } else {
            buffer.addLast(item);
          }
        }
        lastKeys[i] = page.lastKey();
        if (buffer.isEmpty()) {
          positions.set(i, page.lastKey() == null ? Position.DONE : Position.after(page.lastKey()));
        }
      }
    }
    Mark last = after;
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
      last = new Mark(next, markOf.apply(item));
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
    return new Result(taken, List.copyOf(positions), last);
  }

  @SuppressWarnings("unchecked")
  private static Map<String, AttributeValue>[] lastKeys(int shards) {
    return (Map<String, AttributeValue>[]) new Map<?, ?>[shards];
  }
}
