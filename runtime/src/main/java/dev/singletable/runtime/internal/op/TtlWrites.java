package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.UpdateAction;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Refuses, before a write is sent, a TTL that DynamoDB will never act on: its TTL process ignores
 * items whose expiry is more than five years in the past, so such an item would stay in the table
 * (and be billed) forever while every read hides it as expired.
 */
final class TtlWrites {

  /** Five years of 365 days plus a leap day: older expiries are ignored by DynamoDB's TTL. */
  static final Duration IGNORED_BEYOND = Duration.ofDays(5 * 365 + 1);

  private TtlWrites() {}

  /** Checks the TTL an update sets on {@code schema}'s {@code @Ttl} attribute, if it sets one. */
  static void check(
      EntitySchema<?, ?> schema, List<UpdateAction<?>> actions, String keyText, Instant now) {
    String ttl = schema.ttlAttribute();
    if (ttl == null) {
      return;
    }
    for (UpdateAction<?> action : actions) {
      if (action.path().depth() == 1 && action.path().attributeName().equals(ttl)) {
        check(schema, action.assignedValue().orElse(null), keyText, now);
      }
    }
  }

  /**
   * Checks the TTL a write stores for {@code schema}'s {@code @Ttl} attribute at {@code now}.
   *
   * @param value the stored value, or {@code null} when the write stores none
   * @param keyText the item's key, for the message
   * @throws IllegalArgumentException when it is more than five years before {@code now}
   */
  static void check(EntitySchema<?, ?> schema, AttributeValue value, String keyText, Instant now) {
    if (value == null || value.n() == null) {
      return;
    }
    long seconds;
    try {
      seconds = Long.parseLong(value.n());
    } catch (NumberFormatException notWholeSeconds) {
      return; // the value rules refuse what is not a number; fractions are not our TTLs
    }
    long oldest = now.minus(IGNORED_BEYOND).getEpochSecond();
    if (seconds < oldest) {
      throw new IllegalArgumentException(
          schema.entityType()
              + "."
              + schema.ttlAttribute()
              + ": a TTL of "
              + Instant.ofEpochSecond(seconds)
              + " is more than five years before now ("
              + now
              + "); DynamoDB's TTL process ignores such items, so "
              + schema.entityType()
              + " "
              + keyText
              + " would stay in the table forever while every read hides it as expired. Use an"
              + " expiry after "
              + Instant.ofEpochSecond(oldest)
              + " (a past one is deleted within days), or delete the item instead");
    }
  }
}
