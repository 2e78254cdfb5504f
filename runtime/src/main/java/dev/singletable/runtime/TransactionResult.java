package dev.singletable.runtime;

import java.util.List;

/**
 * A transaction that was applied: its idempotency token, how many attempts it took, and the
 * entities its puts and creates stored (with {@code @Version} and timestamps set), in action order.
 */
public final class TransactionResult {

  private final String idempotencyToken;
  private final int attempts;
  private final int actions;
  private final List<Object> written;

  public TransactionResult(
      String idempotencyToken, int attempts, int actions, List<Object> written) {
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
   * The entities stored by puts and creates, as stored (new version, timestamps), in action order.
   */
  public List<Object> written() {
    return written;
  }

  /** The entities of {@code type} stored by puts and creates, as stored. */
  public <T> List<T> written(Class<T> type) {
    return written.stream().filter(type::isInstance).map(type::cast).toList();
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
