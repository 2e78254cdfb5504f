package dev.singletable.processor.it.moving;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.migrations.MigrationRefusedException;
import dev.singletable.migrations.MigrationReport;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.Page;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * A key move whose job's process dies in the middle, on the engine, while the application writes
 * (new entries, entries written anew, entries deleted) and reads: every query and get in the
 * meantime returns each entry exactly once, none missing; the job resumes from its checkpoint and
 * finishes; afterwards every entry is stored once, in the new form, with its latest value, and none
 * is lost or brought back.
 */
@LocalDynamoDbTest
class MigrationCrashTest {

  private static final List<String> ACCOUNTS = List.of("a1", "a2", "a3");
  private static final int PER_ACCOUNT = 120;
  private static final Instant START = Instant.parse("2026-05-01T08:00:00Z");

  /** The job's process dies before its 9th transaction, with pages moved and checkpoints saved. */
  private static final int TRANSACTIONS_BEFORE_CRASH = 8;

  private static Entry entry(String account, int i, long cents) {
    return new Entry(account, START.plusSeconds(i), String.format("e%03d", i), cents);
  }

  private static boolean rewritten(int i) {
    return i % 10 == 3;
  }

  private static boolean deleted(int i) {
    return i % 10 == 7;
  }

  @Test
  void aJobThatCrashesMidwayResumesAndReadsStayExactWhileTheApplicationWrites(
      DynamoDbClient client, TestTable table) throws Exception {
    String tableName = table.name() + "_" + System.nanoTime();
    DbOptions options = DbOptions.builder().tableName(tableName).build();
    BooksDb app = BooksDb.create(client, options);
    app.createTable();
    for (String account : ACCOUNTS) {
      for (int i = 0; i < PER_ACCOUNT; i++) {
        Entry entry = entry(account, i, i);
        Map<String, AttributeValue> item = new HashMap<>(EntrySchema.INSTANCE.toItem(entry));
        item.putAll(EntrySchema.INSTANCE.formerKeyItem(EntrySchema.INSTANCE.keyOf(entry)));
        client.putItem(b -> b.tableName(tableName).item(item));
      }
    }

    // The job's process: its client dies before the crash's transaction, and stays dead.
    AtomicInteger transactions = new AtomicInteger();
    AtomicBoolean dead = new AtomicBoolean();
    HookedClient dying =
        new HookedClient(
            client,
            (operation, request) -> {
              if (operation.equals("TransactWriteItems")
                  && transactions.incrementAndGet() > TRANSACTIONS_BEFORE_CRASH) {
                dead.set(true);
              }
              if (dead.get()) {
                throw new IllegalStateException("the job's process died");
              }
            },
            (operation, request) -> {});
    BooksDb jobProcess = BooksDb.create(dying, options);
    MigrationOptions run = MigrationOptions.budget(400).segments(2).lease(Duration.ofSeconds(2));

    // The application writes and reads all along.
    AtomicBoolean stop = new AtomicBoolean();
    Set<String> gone = ConcurrentHashMap.newKeySet();
    List<String> wrongReads = new CopyOnWriteArrayList<>();
    AtomicInteger reads = new AtomicInteger();
    CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> write(app, gone));
    CompletableFuture<Void> reader =
        CompletableFuture.runAsync(() -> read(app, gone, stop, wrongReads, reads));

    assertThatThrownBy(() -> jobProcess.migrations().job("Entry.key").run(run))
        .hasStackTraceContaining("the job's process died");
    assertThat(transactions.get()).isGreaterThan(TRANSACTIONS_BEFORE_CRASH);

    // Another process resumes once the dead one's lease ran out.
    MigrationReport resumed = null;
    long until = System.nanoTime() + Duration.ofSeconds(20).toNanos();
    while (resumed == null) {
      try {
        resumed = app.migrations().job("Entry.key").run(run);
      } catch (MigrationRefusedException running) {
        assertThat(running.reason()).isEqualTo(MigrationRefusedException.Reason.RUNNING);
        assertThat(System.nanoTime()).isLessThan(until);
        Thread.sleep(200);
      }
    }
    writer.get();
    stop.set(true);
    reader.get();

