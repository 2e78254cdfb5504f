package dev.singletable.samples.reviews;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Ttl;
import java.time.Instant;

/**
 * The mark that a stream record was applied to a summary, written in the same transaction: a
 * redelivered record finds it and changes nothing. Stream records are kept 24 hours, so the mark
 * expires after two days.
 */
@Entity(table = Reviews.class)
@KeyPattern(pk = "APPLIED#{eventId}", sk = "APPLIED")
public record AppliedChange(String eventId, String productId, @Ttl Instant expiresAt) {}
