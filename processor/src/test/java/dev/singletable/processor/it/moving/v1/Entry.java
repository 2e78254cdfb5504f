package dev.singletable.processor.it.moving.v1;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;

/**
 * A journal entry, as version 1 declared it: under {@code ACC#{accountId}}, which version 2 moves.
 */
@Entity(table = BooksV1.class)
@KeyPattern(pk = "ACC#{accountId}", sk = "E#{bookedAt}#{entryId}")
public record Entry(String accountId, Instant bookedAt, String entryId, long cents) {}
