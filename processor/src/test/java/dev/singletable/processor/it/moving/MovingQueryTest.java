package dev.singletable.processor.it.moving;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.failure.InvalidCursorException;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Queries while an entity's key moves, on the engine: half the entries are stored under the former
 * key (another partition and sort key), half under the new one, and one in both forms (the
 * application wrote it anew before the job deleted the old copy). Every query of the new key reads
 * both, in the new key's order, each entry exactly once, paging with one cursor, also while the job
 * moves them.
 */
@LocalDynamoDbTest
class MovingQueryTest {

  private static final int COUNT = 40;
  private static final Instant START = Instant.parse("2026-05-01T08:00:00Z");

  private DynamoDbClient client;
  private String tableName;
  private BooksDb db;

  @BeforeEach
  void table(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name() + "_" + System.nanoTime();
    db = BooksDb.create(dynamoDb, DbOptions.builder().tableName(tableName).build());
    db.createTable();
    for (int i = 0; i < COUNT; i++) {
      if (i % 2 == 0) {
        db.entries().put(entry("a1", i, i));
      } else {
        putOld(entry("a1", i, i));
      }
      // Another account, in both forms, which no query of a1 may return.
      if (i % 2 == 0) {
        putOld(entry("a2", i, i));
      } else {
        db.entries().put(entry("a2", i, i));
      }
    }
    // Entry 3 in both forms: the new one (cents 300) is the one read.
    db.entries().put(entry("a1", 3, 300));
  }

  private static Entry entry(String account, int i, long cents) {
    return new Entry(account, START.plusSeconds(i), String.format("e%02d", i), cents);
  }

  /** An entry as version 1 stored it: under ACC#{accountId} / E#{bookedAt}#{entryId}. */
  private void putOld(Entry entry) {
    Map<String, AttributeValue> item = new HashMap<>(EntrySchema.INSTANCE.toItem(entry));
    item.putAll(EntrySchema.INSTANCE.formerKeyItem(EntrySchema.INSTANCE.keyOf(entry)));
    assertThat(item.get("PK").s()).startsWith("ACC#");
    client.putItem(b -> b.tableName(tableName).item(item));
  }

  private static List<String> ids(List<Entry> entries) {
    return entries.stream().map(Entry::entryId).toList();
  }

  private static List<String> reversed(List<String> ids) {
    List<String> reversed = new ArrayList<>(ids);
    java.util.Collections.reverse(reversed);
    return reversed;
  }

  private static List<String> expected(int from, int to) {
    return IntStream.range(from, to).mapToObj(i -> String.format("e%02d", i)).toList();
  }

  @Test
  void aQueryReadsBothFormsInTheNewOrderEachEntryOnce() {
    List<Entry> all = db.entries().byAccountId("a1").all().list();

    assertThat(ids(all)).isEqualTo(expected(0, COUNT));
    assertThat(all.get(3).cents()).isEqualTo(300);
    assertThat(all).allMatch(entry -> entry.accountId().equals("a1"));
    assertThat(ids(db.entries().byAccountId("a1").descending().list()))
        .isEqualTo(reversed(expected(0, COUNT)));
    assertThat(db.entries().byAccountId("a1").all().count()).isEqualTo(COUNT);
    assertThat(db.entries().byAccountId("a1").describe())
        .isEqualTo(
            "PK = \"ACCOUNT#a1\" AND begins_with(SK, \"ENTRY#\") (and PK = \"ACC#a1\" AND"
                + " begins_with(SK, \"E#\"), the former key, while it moves)");
  }

  /** The collection of the new partition also reads the former one, as the query does. */
  @Test
  void aCollectionWhoseMemberMovedPartitionReadsBothEachEntryOnce() {
    List<Entry> journal = db.journal("a1").fetch().entries();

    assertThat(ids(journal)).isEqualTo(expected(0, COUNT));
    assertThat(journal.get(3).cents()).isEqualTo(300);
    assertThat(ids(db.journal("a1").descending().fetch().entries()))
        .isEqualTo(reversed(expected(0, COUNT)));
    List<String> paged = new ArrayList<>();
    String cursor = null;
    do {
      BooksDb.Journal page = db.journal("a1").limit(4).startAfter(cursor).page();
      paged.addAll(ids(page.entries()));
      cursor = page.cursor();
    } while (cursor != null);
    assertThat(paged).isEqualTo(expected(0, COUNT));
  }

