package dev.singletable.runtime.internal.op;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.internal.op.ShardMerge.Mark;
import dev.singletable.runtime.internal.op.ShardMerge.Position;
import dev.singletable.runtime.internal.op.ShardMerge.ShardPage;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Paging through a merge while items are written between pages, into any shard, before or after the
 * merged position, with sort keys that tie across shards: the pages never go back in time (the
 * items taken are strictly increasing in merged order: sort key, then shard) and every item that
 * was there from the start is taken exactly once.
 */
class ShardMergeWritesTest {

  private static final int SHARDS = 5;

  private static Map<String, AttributeValue> item(int shard, String sortKey) {
    return Map.of(
        "PK", AttributeValue.fromN(Integer.toString(shard)), "SK", AttributeValue.fromS(sortKey));
  }

  private static int shardOf(Map<String, AttributeValue> item) {
    return Integer.parseInt(item.get("PK").n());
  }

  /**
   * A Query of one shard after its start key, at most {@code limit} items, as DynamoDB serves it.
   */
  private static ShardPage read(
      NavigableSet<String> shard, int number, Position position, int limit, boolean descending) {
    NavigableSet<String> ordered = descending ? shard.descendingSet() : shard;
    NavigableSet<String> rest =
        position.startKey() == null
            ? ordered
            : ordered.tailSet(position.startKey().get("SK").s(), false);
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    for (String key : rest) {
      if (items.size() == limit) {
        break;
      }
      items.add(item(number, key));
    }
    boolean more = rest.size() > items.size();
    return new ShardPage(items, more ? items.get(items.size() - 1) : null);
  }

  private static String randomKey(Random random) {
    // A small alphabet, so that sort keys often tie across shards.
    return "k" + (char) ('a' + random.nextInt(6)) + (char) ('a' + random.nextInt(6));
  }

  @Test
  void writesBetweenPagesNeverMakeAPageGoBackInTime() {
    Random random = new Random(29);
    for (int round = 0; round < 400; round++) {
      boolean descending = random.nextBoolean();
      Comparator<Map<String, AttributeValue>> bySortKey =
          Comparator.comparing(item -> item.get("SK").s());
      Comparator<Map<String, AttributeValue>> order = descending ? bySortKey.reversed() : bySortKey;
      List<NavigableSet<String>> shards = new ArrayList<>();
      Set<Map<String, AttributeValue>> original = new HashSet<>();
      for (int s = 0; s < SHARDS; s++) {
        NavigableSet<String> keys = new TreeSet<>();
        for (int i = random.nextInt(8); i > 0; i--) {
          keys.add(randomKey(random));
        }
        int number = s;
        keys.forEach(key -> original.add(item(number, key)));
        shards.add(keys);
      }
      int limit = 1 + random.nextInt(5);
      int perShard = 1 + random.nextInt(4);
      List<Position> positions = new ArrayList<>();
      for (int s = 0; s < SHARDS; s++) {
        positions.add(Position.START);
      }
      Mark mark = null;
      List<Map<String, AttributeValue>> taken = new ArrayList<>();
      for (int pages = 0; ; pages++) {
        assertThat(pages).as("the merge makes progress").isLessThan(2000);
        List<ShardPage> read = new ArrayList<>();
        for (int s = 0; s < SHARDS; s++) {
          read.add(
              positions.get(s).done()
                  ? null
                  : read(shards.get(s), s, positions.get(s), perShard, descending));
        }
        ShardMerge.Result result =
            ShardMerge.merge(
                positions, mark, read, limit, item -> true, order, item -> item, item -> item);
        assertThat(result.items().size()).isLessThanOrEqualTo(limit);
        taken.addAll(result.items());
        if (!result.hasMore()) {
          break;
        }
        positions = result.next();
        mark = result.last();
        // Writes between pages: into any shard, sorting anywhere, ties included.
        for (int w = random.nextInt(4); w > 0; w--) {
          shards.get(random.nextInt(SHARDS)).add(randomKey(random));
        }
      }
      Comparator<Map<String, AttributeValue>> merged =
          order.thenComparing(ShardMergeWritesTest::shardOf);
      for (int i = 1; i < taken.size(); i++) {
        assertThat(merged.compare(taken.get(i - 1), taken.get(i)))
            .as("round %d: %s then %s", round, taken.get(i - 1), taken.get(i))
            .isNegative();
      }
      assertThat(taken).as("round %d", round).containsAll(original);
    }
  }
}
