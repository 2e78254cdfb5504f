package dev.singletable.runtime.internal.op;

import java.util.Objects;

/**
 * DynamoDB's limits on the size of batch and transaction requests, which the runtime checks or
 * splits by before sending. Limits on one item ({@link ItemSize}), one key ({@link KeyEncoding})
 * and one expression ({@code ExpressionLimits}) live with the code that measures them.
 */
public final class Limits {

  /** TransactWriteItems and TransactGetItems: at most 100 actions. */
  public static final int TRANSACTION_ITEMS = 100;

  /** TransactWriteItems: at most 4 MB in all. */
  public static final long TRANSACTION_BYTES = 4L * 1024 * 1024;

  /** ClientRequestToken: 1 to 36 characters. */
  public static final int MAX_TOKEN_LENGTH = 36;

  /** Returns {@code token} when DynamoDB accepts it as a ClientRequestToken, else refuses it. */
  public static String requireToken(String token) {
    Objects.requireNonNull(token, "token");
    if (token.isEmpty() || token.length() > MAX_TOKEN_LENGTH) {
      throw new IllegalArgumentException(
          "an idempotency token has 1 to "
              + MAX_TOKEN_LENGTH
              + " characters, got "
              + token.length()
              + ": \""
              + token
              + "\"");
    }
    return token;
  }

  /** BatchWriteItem: at most 25 put or delete requests. */
  public static final int BATCH_WRITES = 25;

  /** BatchGetItem: at most 100 keys. */
  public static final int BATCH_KEYS = 100;

  /** BatchWriteItem and BatchGetItem: at most 16 MB per request. */
  public static final long BATCH_BYTES = 16L * 1024 * 1024;

  private Limits() {}
}