  @Test
  void aSortKeyConditionHoldsForTheItemsUnderTheFormerKey() {
    List<Entry> range =
        db.entries()
            .byAccountId("a1")
            .bookedAt(Range.between(START.plusSeconds(5), START.plusSeconds(12)))
            .list();

    assertThat(ids(range)).isEqualTo(expected(5, 13));
    assertThat(ids(db.entries().byAccountId("a1").bookedAt(START.plusSeconds(7)).all().list()))
        .containsExactly("e07");
    assertThat(
            ids(
                db.entries()
                    .byAccountId("a1")
                    .bookedAt(Range.after(START.plusSeconds(30)))
                    .descending()
                    .list()))
        .isEqualTo(reversed(expected(31, COUNT)));
  }

  @Test
  void pagesOfOneCursorCoverBothReadsOnce() {
    for (boolean ascending : new boolean[] {true, false}) {
      List<String> read = new ArrayList<>();
      EntityQuery<Entry> query = db.entries().byAccountId("a1").all().limit(3);
      query = ascending ? query : query.descending();
      String cursor = null;
      int pages = 0;
      do {
        Page<Entry> page = query.startAfter(cursor).page();
        assertThat(page.items().size()).isLessThanOrEqualTo(3);
        read.addAll(ids(page.items()));
        cursor = page.cursor();
        pages++;
      } while (cursor != null);

      assertThat(read).isEqualTo(ascending ? expected(0, COUNT) : reversed(expected(0, COUNT)));
      assertThat(pages).isGreaterThanOrEqualTo(COUNT / 3);
    }
    assertThat(db.entries().byAccountId("a1").all().first(5)).hasSize(5);
    assertThat(db.entries().byAccountId("a1").all().first().orElseThrow().entryId())
        .isEqualTo("e00");
  }

  @Test
  void filledPagesReadBothFormsAndTakeThePlainPagesCursors() {
    for (boolean ascending : new boolean[] {true, false}) {
      EntityQuery<Entry> all = db.entries().byAccountId("a1").all();
      EntityQuery<Entry> cheap = all.filter(EntrySchema.CENTS.lt(30L));
      for (EntityQuery<Entry> query : List.of(all, cheap)) {
        EntityQuery<Entry> ordered = ascending ? query : query.descending();
        List<String> expected = ids(ordered.list());
        assertThat(expected).hasSizeGreaterThan(20);

        List<String> filled = new ArrayList<>();
        PageRequest request = PageRequest.first(3).filled();
        Page<Entry> page;
        do {
          page = ordered.page(request);
          filled.addAll(ids(page.items()));
          request = page.hasMore() ? request.next(page) : request;
        } while (page.hasMore());
        assertThat(filled).isEqualTo(expected);
        assertThat(ordered.pages(PageRequest.first(4).filled()).toList())
            .flatMap(p -> ids(p.items()))
            .isEqualTo(expected);

        // Plain and filled pages in turn, each resuming at the other's cursor.
        List<String> mixed = new ArrayList<>();
        String cursor = null;
        int turn = 0;
        do {
          PageRequest next = PageRequest.after(cursor, 3);
          Page<Entry> read = ordered.page(turn++ % 2 == 0 ? next : next.filled());
          mixed.addAll(ids(read.items()));
          cursor = read.cursor();
        } while (cursor != null);
        assertThat(mixed).isEqualTo(expected);
      }
    }
  }

  @Test
  void aBoundOfRequestsCountsTheQueriesOfBothKeys() {
    // Every page queries the new key and the former one: two requests a page.
    List<Page<Entry>> pages =
        db.entries().byAccountId("a1").all().pages(PageRequest.first(3).maxRequests(4)).toList();

    assertThat(pages).hasSize(2);
    assertThat(pages.get(1).boundReached()).isTrue();
    assertThat(pages.get(1).hasMore()).isTrue();
  }

