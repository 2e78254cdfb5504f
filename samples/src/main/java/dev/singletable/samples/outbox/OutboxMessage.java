package dev.singletable.samples.outbox;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Ttl;
import dev.singletable.runtime.UuidV7;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

/**
 * A message to publish, written in the same transaction as the change it announces, so that it
 * exists exactly when the change does; the stream relays it, and TTL deletes it a day later.
 *
 * <p>Its id is a UUIDv7 ({@link UuidV7}), made by {@link #create}: ids sort by the millisecond they
 * were made, so an order's outbox reads back in the order its messages were written.
 */
@Entity(table = Checkout.class)
@KeyPattern(pk = "ORDER#{orderId}", sk = "OUTBOX#{messageId}", query = "outboxOf")
public record OutboxMessage(
    String orderId,
    UUID messageId,
    String topic,
    String payload,
    Instant createdAt,
    @Ttl Instant expiresAt) {

  /** A new message with a fresh time-ordered id, kept for {@code ttl} after {@code createdAt}. */
  public static OutboxMessage create(
      String orderId, String topic, String payload, Instant createdAt, Duration ttl) {
    return new OutboxMessage(
        orderId, UuidV7.next(), topic, payload, createdAt, createdAt.plus(ttl));
  }
}
