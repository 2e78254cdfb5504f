package dev.singletable.runtime.internal;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import java.util.function.Predicate;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The k-way merge of the shards of one sharded partition, in sort-key order: reads one page of
 * every shard that has more (concurrently: each fetch is a future), then takes the smallest head
 * (the largest when descending) until the page is full or a shard runs out of what was read, and
 * says where each shard resumes. Pure apart from the fetches it is given, so it runs the same on
 * the synchronous client (futures on an executor) and an asynchronous one.
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
   * Reads one page of shard {@code shard} after {@code startKey} ({@code null}: from the start).
   */
  public interface Fetch {
    CompletableFuture<ShardPage> page(int shard, Map<String, AttributeValue> startKey);
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
   * @param wanted how many kept items fill the page ({@code Integer.MAX_VALUE}: as many as one read
   *     of every shard gives)
   * @param kept whether an item counts towards {@code wanted} (items of other types do not)
   * @param order the merged order of two items (ties are broken by shard number)
   * @param keyOf the key to resume a shard after an item
   */
  public static Result merge(
      List<Position> start,
      int wanted,
      Predicate<Map<String, AttributeValue>> kept,
      Comparator<Map<String, AttributeValue>> order,
      Function<Map<String, AttributeValue>, Map<String, AttributeValue>> keyOf,
      Fetch fetch) {
    int shards = start.size();
    List<Position> positions = new ArrayList<>(start);
    List<Deque<Map<String, AttributeValue>>> buffers = new ArrayList<>(shards);
    Map<String, AttributeValue>[] lastKeys = lastKeys(shards);
    List<CompletableFuture<ShardPage>> pages = new ArrayList<>(shards);
    for (int i = 0; i < shards; i++) {
      buffers.add(new ArrayDeque<>());
      Position position = positions.get(i);
      pages.add(position.done() ? null : fetch.page(i, position.startKey()));
    }
    for (int i = 0; i < shards; i++) {
      if (pages.get(i) != null) {
        ShardPage page = join(pages.get(i));
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

  /** The page a fetch gave, or the typed exception it failed with. */
  private static ShardPage join(CompletableFuture<ShardPage> page) {
    try {
      return page.join();
    } catch (CompletionException e) {
      if (e.getCause() instanceof RuntimeException cause) {
        throw cause;
      }
      if (e.getCause() instanceof Error error) {
        throw error;
      }
      throw e;
    }
  }
}
