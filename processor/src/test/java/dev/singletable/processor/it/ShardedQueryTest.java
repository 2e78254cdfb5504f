package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.CatalogDb;
import dev.singletable.processor.it.model.LogEntry;
import dev.singletable.processor.it.model.LogEntryKey;
import dev.singletable.processor.it.model.LogEntrySchema;
import dev.singletable.processor.it.model.PlainLogEntry;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.failure.InvalidCursorException;
import dev.singletable.runtime.observe.OperationEvent;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.runtime.observe.RequestListener;
import dev.singletable.testkit.TestTable;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Write sharding on the engine: a day's log spread over 8 table partitions (by a hash of the entry
 * id) and 4 index partitions per kind (at random), read back merged. Every merged read must equal
 * the same items read from one unsharded partition, in the same order, page by page.
 */
class ShardedQueryTest extends EngineTest {

  private static final LocalDate DAY = LocalDate.of(2025, 3, 1);
  private static final Instant T0 = Instant.parse("2025-03-01T00:00:00Z");
  private static final int ENTRIES = 200;

  private static String tableName;

  @BeforeAll
  static void load(TestTable table) {
    tableName = table.name();
    for (int i = 0; i < ENTRIES; i++) {
      // Some entries share a timestamp, so the entry id decides their order in both tables.
      Instant at = T0.plusSeconds(i / 3);
      String id = "e" + (i * 7919 % 1000);
      String kind = i % 5 == 0 ? "error" : "info";
      db.logEntries().put(new LogEntry(DAY, at, id, kind, "entry " + i));
      db.plainLogEntries().put(new PlainLogEntry(DAY, at, id, kind, "entry " + i));
    }
    db.logEntries().put(new LogEntry(DAY.plusDays(1), T0, "other-day", "info", "not this day"));
  }

  private static List<String> ids(List<?> entries) {
    return entries.stream()
        .map(e -> e instanceof LogEntry l ? l.entryId() : ((PlainLogEntry) e).entryId())
        .toList();
  }

