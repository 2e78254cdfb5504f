package dev.singletable.samples.eventlog;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Shard;
import java.time.Instant;
import java.time.LocalDate;

/**
 * One logged event. The table key spreads a day over 8 shards by a hash of the event id (so a point
 * read computes the shard); the index spreads each kind over 4 shards at random.
 */
@Entity(table = EventLog.class)
@KeyPattern(pk = "DAY#{day}#{shard}", sk = "{at}#{eventId}")
@Gsi(index = "GSI1", pk = "KIND#{kind}#{shard}", sk = "{at}#{eventId}")
@Shard(count = 8, by = "eventId")
@Shard(count = 4, index = "GSI1")
public record Event(
    LocalDate day, Instant at, String eventId, String kind, String source, String detail) {}
