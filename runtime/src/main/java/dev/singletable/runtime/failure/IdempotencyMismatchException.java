package dev.singletable.runtime.failure;

/**
 * DynamoDB refused a transaction because its idempotency token (ClientRequestToken) was used in the
 * last 10 minutes for a transaction with other parameters ({@code
 * IdempotentParameterMismatchException}). Nothing of this transaction was applied. Use a new token
 * for a new transaction; to retry one, call {@code execute()} again on the same transaction object,
 * which sends the identical request.
 */
public class IdempotencyMismatchException extends SingletableException {

  private static final long serialVersionUID = 1L;

  private final String idempotencyToken;

  public IdempotencyMismatchException(String idempotencyToken, Throwable cause) {
    super(
        null,
        null,
        "TransactWriteItems refused: idempotency token "
            + idempotencyToken
            + " was already used for a different transaction in the last 10 minutes; nothing was"
            + " applied. Use a new token for a new transaction",
        cause);
    this.idempotencyToken = idempotencyToken;
  }

  /** The token that was reused. */
  public String idempotencyToken() {
    return idempotencyToken;
  }
}
