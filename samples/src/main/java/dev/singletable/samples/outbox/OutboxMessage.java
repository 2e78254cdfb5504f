package dev.singletable.samples.outbox;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Ttl;
import java.time.Instant;

/**
 * A message to publish, written in the same transaction as the change it announces, so that it
 * exists exactly when the change does; the stream relays it, and TTL deletes it a day later.
 */
@Entity(table = Checkout.class)
@KeyPattern(pk = "ORDER#{orderId}", sk = "OUTBOX#{messageId}", query = "outboxOf")
public record OutboxMessage(
    String orderId,
    String messageId,
    String topic,
    String payload,
    Instant createdAt,
    @Ttl Instant expiresAt) {}
