package dev.singletable.processor.it.stream;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.processor.it.stream.model.Balance;
import dev.singletable.processor.it.stream.model.BalanceKey;
import dev.singletable.processor.it.stream.model.Entry;
import dev.singletable.processor.it.stream.model.EntryKey;
import dev.singletable.processor.it.stream.model.JournalChange;
import dev.singletable.processor.it.stream.model.JournalChanges;
import dev.singletable.processor.it.stream.model.JournalDb;
import dev.singletable.runtime.DbOptions;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Writes, deletes, TTL expiry and stream shard rolls interleaved at random (from a fixed seed) with
 * reading the stream through the SDK's streams client, each record decoded by the generated {@code
 * JournalChanges}: every change is delivered once, as the change it was (kind, both images, TTL or
 * not), in the order it was made per item, and none that was not made.
 */
@LocalDynamoDbTest
class StreamChaosTest {

  private static final Instant AT = Instant.parse("2025-03-01T10:00:00Z");

  /** TTLs lie ahead of the wall clock; the engine expires them when told a later time. */
  private static final Instant TTL_BASE =
      Instant.now().plus(30, ChronoUnit.DAYS).truncatedTo(ChronoUnit.HOURS);

  /** One change as the test made it: what its record must say. */
  private record Change(
      OperationType kind, Object oldImage, Object newImage, boolean expiredByTtl) {}

  private final Map<Object, Object> items = new HashMap<>();
  private final Map<Object, List<Change>> made = new LinkedHashMap<>();
  private final Map<Object, List<Change>> delivered = new LinkedHashMap<>();
  private final Set<String> sequenceNumbers = new HashSet<>();
  private JournalDb db;
  private StreamReader reader;
  private int step;

  @Test
  void everyChangeIsDeliveredOnceInOrderPerItem(
      DynamoDbClient client, DynamoDbStreamsClient streams, LocalDynamoDb engine, TestTable table) {
    LocalDynamoDb.assumeFaultsAvailable();
    db = JournalDb.create(client, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
    reader =
        new StreamReader(
            streams,
            client.describeTable(b -> b.tableName(table.name())).table().latestStreamArn());
    Random random = new Random(2906);
    int rolls = 0;
    for (step = 0; step < 300; step++) {
      int roll = random.nextInt(100);
      if (roll < 45) {
        putEntry(random);
      } else if (roll < 60) {
        delete(entryKey(random));
      } else if (roll < 72) {
        putBalance(random);
      } else if (roll < 78) {
        delete(new BalanceKey("acc-" + random.nextInt(4)));
      } else if (roll < 84) {
        expire(engine, random);
      } else if (roll < 88) {
        engine.rollStreamShard(table.name());
        rolls++;
      } else {
        poll();
      }
    }
    poll();
    poll();

    assertThat(rolls).isPositive();
    assertThat(made.values().stream().mapToInt(List::size).sum()).isGreaterThan(150);
    assertThat(delivered.keySet()).containsExactlyInAnyOrderElementsOf(made.keySet());
    made.forEach(
        (key, changes) ->
            assertThat(delivered.get(key)).as("changes of %s", key).isEqualTo(changes));
  }

  private static EntryKey entryKey(Random random) {
    int entry = random.nextInt(8);
    return new EntryKey("acc-" + random.nextInt(4), AT.plusSeconds(entry), "e" + entry);
  }

  private void putEntry(Random random) {
    EntryKey key = entryKey(random);
    // Each put changes the memo (an identical put writes no record, in DynamoDB as here).
    Instant expires =
        random.nextBoolean() ? null : TTL_BASE.plus(random.nextInt(8), ChronoUnit.HOURS);
    Entry entry =
        new Entry(
            key.accountId(),
            key.at(),
            key.entryId(),
            random.nextInt(1000),
            "step " + step,
            expires);
    db.entries().put(entry);
    made(key, entry, false);
  }

  private void putBalance(Random random) {
    Balance balance = new Balance("acc-" + random.nextInt(4), step);
    db.balances().put(balance);
    made(new BalanceKey(balance.accountId()), balance, false);
  }

  private void delete(Object key) {
    if (key instanceof EntryKey entry) {
      db.entries().delete(entry);
    } else {
      db.balances().delete((BalanceKey) key);
    }
    made(key, null, false);
  }

  /** TTL expiry at a time halfway between two whole hours, so no TTL sits on the boundary. */
  private void expire(LocalDynamoDb engine, Random random) {
    Instant now = TTL_BASE.plus(random.nextInt(8) * 60L + 30, ChronoUnit.MINUTES);
    engine.expireTtl(now);
    for (Map.Entry<Object, Object> item : new ArrayList<>(items.entrySet())) {
      if (item.getValue() instanceof Entry entry
          && entry.expiresAt() != null
          && entry.expiresAt().isBefore(now)) {
        made(item.getKey(), null, true);
      }
    }
  }

  /** The record a write must make, if it changed the item. */
  private void made(Object key, Object after, boolean expired) {
    Object before = items.get(key);
    if (before == null ? after == null : before.equals(after)) {
      return; // a delete of nothing, or a put of the same item: no record
    }
    OperationType kind =
        before == null
            ? OperationType.INSERT
            : after == null ? OperationType.REMOVE : OperationType.MODIFY;
    made.computeIfAbsent(key, k -> new ArrayList<>()).add(new Change(kind, before, after, expired));
    if (after == null) {
      items.remove(key);
    } else {
      items.put(key, after);
    }
  }

  private void poll() {
    for (Record record : reader.poll()) {
      assertThat(sequenceNumbers.add(record.dynamodb().sequenceNumber()))
          .as("record %s delivered twice", record.dynamodb().sequenceNumber())
          .isTrue();
      JournalChange change = JournalChanges.decode(record);
      Object key;
      Object oldImage;
      Object newImage;
      if (change instanceof JournalChange.EntryChange entry) {
        key = entry.key();
        oldImage = entry.oldImage().orElse(null);
        newImage = entry.newImage().orElse(null);
      } else if (change instanceof JournalChange.BalanceChange balance) {
        key = balance.key();
        oldImage = balance.oldImage().orElse(null);
        newImage = balance.newImage().orElse(null);
      } else {
        throw new AssertionError("a record the test did not make: " + change);
      }
      delivered
          .computeIfAbsent(key, k -> new ArrayList<>())
          .add(new Change(change.kind(), oldImage, newImage, change.expiredByTtl()));
    }
  }
}
