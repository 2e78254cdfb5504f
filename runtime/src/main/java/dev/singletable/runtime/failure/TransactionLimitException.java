package dev.singletable.runtime.failure;

/**
 * A transaction would exceed one of DynamoDB's limits: 100 actions (or 100 items read), or 4 MB in
 * all. Refused before sending, at the action that crosses the limit; nothing was written. Split the
 * work into several transactions, or use a batch when it need not be atomic.
 */
public class TransactionLimitException extends ValidationException {

  private static final long serialVersionUID = 1L;

  private final long actual;
  private final long limit;

  public TransactionLimitException(
      String entityType, String key, String message, long actual, long limit) {
    super(entityType, key, message);
    this.actual = actual;
    this.limit = limit;
  }

  /**
   * DynamoDB refused the transaction as over one of its limits (the size reached is not known:
   * {@link #actual()} is -1).
   *
   * @param cause DynamoDB's {@code ValidationException}
   */
  public TransactionLimitException(String operation, long limit, Throwable cause) {
    super(
        null,
        null,
        operation
            + " refused by DynamoDB as over its limits (DynamoDB: \""
            + ServiceErrors.message(cause)
            + "\"); nothing was written: split the work into several transactions",
        cause);
    this.actual = -1;
    this.limit = limit;
  }

  /** The count or byte size the transaction would have reached, or -1 when DynamoDB refused it. */
  public long actual() {
    return actual;
  }

  /** The limit: 100 actions or 4,194,304 bytes. */
  public long limit() {
    return limit;
  }
}
