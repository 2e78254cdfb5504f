package dev.singletable.runtime;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A transaction that was applied: its idempotency token, how many attempts it took, and the
 * entities its puts and creates stored (with {@code @Version} and timestamps set), each read back
 * typed by its key: {@code result.written(OrderKey.of(order))} is an {@code Optional<Order>}.
 */
public final class TransactionResult {

  /** An entity a put or create stored, with the entity type and primary key it is stored under. */
  record Written(String entityType, Map<String, AttributeValue> keyItem, Object entity) {}

  private final String idempotencyToken;
  private final int attempts;
  private final int actions;
  private final List<Written> written;

  TransactionResult(String idempotencyToken, int attempts, int actions, List<Written> written) {
    this.idempotencyToken = idempotencyToken;
    this.attempts = attempts;
    this.actions = actions;
    this.written = List.copyOf(written);
  }

  /** The ClientRequestToken every attempt carried. */
  public String idempotencyToken() {
    return idempotencyToken;
  }

  /** How many times the request was sent (1 unless a conflict or throttling was retried). */
  public int attempts() {
    return attempts;
  }

  /** How many actions the transaction had. */
  public int actions() {
    return actions;
  }

  /**
   * The entity a put or create of this transaction stored under {@code key}, as stored (new
   * version, timestamps); empty when no put or create of the transaction wrote that item.
   */
  @SuppressWarnings("unchecked") // stored by the schema of the key's entity type
  public <T> Optional<T> written(EntityKey<T> key) {
    Objects.requireNonNull(key, "key");
    Map<String, AttributeValue> keyItem = key.toKey();
    for (Written entry : written) {
      if (entry.entityType().equals(key.entityType()) && entry.keyItem().equals(keyItem)) {
        return Optional.of((T) entry.entity());
      }
    }
    return Optional.empty();
  }

  /** How many entities the puts and creates stored. */
  public int writtenCount() {
    return written.size();
  }

  @Override
  public String toString() {
    return "TransactionResult[token="
        + idempotencyToken
        + ", attempts="
        + attempts
        + ", actions="
        + actions
        + "]";
  }
}
