package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.processor.it.model.LogEntry;
import dev.singletable.processor.it.model.LogEntryKey;
import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.Page;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Pages of a merged read of a sharded partition with items written between them: an item written
 * after a page into a shard that gave nothing to it, sorting before the page's last item, is never
 * returned by a later page (a single partition's Query resumes after its last key and never does
 * that either), and every item that was there from the start is returned once, in order.
 */
class ShardedPagingTest extends EngineTest {

  private static final Instant T0 = Instant.parse("2025-04-01T00:00:00Z");

  private static final Comparator<LogEntry> OLDEST_FIRST =
      Comparator.comparing(LogEntry::at).thenComparing(LogEntry::entryId);

  /** 40 entries of a day over its 8 shards, ten seconds apart. */
  private static List<LogEntry> load(LocalDate day, String kind) {
    List<LogEntry> entries = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      LogEntry entry = new LogEntry(day, T0.plusSeconds(10L * i), "m" + i, kind, "entry " + i);
      db.logEntries().put(entry);
      entries.add(entry);
    }
    return entries;
  }

  /**
   * An entry of {@code day} at {@code at} whose shard is none of {@code taken}'s: it sorts by
   * {@code at} only, wherever its id puts it.
   */
  private static LogEntry inAnotherShard(
      LocalDate day, Instant at, String kind, List<LogEntry> taken) {
    Set<String> partitions = new HashSet<>();
    taken.forEach(entry -> partitions.add(LogEntryKey.of(entry).pk()));
    for (int n = 0; ; n++) {
      LogEntry candidate = new LogEntry(day, at, "late" + n, kind, "written between pages");
      if (!partitions.contains(LogEntryKey.of(candidate).pk())) {
        return candidate;
      }
    }
  }

  private static List<LogEntry> readAll(
      Function<String, Page<LogEntry>> pageAfter, Runnable betweenFirstAndSecond) {
    List<LogEntry> all = new ArrayList<>();
    String cursor = null;
    int pages = 0;
    do {
      Page<LogEntry> page = pageAfter.apply(cursor);
      all.addAll(page.items());
      cursor = page.cursor();
      if (++pages == 1) {
        betweenFirstAndSecond.run();
      }
      assertThat(pages).isLessThan(200);
    } while (cursor != null);
    return all;
  }

  @Test
  void aWriteBehindTheMergedPositionIsNotReturnedByTheNextPage() {
    LocalDate day = LocalDate.of(2025, 4, 1);
    List<LogEntry> loaded = load(day, "info");
    EntityQuery<LogEntry> query = db.logEntries().byDay(day).limit(4);
    List<LogEntry> firstPage = query.page().items();
    assertThat(firstPage).hasSize(4);
    LogEntry late = inAnotherShard(day, firstPage.get(3).at().minusSeconds(1), "info", firstPage);

    List<LogEntry> all =
        readAll(cursor -> query.startAfter(cursor).page(), () -> db.logEntries().put(late));

    assertThat(all).doesNotContain(late).isSortedAccordingTo(OLDEST_FIRST);
    assertThat(all).containsExactlyElementsOf(loaded);
  }

  @Test
  void newestFirstPagesDoNotGoBackInTimeEither() {
    LocalDate day = LocalDate.of(2025, 4, 2);
    List<LogEntry> loaded = load(day, "info");
    EntityQuery<LogEntry> query = db.logEntries().byDay(day).newestFirst().limit(4);
    List<LogEntry> firstPage = query.page().items();
    LogEntry late = inAnotherShard(day, firstPage.get(3).at().plusSeconds(1), "info", firstPage);

    List<LogEntry> all =
        readAll(cursor -> query.startAfter(cursor).page(), () -> db.logEntries().put(late));

    assertThat(all).doesNotContain(late).isSortedAccordingTo(OLDEST_FIRST.reversed());
    List<LogEntry> newestFirst = new ArrayList<>(loaded);
    Collections.reverse(newestFirst);
    assertThat(all).containsExactlyElementsOf(newestFirst);
  }

  @Test
  void aWriteAfterTheMergedPositionIsReturnedInItsPlace() {
    LocalDate day = LocalDate.of(2025, 4, 3);
    List<LogEntry> loaded = load(day, "info");
    EntityQuery<LogEntry> query = db.logEntries().byDay(day).limit(4);
    List<LogEntry> firstPage = query.page().items();
    LogEntry late = inAnotherShard(day, loaded.get(20).at().plusSeconds(1), "info", firstPage);

    List<LogEntry> all =
        readAll(cursor -> query.startAfter(cursor).page(), () -> db.logEntries().put(late));

    List<LogEntry> expected = new ArrayList<>(loaded);
    expected.add(21, late);
    assertThat(all).containsExactlyElementsOf(expected);
  }
}