  @Test
  void aQueryPagingWhileTheJobMovesTheEntriesSeesEachOnce() throws Exception {
    EntityQuery<Entry> query = db.entries().byAccountId("a1").all().limit(2);
    List<String> read = new ArrayList<>();
    Page<Entry> first = query.page();
    read.addAll(ids(first.items()));
    CompletableFuture<?> job =
        CompletableFuture.runAsync(
            () -> db.migrations().job("Entry.key").run(MigrationOptions.budget(50).segments(2)));
    String cursor = first.cursor();
    while (cursor != null) {
      Page<Entry> page = query.startAfter(cursor).page();
      read.addAll(ids(page.items()));
      cursor = page.cursor();
    }
    job.get();

    assertThat(read).isEqualTo(expected(0, COUNT));
    // Once moved, the same query reads them all from the new key.
    assertThat(ids(db.entries().byAccountId("a1").all().list())).isEqualTo(expected(0, COUNT));
    assertThat(db.entries().byAccountId("a1").all().list().get(3).cents()).isEqualTo(300);
  }

  /** Stores every entry of a1 in its former form only, as before any move. */
  private void allOld() {
    for (int i = 0; i < COUNT; i++) {
      Entry entry = entry("a1", i, i);
      putOld(entry);
      Map<String, AttributeValue> key =
          EntrySchema.INSTANCE.keyItem(EntrySchema.INSTANCE.keyOf(entry));
      client.deleteItem(b -> b.tableName(tableName).key(key));
    }
  }

  /**
   * A first page read before the job, the rest after it: the new key's read finds nothing on the
   * first page, and must still be read on the next ones, where the job moved the entries.
   */
  @Test
  void pagesBeforeAndAfterTheJobListEveryEntryOnce() {
    for (boolean ascending : new boolean[] {true, false}) {
      allOld();
      EntityQuery<Entry> query = db.entries().byAccountId("a1").all().limit(10);
      query = ascending ? query : query.descending();
      Page<Entry> first = query.page();
      List<String> read = new ArrayList<>(ids(first.items()));
      assertThat(read).hasSize(10);

      db.migrations().job("Entry.key").run(MigrationOptions.budget(1000));
      String cursor = first.cursor();
      while (cursor != null) {
        Page<Entry> page = query.startAfter(cursor).page();
        read.addAll(ids(page.items()));
        cursor = page.cursor();
      }

      assertThat(read).isEqualTo(ascending ? expected(0, COUNT) : reversed(expected(0, COUNT)));
    }
  }

  /** The collection of the new partition pages across the job alike. */
  @Test
  void collectionPagesBeforeAndAfterTheJobListEveryEntryOnce() {
    for (boolean ascending : new boolean[] {true, false}) {
      allOld();
      BooksDb.Journal first =
          ascending
              ? db.journal("a1").limit(10).page()
              : db.journal("a1").descending().limit(10).page();
      List<String> read = new ArrayList<>(ids(first.entries()));
      assertThat(read).hasSize(10);

      db.migrations().job("Entry.key").run(MigrationOptions.budget(1000));
      String cursor = first.cursor();
      while (cursor != null) {
        BooksDb.Journal page =
            ascending
                ? db.journal("a1").limit(10).startAfter(cursor).page()
                : db.journal("a1").descending().limit(10).startAfter(cursor).page();
        read.addAll(ids(page.entries()));
        cursor = page.cursor();
      }

      assertThat(read).isEqualTo(ascending ? expected(0, COUNT) : reversed(expected(0, COUNT)));
    }
  }

