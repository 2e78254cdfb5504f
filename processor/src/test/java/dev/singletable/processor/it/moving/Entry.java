package dev.singletable.processor.it.moving;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.FormerKey;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;

/**
 * A journal entry, version 2: stored under {@code ACCOUNT#{accountId}} / {@code
 * ENTRY#{bookedAt}#{entryId}} since version 1 stored it under {@code ACC#{accountId}} / {@code
 * E#{bookedAt}#{entryId}}: another partition and another sort key, over the same components in the
 * same order, so that its queries read both while the entries move, and so does the collection
 * "journal" of its partition.
 */
@Entity(table = Books.class)
@KeyPattern(
    pk = "ACCOUNT#{accountId}",
    sk = "ENTRY#{bookedAt}#{entryId}",
    formerly = @FormerKey(pk = "ACC#{accountId}", sk = "E#{bookedAt}#{entryId}"))
@Collection("journal")
public record Entry(String accountId, Instant bookedAt, String entryId, long cents) {}
