package dev.singletable.processor.it.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;
import java.time.LocalDate;

/** The same log in one partition per day: what the sharded log's merged reads must equal. */
@Entity(table = Catalog.class)
@KeyPattern(pk = "PLAIN#{day}", sk = "{at}#{entryId}")
@SuppressWarnings("singletable:hot-partition")
public record PlainLogEntry(LocalDate day, Instant at, String entryId, String kind, String text) {}