  /**
   * A cursor version 1 made, paging the account's entries under their former key, is refused by
   * version 2's merged query, saying why; another query's cursor is refused as before.
   */
  @Test
  void aCursorOfTheVersionBeforeTheMoveIsRefusedSayingWhy() {
    byte[] secret = new byte[32];
    secret[0] = 9;
    DbOptions options = DbOptions.builder().tableName(tableName).cursorSecret(secret).build();
    dev.singletable.processor.it.moving.v1.BooksV1Db before =
        dev.singletable.processor.it.moving.v1.BooksV1Db.create(client, options);
    BooksDb after = BooksDb.create(client, options);
    Page<dev.singletable.processor.it.moving.v1.Entry> page =
        before.entries().byAccountId("a1").all().limit(5).page();
    assertThat(page.items()).hasSize(5);

    assertThatThrownBy(
            () -> after.entries().byAccountId("a1").all().limit(5).startAfter(page.cursor()).page())
        .isInstanceOf(InvalidCursorException.class)
        .hasMessageContaining(
            "the cursor was made by this read before the keys of its items started to move");
    assertThatThrownBy(
            () -> after.entries().byAccountId("a2").all().startAfter(page.cursor()).page())
        .isInstanceOf(InvalidCursorException.class)
        .hasMessageContaining("the cursor belongs to another query");
  }

  /** Moves an entry as the job does: the new form put and the old one deleted. */
  private void moveRaw(Entry entry) {
    client.putItem(b -> b.tableName(tableName).item(EntrySchema.INSTANCE.toItem(entry)));
    Map<String, AttributeValue> old =
        EntrySchema.INSTANCE.formerKeyItem(EntrySchema.INSTANCE.keyOf(entry));
    client.deleteItem(b -> b.tableName(tableName).key(old));
  }

  private static boolean reads(SdkRequest request, String partition) {
    return request instanceof QueryRequest query
        && query.expressionAttributeValues().containsValue(AttributeValue.fromS(partition));
  }

  /**
   * The worst moment for a move: after the page's read of the former key and before its read of the
   * new key (the former key is read first, so the hook after its answer runs before the new key's
   * Query is sent). The entry is then seen under both keys, and returned once.
   */
  @Test
  void aMoveBetweenTheTwoReadsOfAPageLosesNoEntry() {
    AtomicBoolean moved = new AtomicBoolean();
    AtomicBoolean newKeyReadAfter = new AtomicBoolean();
    HookedClient hooked =
        new HookedClient(
            client,
            (operation, request) -> {
              if (reads(request, "ACCOUNT#a1") && moved.get()) {
                newKeyReadAfter.set(true);
              }
            },
            (operation, request) -> {
              if (reads(request, "ACC#a1") && moved.compareAndSet(false, true)) {
                moveRaw(entry("a1", 5, 5));
              }
            });
    BooksDb reader = BooksDb.create(hooked, DbOptions.builder().tableName(tableName).build());

    assertThat(ids(reader.entries().byAccountId("a1").all().list())).isEqualTo(expected(0, COUNT));
    assertThat(moved).isTrue();
    assertThat(newKeyReadAfter).isTrue();
  }

  /** A get whose item moves between its read of the new key and that of the former key. */
  @Test
  void aMoveBetweenTheTwoReadsOfAGetLosesNoEntry() {
    Entry moving = entry("a1", 9, 9);
    Map<String, AttributeValue> newKey =
        EntrySchema.INSTANCE.keyItem(EntrySchema.INSTANCE.keyOf(moving));
    AtomicBoolean moved = new AtomicBoolean();
    HookedClient hooked =
        new HookedClient(
            client,
            (operation, request) -> {},
            (operation, request) -> {
              if (request instanceof GetItemRequest get
                  && get.key().equals(newKey)
                  && moved.compareAndSet(false, true)) {
                moveRaw(moving);
              }
            });
    BooksDb reader = BooksDb.create(hooked, DbOptions.builder().tableName(tableName).build());

    assertThat(reader.entries().get(EntrySchema.INSTANCE.keyOf(moving))).contains(moving);
    assertThat(moved).isTrue();
  }

  @Test
  void theAsyncFaceMergesAlike(LocalDynamoDb engine) {
    try (DynamoDbAsyncClient asyncClient = engine.asyncClientBuilder().build()) {
      List<Entry> all =
          BooksDb.createAsync(asyncClient, DbOptions.builder().tableName(tableName).build())
              .entries()
              .byAccountId("a1")
              .all()
              .list()
              .join();
      assertThat(ids(all)).isEqualTo(expected(0, COUNT));
    }
  }
}