  @Test
  void writesLandOnEveryShardByTheHashOfTheEntryId() {
    Map<String, Integer> perPartition = new LinkedHashMap<>();
    for (String partition : LogEntryKey.partitionKeys(DAY)) {
      int items =
          client
              .query(
                  q ->
                      q.tableName(tableName)
                          .keyConditionExpression("PK = :pk")
                          .expressionAttributeValues(
                              Map.of(":pk", AttributeValue.fromS(partition))))
              .count();
      perPartition.put(partition, items);
    }
    assertThat(perPartition.keySet())
        .containsExactly(
            "LOG#2025-03-01#0",
            "LOG#2025-03-01#1",
            "LOG#2025-03-01#2",
            "LOG#2025-03-01#3",
            "LOG#2025-03-01#4",
            "LOG#2025-03-01#5",
            "LOG#2025-03-01#6",
            "LOG#2025-03-01#7");
    assertThat(perPartition.values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(ENTRIES);
    // 200 items over 8 shards by a uniform hash: each holds 25 give or take sampling noise.
    assertThat(perPartition.values()).allSatisfy(n -> assertThat(n).isBetween(10, 45));
  }

  @Test
  void aPointReadComputesTheShard() {
    LogEntry stored =
        db.plainLogEntries().scan().list().stream()
            .findFirst()
            .map(p -> new LogEntry(p.day(), p.at(), p.entryId(), p.kind(), p.text()))
            .orElseThrow();
    assertThat(db.logEntries().get(LogEntryKey.of(stored))).contains(stored);
  }

  @Test
  void mergedReadEqualsTheSinglePartitionReadInBothOrders() {
    assertThat(ids(db.logEntries().byDay(DAY).all().list()))
        .hasSize(ENTRIES)
        .containsExactlyElementsOf(ids(db.plainLogEntries().byDay(DAY).all().list()));
    assertThat(ids(db.logEntries().byDay(DAY).newestFirst().list()))
        .containsExactlyElementsOf(ids(db.plainLogEntries().byDay(DAY).newestFirst().list()));
  }

  @Test
  void pagesHoldTheLimitAndResumeEveryShardWhereItStopped() {
    for (boolean newestFirst : new boolean[] {false, true}) {
      for (int limit : new int[] {1, 7, 30, 64}) {
        List<String> sharded =
            pages(
                newestFirst
                    ? db.logEntries().byDay(DAY).newestFirst().limit(limit)
                    : db.logEntries().byDay(DAY).limit(limit),
                limit);
        List<String> plain =
            ids(
                newestFirst
                    ? db.plainLogEntries().byDay(DAY).newestFirst().list()
                    : db.plainLogEntries().byDay(DAY).all().list());
        assertThat(sharded).as("limit %d, newest first %s", limit, newestFirst).isEqualTo(plain);
      }
    }
  }

  /** Every page through cursors, checking each holds at most {@code limit} items. */
  private static List<String> pages(EntityQuery<LogEntry> query, int limit) {
    List<String> all = new ArrayList<>();
    String cursor = null;
    int pages = 0;
    do {
      Page<LogEntry> page = query.startAfter(cursor).page();
      assertThat(page.items().size()).isLessThanOrEqualTo(limit);
      all.addAll(ids(page.items()));
      cursor = page.cursor();
      assertThat(++pages).isLessThan(ENTRIES * 3);
    } while (cursor != null);
    return all;
  }

  @Test
  void sortKeyRangesApplyToEveryShard() {
    Instant from = T0.plusSeconds(20);
    Instant to = T0.plusSeconds(40);
    assertThat(
            ids(
                db.logEntries()
                    .byDay(DAY)
                    .at(Range.between(from, to))
                    .newestFirst()
                    .limit(5)
                    .list()))
        .containsExactlyElementsOf(
            ids(db.plainLogEntries().byDay(DAY).at(Range.between(from, to)).newestFirst().list()));
  }

  @Test
  void aRandomlyShardedIndexIsReadMergedAndFiltered() {
    Function<String, List<String>> plainOfKind =
        kind ->
            db.plainLogEntries().byDay(DAY).all().list().stream()
                .filter(e -> e.kind().equals(kind))
                .map(PlainLogEntry::entryId)
                .toList();
    assertThat(pages(db.logEntries().byKind("error").limit(9), 9))
        .containsExactlyElementsOf(plainOfKind.apply("error"));
    assertThat(
            ids(db.logEntries().byKind("info").filter(LogEntrySchema.DAY.eq(DAY)).limit(11).list()))
        .containsExactlyElementsOf(plainOfKind.apply("info"));
  }

  @Test
  void aCursorOfAnotherQueryIsRefused() {
    String shardedCursor = db.logEntries().byDay(DAY).limit(5).page().cursor();
    String plainCursor = db.plainLogEntries().byDay(DAY).limit(5).page().cursor();

    assertThatThrownBy(
            () -> db.logEntries().byDay(DAY).newestFirst().startAfter(shardedCursor).page())
        .isInstanceOf(InvalidCursorException.class)
        .hasMessageContaining("belongs to another query");
    assertThatThrownBy(
            () -> db.logEntries().byDay(DAY.plusDays(1)).startAfter(shardedCursor).page())
        .isInstanceOf(InvalidCursorException.class);
    assertThatThrownBy(() -> db.logEntries().byDay(DAY).startAfter(plainCursor).page())
        .isInstanceOf(InvalidCursorException.class);
    assertThatThrownBy(() -> db.plainLogEntries().byDay(DAY).startAfter(shardedCursor).page())
        .isInstanceOf(InvalidCursorException.class);
    String altered =
        shardedCursor.substring(0, 20)
            + (shardedCursor.charAt(20) == 'A' ? 'B' : 'A')
            + shardedCursor.substring(21);
    assertThatThrownBy(() -> db.logEntries().byDay(DAY).startAfter(altered).page())
        .isInstanceOf(InvalidCursorException.class);
  }

  @Test
  void countsAreTheNumberOfItemsAListReads() {
    assertThat(db.logEntries().byDay(DAY).all().count()).isEqualTo(ENTRIES);
    assertThat(db.plainLogEntries().byDay(DAY).all().count()).isEqualTo(ENTRIES);
    assertThat(db.logEntries().byKind("error").all().count()).isEqualTo(ENTRIES / 5);
    assertThat(db.plainLogEntries().scan().count()).isEqualTo(ENTRIES);
    assertThat(db.logEntries().byKind("info").filter(LogEntrySchema.DAY.eq(DAY)).count())
        .isEqualTo(ENTRIES - ENTRIES / 5);
    // A strict bound drops one key client-side; the count drops it too.
    Instant until = T0.plusSeconds(30);
    assertThat(db.logEntries().byDay(DAY).at(Range.before(until)).count())
        .isEqualTo(db.logEntries().byDay(DAY).at(Range.before(until)).list().size())
        .isEqualTo(db.plainLogEntries().byDay(DAY).at(Range.before(until)).list().size());
  }

  @Test
  void aMergedPageIsOneOperationOfOneQueryPerShard() {
    List<OperationEvent> operations = new CopyOnWriteArrayList<>();
    CatalogDb heard =
        CatalogDb.create(
            client,
            DbOptions.builder()
                .tableName(tableName)
                .requestListener(
                    new RequestListener() {
                      @Override
                      public void onRequest(RequestEvent event) {}

                      @Override
                      public void onOperation(OperationEvent event) {
                        operations.add(event);
                      }
                    })
                .build());

    Page<LogEntry> page = heard.logEntries().byDay(DAY).limit(10).page();
    long count = heard.logEntries().byDay(DAY).all().count();

    assertThat(page.items()).hasSize(10);
    assertThat(count).isEqualTo(ENTRIES);
    assertThat(operations).hasSize(2);
    OperationEvent read = operations.get(0);
    assertThat(read.api()).isEqualTo("Query");
    assertThat(read.requests()).isEqualTo(LogEntryKey.partitionKeys(DAY).size());
    assertThat(read.items()).isGreaterThanOrEqualTo(10);
    assertThat(read.succeeded()).isTrue();
    assertThat(operations.get(1).requests()).isEqualTo(LogEntryKey.partitionKeys(DAY).size());
  }
}
