package dev.singletable.runtime.failure;

/**
 * A request was refused because DynamoDB would reject it or because it would lose data: an item
 * over 400 KB, a transaction over its limits, two writes of one item in a batch. Usually refused
 * before it was sent; when DynamoDB itself refused it (it counts what Singletable can only
 * estimate), the cause is DynamoDB's {@code ValidationException}. Nothing was written.
 */
public class ValidationException extends SingletableException {

  private static final long serialVersionUID = 1L;

  public ValidationException(String entityType, String key, String message) {
    super(entityType, key, message);
  }

  /**
   * A refusal by DynamoDB itself.
   *
   * @param cause DynamoDB's {@code ValidationException}
   */
  public ValidationException(String entityType, String key, String message, Throwable cause) {
    super(entityType, key, message, cause);
  }
}
