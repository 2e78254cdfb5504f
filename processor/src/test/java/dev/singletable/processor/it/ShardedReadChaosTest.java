package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.processor.it.model.Ping;
import dev.singletable.processor.it.model.PingKey;
import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.Page;
import dev.singletable.testkit.LocalDynamoDb;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Merged reads of sharded partitions (the table's, and an index's sharded at random) paged while
 * items are written, deleted and expired by TTL between the pages, from a fixed seed: every merged
 * read is strictly monotonic in sort order, returns no item twice and none that was gone before it
 * started, and returns every item that was there throughout.
 */
class ShardedReadChaosTest extends EngineTest {

  private static final Instant T0 = Instant.parse("2025-06-01T00:00:00Z");

  /** TTLs lie ahead of the wall clock, so reads never hide them; the engine expires them. */
  private static final Instant TTL_BASE =
      Instant.now().plus(30, ChronoUnit.DAYS).truncatedTo(ChronoUnit.HOURS);

  private static final Comparator<Ping> OLDEST_FIRST =
      Comparator.comparing(Ping::at).thenComparing(Ping::pingId);

  private int counter;

  @Test
  void mergedReadsStayMonotonicAndCompleteWhileItemsChange(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    Random random = new Random(2905);
    for (int round = 0; round < 10; round++) {
      read(engine, random, round);
    }
  }

  private void read(LocalDynamoDb engine, Random random, int round) {
    String device = "dev" + round;
    String level = "level" + round;
    boolean index = random.nextBoolean();
    boolean newestFirst = random.nextBoolean();
    int limit = 1 + random.nextInt(12);
    Map<PingKey, Ping> alive = new LinkedHashMap<>();
    for (int i = 20 + random.nextInt(60); i > 0; i--) {
      put(alive, ping(random, device, level));
    }
    Set<PingKey> throughout = new HashSet<>(alive.keySet());
    Set<PingKey> ever = new HashSet<>(alive.keySet());
    EntityQuery<Ping> query =
        index ? db.pings().pingsAt(level).all() : db.pings().pingsOf(device).all();
    query = (newestFirst ? query.newestFirst() : query).limit(limit);
    String description =
        "round %d: %s, %s, limit %d"
            .formatted(
                round,
                index ? "GSI1" : "table",
                newestFirst ? "newest first" : "oldest first",
                limit);

    List<Ping> read = new ArrayList<>();
    String cursor = null;
    int pages = 0;
    do {
      Page<Ping> page = query.startAfter(cursor).page();
      assertThat(page.items().size()).as(description).isLessThanOrEqualTo(limit);
      read.addAll(page.items());
      cursor = page.cursor();
      for (int changes = random.nextInt(4); changes > 0; changes--) {
        change(engine, random, device, level, alive, throughout, ever);
      }
      assertThat(++pages).as(description).isLessThan(2_000);
    } while (cursor != null);

    Comparator<Ping> order = newestFirst ? OLDEST_FIRST.reversed() : OLDEST_FIRST;
    for (int i = 1; i < read.size(); i++) {
      assertThat(order.compare(read.get(i - 1), read.get(i)))
          .as("%s: %s then %s", description, read.get(i - 1), read.get(i))
          .isNegative();
    }
    Set<PingKey> returned = new HashSet<>();
    for (Ping ping : read) {
      PingKey key = PingKey.of(ping);
      assertThat(returned.add(key)).as("%s: %s returned twice", description, ping).isTrue();
      assertThat(ever).as("%s: %s was never written", description, ping).contains(key);
    }
    assertThat(returned).as("%s: the items there throughout", description).containsAll(throughout);
  }

  /** One change between two pages: a new ping, a deleted one, or the TTL expiry of some. */
  private void change(
      LocalDynamoDb engine,
      Random random,
      String device,
      String level,
      Map<PingKey, Ping> alive,
      Set<PingKey> throughout,
      Set<PingKey> ever) {
    int kind = random.nextInt(10);
    if (kind < 5 || alive.isEmpty()) {
      Ping ping = ping(random, device, level);
      put(alive, ping);
      ever.add(PingKey.of(ping));
    } else if (kind < 8) {
      List<PingKey> keys = new ArrayList<>(alive.keySet());
      PingKey key = keys.get(random.nextInt(keys.size()));
      db.pings().delete(key);
      alive.remove(key);
      throughout.remove(key);
    } else {
      // Halfway between two whole hours, so no TTL sits on the boundary.
      Instant now = TTL_BASE.plus(random.nextInt(6) * 60L + 30, ChronoUnit.MINUTES);
      engine.expireTtl(now);
      alive
          .values()
          .removeIf(
              ping -> {
                boolean expired = ping.expiresAt() != null && ping.expiresAt().isBefore(now);
                if (expired) {
                  throughout.remove(PingKey.of(ping));
                }
                return expired;
              });
    }
  }

  private void put(Map<PingKey, Ping> alive, Ping ping) {
    db.pings().put(ping);
    alive.put(PingKey.of(ping), ping);
  }

  /** A ping at one of 150 seconds (so many share a second), expiring in one of 6 hours or never. */
  private Ping ping(Random random, String device, String level) {
    Instant expires =
        random.nextInt(3) == 0 ? null : TTL_BASE.plus(random.nextInt(6), ChronoUnit.HOURS);
    return new Ping(
        device,
        T0.plusSeconds(random.nextInt(150)),
        "p" + Integer.toString(counter++, 36),
        level,
        expires);
  }
}
