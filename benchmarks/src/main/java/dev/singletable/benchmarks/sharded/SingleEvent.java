package dev.singletable.benchmarks.sharded;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;
import java.time.LocalDate;

/** The same day's events in one partition: the one-shard baseline. */
@Entity(table = Log.class)
@KeyPattern(pk = "ONE#{day}", sk = "{at}#{eventId}")
@SuppressWarnings("singletable:hot-partition")
public record SingleEvent(LocalDate day, Instant at, String eventId, String detail) {}