    assertThat(resumed.resumed()).isTrue();
    assertThat(resumed.changed()).isPositive().isLessThan(ACCOUNTS.size() * PER_ACCOUNT);
    assertThat(wrongReads).isEmpty();
    assertThat(reads.get()).isPositive();

    // Afterwards: every entry once, in the new form, with its latest value; the deleted ones gone.
    List<Map<String, AttributeValue>> stored =
        client.scan(ScanRequest.builder().tableName(tableName).build()).items().stream()
            .filter(item -> "Entry".equals(item.get("entityType").s()))
            .toList();
    assertThat(stored).allMatch(item -> item.get("PK").s().startsWith("ACCOUNT#"));
    for (String account : ACCOUNTS) {
      List<Entry> entries = app.entries().byAccountId(account).all().list();
      List<String> expected = new ArrayList<>();
      for (int i = 0; i < PER_ACCOUNT; i++) {
        if (!deleted(i)) {
          expected.add(String.format("e%03d", i));
        }
      }
      assertThat(entries).extracting(Entry::entryId).isEqualTo(expected);
      for (Entry e : entries) {
        int i = Integer.parseInt(e.entryId().substring(1));
        assertThat(e.cents()).as(e.entryId()).isEqualTo(rewritten(i) ? i + 1000 : i);
      }
    }
    assertThat(stored).hasSize(ACCOUNTS.size() * (PER_ACCOUNT - PER_ACCOUNT / 10));
    assertThat(app.migrations().job("Entry.key").run(run).changed()).isZero();
  }

  /**
   * Writes every rewritten entry anew (cents + 1000) and deletes the deleted ones, in turns spread
   * over the crashed run, the wait for its lease and the resumed run; records each finished delete.
   */
  private static void write(BooksDb app, Set<String> gone) {
    for (int i = 0; i < PER_ACCOUNT; i++) {
      for (String account : ACCOUNTS) {
        if (rewritten(i)) {
          app.entries().put(entry(account, i, i + 1000));
        } else if (deleted(i)) {
          app.entries().delete(EntrySchema.INSTANCE.keyOf(entry(account, i, i)));
          gone.add(account + "/" + String.format("e%03d", i));
        }
      }
      pause(20);
    }
  }

  /**
   * Pages through each account (7 a page, both orders in turns) and gets an entry, recording an
   * entry read twice, one missing (other than those being deleted), one deleted before the read
   * began that is read again, and a get that misses.
   */
  private static void read(
      BooksDb app, Set<String> gone, AtomicBoolean stop, List<String> wrong, AtomicInteger reads) {
    int round = 0;
    while (!stop.get()) {
      for (String account : ACCOUNTS) {
        Set<String> goneBefore = new HashSet<>(gone);
        EntityQuery<Entry> query = app.entries().byAccountId(account).all().limit(7);
        query = round % 2 == 0 ? query : query.descending();
        Set<String> seen = new HashSet<>();
        String cursor = null;
        do {
          Page<Entry> page = query.startAfter(cursor).page();
          for (Entry e : page.items()) {
            if (!seen.add(e.entryId())) {
              wrong.add(account + ": " + e.entryId() + " read twice");
            }
            if (goneBefore.contains(account + "/" + e.entryId())) {
              wrong.add(account + ": " + e.entryId() + " read after its delete");
            }
          }
          cursor = page.cursor();
        } while (cursor != null);
        for (int i = 0; i < PER_ACCOUNT; i++) {
          if (!deleted(i) && !seen.contains(String.format("e%03d", i))) {
            wrong.add(account + ": e" + i + " missing");
          }
        }
        int i = (round * 7 + 1) % PER_ACCOUNT;
        if (!deleted(i)
            && app.entries().get(EntrySchema.INSTANCE.keyOf(entry(account, i, i))).isEmpty()) {
          wrong.add(account + ": get of e" + i + " missed");
        }
        reads.incrementAndGet();
      }
      round++;
    }
  }

  private static void pause(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
