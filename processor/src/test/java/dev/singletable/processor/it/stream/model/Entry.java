package dev.singletable.processor.it.stream.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Ttl;
import java.time.Instant;

/** A journal entry, kept until {@code expiresAt}. */
@Entity(table = Journal.class)
@KeyPattern(pk = "ACCOUNT#{accountId}", sk = "ENTRY#{at}#{entryId}")
public record Entry(
    String accountId,
    Instant at,
    String entryId,
    long amount,
    String memo,
    @Ttl Instant expiresAt) {}
