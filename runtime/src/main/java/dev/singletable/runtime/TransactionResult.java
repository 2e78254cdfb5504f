package dev.singletable.runtime;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A transaction that was applied: its idempotency token, how many attempts it took, and the
 * entities its puts and creates stored (with {@code @Version} and timestamps set), each read back
 * typed by its key: {@code result.written(OrderKey.of(order))} is an {@code Optional<Order>}. The
 * result of a transaction across tables ({@link Transactions#together}) answers the same for every
 * table, and {@link #of(Transaction)} per table.
 */
public final class TransactionResult {

  /**
   * An entity a put or create of {@code part} stored, with the table, entity type and primary key
   * it is stored under.
   */
  record Written(
      Transaction<?, ?, ?> part,
      String table,
      String entityType,
      Map<String, AttributeValue> keyItem,
      Object entity) {}

  private final String idempotencyToken;
  private final int attempts;
  private final int actions;
  private final List<Written> written;
  private final Map<Transaction<?, ?, ?>, Integer> parts;

  /**
   * @param parts the transactions whose actions were sent, with how many actions each had
   */
  TransactionResult(
      String idempotencyToken,
      int attempts,
      int actions,
      List<Written> written,
      Map<Transaction<?, ?, ?>, Integer> parts) {
    this.idempotencyToken = idempotencyToken;
    this.attempts = attempts;
    this.actions = actions;
    this.written = List.copyOf(written);
    this.parts = new IdentityHashMap<>(parts);
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
  public <T> Optional<T> written(TableKey<?, T> key) {
    Objects.requireNonNull(key, "key");
    Map<String, AttributeValue> keyItem = key.toKey();
    Written found = null;
    for (Written entry : written) {
      if (entry.entityType().equals(key.entityType()) && entry.keyItem().equals(keyItem)) {
        if (found != null) {
          throw new IllegalArgumentException(
              key.entityType()
                  + " "
                  + keyItem
                  + " was written in table "
                  + found.table()
                  + " and in table "
                  + entry.table()
                  + "; name the table with of(part).written(key)");
        }
        found = entry;
      }
    }
    return found == null ? Optional.empty() : Optional.of((T) found.entity());
  }

  /**
   * What this transaction wrote in the table of {@code part}, one of the transactions combined by
   * {@link Transactions#together} (or the transaction itself): the same token and attempts, that
   * table's actions and the entities stored there.
   *
   * @throws IllegalArgumentException when {@code part} was not part of this transaction
   */
  public TransactionResult of(Transaction<?, ?, ?> part) {
    Objects.requireNonNull(part, "part");
    Integer count = parts.get(part);
    if (count == null) {
      throw new IllegalArgumentException(
          part + " was not part of the transaction with token " + idempotencyToken);
    }
    return new TransactionResult(
        idempotencyToken,
        attempts,
        count,
        written.stream().filter(entry -> entry.part() == part).toList(),
        Map.of(part, count));
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
