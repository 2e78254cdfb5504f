package dev.singletable.processor.it.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Shard;
import java.time.Instant;
import java.time.LocalDate;

/**
 * A write-heavy log: a day's entries spread over 8 table partitions by a hash of the entry id, and
 * over 4 partitions of GSI1 per kind at random.
 */
@Entity(table = Catalog.class)
@KeyPattern(pk = "LOG#{day}#{shard}", sk = "{at}#{entryId}")
@Gsi(index = "GSI1", pk = "LOGKIND#{kind}#{shard}", sk = "{at}#{entryId}", query = "byKind")
@Shard(count = 8, by = "entryId")
@Shard(count = 4, index = "GSI1")
public record LogEntry(LocalDate day, Instant at, String entryId, String kind, String text) {}
