package dev.singletable.samples.eventlog;

import dev.singletable.annotations.AccessPattern;
import dev.singletable.annotations.Descending;
import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Since;
import dev.singletable.annotations.Table;
import dev.singletable.annotations.Until;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * A write-heavy event log: every event of a day would land on one partition ({@code DAY#{day}}),
 * capped at about 1,000 writes per second, so the day is spread over 8 shard partitions and read
 * back merged in time order; the reads by kind go through an index sharded the same way.
 */
@Table(name = "EventLog", async = true, gsis = @GlobalIndex(name = "GSI1"))
public interface EventLog {

  @AccessPattern("A day's events, newest first, a page at a time (all 8 shards, merged)")
  @Descending
  Page<Event> eventsOfDay(LocalDate day, PageRequest page);

  @AccessPattern("A day's events in a time window, oldest first")
  List<Event> eventsBetween(LocalDate day, @Since("at") Instant from, @Until("at") Instant to);

  @AccessPattern("One event by its key (the shard is computed from the event id)")
  Optional<Event> event(LocalDate day, Instant at, String eventId);

  @AccessPattern("The latest events of a kind, across days (4 index shards, merged)")
  @Descending
  Page<Event> eventsOfKind(String kind, PageRequest page);
}
