package dev.singletable.runtime.failure;

import dev.singletable.runtime.RetryPolicy;
import java.util.List;

/**
 * A batch did not complete: DynamoDB left some writes or reads unprocessed after the bounded
 * retries of {@link RetryPolicy}, or a request failed outright ({@link #getCause()} is then a
 * {@link RequestFailedException}). Nothing is silently dropped: this exception lists exactly what
 * was not written ({@link #notWritten()}, {@link #notDeleted()}) or not read ({@link #notRead()}),
 * as entities and keys. Everything else of the batch was applied (a batch is not atomic).
 *
 * <pre>{@code
 * try {
 *   db.batchWrite().putLineItems(items).execute();
 * } catch (BatchIncompleteException e) {
 *   retryLater(e.notWritten(LineItem.class));
 * }
 * }</pre>
 */
public class BatchIncompleteException extends SingletableException {

  private static final long serialVersionUID = 1L;

  private static final int LISTED = 10;

  private final String operation;
  private final transient List<Object> notWritten;
  private final transient List<Object> notDeleted;
  private final transient List<Object> notRead;
  private final transient List<Object> itemsRead;
  private final int attempts;

  /**
   * @param described readable descriptions of what was left ({@code put LineItem PK=.., SK=..}), in
   *     request order; the message lists the first ten
   */
  public BatchIncompleteException(
      String operation,
      List<Object> notWritten,
      List<Object> notDeleted,
      List<Object> notRead,
      List<Object> itemsRead,
      List<String> described,
      int attempts,
      Throwable cause) {
    super(null, null, describe(operation, described, attempts, cause), cause);
    this.operation = operation;
    this.notWritten = List.copyOf(notWritten);
    this.notDeleted = List.copyOf(notDeleted);
    this.notRead = List.copyOf(notRead);
    this.itemsRead = List.copyOf(itemsRead);
    this.attempts = attempts;
  }

  private static String describe(
      String operation, List<String> described, int attempts, Throwable cause) {
    StringBuilder text =
        new StringBuilder(operation)
            .append(" left ")
            .append(described.size())
            .append(described.size() == 1 ? " request" : " requests")
            .append(" unprocessed");
    if (cause != null) {
      text.append(" after a failure (").append(cause.getMessage()).append(')');
    } else {
      text.append(" after ").append(attempts).append(attempts == 1 ? " attempt" : " attempts");
    }
    text.append(": ");
    for (int i = 0; i < Math.min(LISTED, described.size()); i++) {
      text.append(i == 0 ? "" : "; ").append(described.get(i));
    }
    if (described.size() > LISTED) {
      text.append("; and ").append(described.size() - LISTED).append(" more");
    }
    return text.toString();
  }

  /** {@code BatchWriteItem} or {@code BatchGetItem}. */
  public String operation() {
    return operation;
  }

  /** The entities whose put was not applied, as they would have been stored, in request order. */
  public List<Object> notWritten() {
    return notWritten;
  }

  /** The entities of {@code type} whose put was not applied. */
  public <T> List<T> notWritten(Class<T> type) {
    return only(notWritten, type);
  }

  /** The keys whose delete was not applied, in request order. */
  public List<Object> notDeleted() {
    return notDeleted;
  }

  /** The keys of {@code keyType} whose delete was not applied. */
  public <K> List<K> notDeleted(Class<K> keyType) {
    return only(notDeleted, keyType);
  }

  /** The keys that were not read (a batch get), in the order they were added. */
  public List<Object> notRead() {
    return notRead;
  }

  /** The keys of {@code keyType} that were not read. */
  public <K> List<K> notRead(Class<K> keyType) {
    return only(notRead, keyType);
  }

  /** The entities a batch get did read before giving up. */
  public List<Object> itemsRead() {
    return itemsRead;
  }

  /** The entities of {@code type} a batch get did read before giving up. */
  public <T> List<T> itemsRead(Class<T> type) {
    return only(itemsRead, type);
  }

  /** How many requests were sent for the items left over (the policy's bound when it ran out). */
  public int attempts() {
    return attempts;
  }

  private static <T> List<T> only(List<Object> values, Class<T> type) {
    return values.stream().filter(type::isInstance).map(type::cast).toList();
  }
}
