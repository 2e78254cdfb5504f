package dev.singletable.benchmarks.sharded;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Shard;
import java.time.Instant;
import java.time.LocalDate;

/** A day's events over 8 shard partitions, by a hash of the event id. */
@Entity(table = Log.class)
@KeyPattern(pk = "DAY#{day}#{shard}", sk = "{at}#{eventId}")
@Shard(count = 8, by = "eventId")
public record ShardedEvent(LocalDate day, Instant at, String eventId, String detail) {}
