package dev.singletable.runtime.failure;

import dev.singletable.runtime.DbOptions;

/**
 * A single-item write kept being refused because a transaction was writing the same item
 * (DynamoDB's {@code TransactionConflictException}). Singletable re-sends such a write with
 * backoff, within {@link DbOptions#retryPolicy()}; this reports that the attempts ran out. Nothing
 * was written: try again later, or find what keeps a transaction on this item.
 */
public class WriteConflictException extends RequestFailedException {

  private static final long serialVersionUID = 1L;

  private final int attempts;

  /**
   * @param cause the last {@code TransactionConflictException}
   */
  public WriteConflictException(
      String entityType, String key, String operation, int attempts, Throwable cause) {
    super(
        entityType,
        key,
        operation,
        operation
            + " of "
            + entityType
            + " "
            + key
            + " was refused "
            + attempts
            + (attempts == 1 ? " time" : " times")
            + " because a transaction was writing the item (TransactionConflict); nothing was"
            + " written: try again later",
        cause);
    this.attempts = attempts;
  }

  /** How many times the write was sent. */
  public int attempts() {
    return attempts;
  }
}
