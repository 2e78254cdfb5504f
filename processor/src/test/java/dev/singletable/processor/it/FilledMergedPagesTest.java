package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.LogEntry;
import dev.singletable.processor.it.model.LogEntrySchema;
import dev.singletable.processor.it.model.Note;
import dev.singletable.processor.it.model.NoteSchema;
import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Filled pages beyond one table partition, on the engine: a sharded day of 160 log entries of which
 * every sixteenth is an error, an index partition of 30 notes of which every third matches, an item
 * collection, and a walk whose filter matches nothing.
 */
class FilledMergedPagesTest extends EngineTest {

  private static final LocalDate DAY = LocalDate.of(2031, 1, 1);
  private static final Instant T0 = Instant.parse("2031-01-01T00:00:00Z");
  private static final int ENTRIES = 160;
  private static final int NOTES = 30;

  @BeforeAll
  static void load() {
    for (int i = 0; i < ENTRIES; i++) {
      String kind = i % 16 == 5 ? "error" : "info";
      db.logEntries().put(new LogEntry(DAY, T0.plusSeconds(i), "m" + i, kind, "entry " + i));
    }
    for (int i = 0; i < NOTES; i++) {
      db.notes().put(new Note(String.format("u%02d", i), "shared", i % 3 == 1 ? "hit" : "miss"));
    }
    for (int i = 0; i < 70; i++) {
      db.notes().put(new Note("quiet", String.format("n%03d", i), "miss"));
    }
  }

  private static EntityQuery<LogEntry> errors() {
    return db.logEntries().byDay(DAY).filter(LogEntrySchema.KIND.eq("error"));
  }

  /** How many pages of the last {@link #walk} its bound stopped short. */
  private static int boundReached;

  /**
   * Every item of a walk of filled pages, each page asked for with {@code page(request)}: a page
   * its bound stopped short is resumed by the next.
   */
  private static <T> List<T> walk(Function<PageRequest, Page<T>> read, PageRequest first) {
    List<T> seen = new ArrayList<>();
    PageRequest request = first;
    boundReached = 0;
    for (int pages = 0; ; pages++) {
      assertThat(pages).as("pages").isLessThan(200);
      Page<T> page = read.apply(request);
      assertThat(page.items().size()).isLessThanOrEqualTo(first.size());
      if (page.hasMore() && !page.boundReached()) {
        assertThat(page.items()).as("a page with more is full").hasSize(first.size());
      }
      if (page.boundReached()) {
        boundReached++;
      }
      seen.addAll(page.items());
      if (!page.hasMore()) {
        return seen;
      }
      request = request.next(page);
    }
  }

  private static <T> List<T> flat(List<Page<T>> pages) {
    List<T> all = new ArrayList<>();
    pages.forEach(page -> all.addAll(page.items()));
    return all;
  }

  @Test
  void aShardedFilledWalkReadsTheFilteredListInBothOrders() {
    for (boolean oldestFirst : new boolean[] {true, false}) {
      EntityQuery<LogEntry> query = oldestFirst ? errors() : errors().newestFirst();
      List<LogEntry> expected = query.list();
      assertThat(expected).hasSize(ENTRIES / 16);

      for (int size : new int[] {1, 3, 4}) {
        PageRequest request = PageRequest.first(size).filled();
        assertThat(walk(query::page, request)).as("pages of %s", size).isEqualTo(expected);
        // Each shard's Limit grows round after round: at 1 match in 16, few pages stop short
        // (12, 3 and 2 oldest first; 45, 17 and 12 when every round asked for what was needed).
        assertThat(boundReached).isLessThanOrEqualTo(2 * expected.size() / size);
        assertThat(flat(query.pages(request).toList())).isEqualTo(expected);
      }
    }
  }

  @Test
  void aShardedFillGrowsEachShardsLimitSoTheDefaultBoundFillsThePage() {
    // Eight shards of twenty entries, one error in sixteen: asking each shard for the five items
    // still needed round after round, the ten requests of the default bound run out first.
    Page<LogEntry> page = errors().fill(5);

    assertThat(page.boundReached()).isFalse();
    assertThat(page.items()).isEqualTo(errors().list().subList(0, 5));
  }

  @Test
  void anIndexFilledWalkResumesFromTheIndexAndTableKeysInBothOrders() {
    for (boolean ascending : new boolean[] {true, false}) {
      EntityQuery<Note> hits = db.notes().byNote("shared").filter(NoteSchema.TEXT.eq("hit"));
      EntityQuery<Note> query = (ascending ? hits : hits.descending()).limit(4);
      List<Note> expected = query.list();
      assertThat(expected).hasSize(NOTES / 3);

      // Requests of four notes hold one or two hits: pages of one end inside a DynamoDB page.
      for (int size : new int[] {1, 2, 3}) {
        PageRequest request = PageRequest.first(size).filled();
        assertThat(walk(query::page, request)).as("pages of %s", size).isEqualTo(expected);
        assertThat(flat(query.pages(request).toList())).isEqualTo(expected);
      }
    }
  }

  @Test
  void aCollectionFilledWalkReadsEveryMemberOnce() {
    var expected = new ArrayList<Note>();
    String cursor = null;
    do {
      var page = db.userActivity("quiet").startAfter(cursor).page();
      expected.addAll(page.notes());
      cursor = page.cursor();
    } while (cursor != null);
    assertThat(expected).hasSize(70);

    var read = new ArrayList<Note>();
    PageRequest request = PageRequest.first(8).filled();
    while (true) {
      var page = db.userActivity("quiet").limit(3).page(request);
      assertThat(page.notes().size()).isLessThanOrEqualTo(8);
      read.addAll(page.notes());
      if (page.cursor() == null) {
        break;
      }
      assertThat(page.notes()).hasSize(8);
      request = PageRequest.after(page.cursor(), 8).filled();
    }
    assertThat(read).isEqualTo(expected);
  }

  @Test
  void aFilledWalkWithoutABoundFillsEachPageUnderTheDefaultBound() {
    // Requests of one note, none matching: each page stops at the default ten requests, and the
    // walk goes on from its cursor rather than reading the partition before its first page.
    EntityQuery<Note> none =
        db.notes().byUserId("quiet").filter(NoteSchema.TEXT.eq("never")).limit(1);

    List<Page<Note>> pages = none.pages(PageRequest.first(2).filled()).toList();

    assertThat(pages).hasSize(8);
    assertThat(pages).allMatch(page -> page.items().isEmpty() && !page.boundReached());
    assertThat(pages.subList(0, 7))
        .allMatch(page -> page.scannedCount() == PageRequest.DEFAULT_MAX_REQUESTS);
    assertThat(pages.get(7).hasMore()).isFalse();
    // A stated bound still bounds the walk as a whole.
    List<Page<Note>> bounded = none.pages(PageRequest.first(2).filled().maxRequests(25)).toList();
    assertThat(bounded).hasSize(1);
    assertThat(bounded.get(0).scannedCount()).isEqualTo(25);
    assertThat(bounded.get(0).boundReached()).isTrue();
    // Like page(request), a walk refuses a missing request at once.
    assertThatThrownBy(() -> none.pages(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("request");
  }
}
