package dev.singletable.runtime;

/**
 * A request was refused before it was sent because DynamoDB would reject it or because it would
 * lose data: an item over 400 KB, a transaction over its limits, two writes of one item in a batch.
 * Nothing was written.
 */
public class ValidationException extends SingletableException {

  private static final long serialVersionUID = 1L;

  public ValidationException(String entityType, String key, String message) {
    super(entityType, key, message);
  }
}
