package dev.singletable.runtime.failure;

/**
 * A paging cursor was refused: it was damaged or forged, was made by another version, or belongs to
 * another query, index, partition or entity type.
 */
public class InvalidCursorException extends SingletableException {

  private static final long serialVersionUID = 1L;

  public InvalidCursorException(String entityType, String message) {
    super(entityType, null, message);
  }

  /**
   * DynamoDB refused the cursor's key as a starting key.
   *
   * @param cause DynamoDB's {@code ValidationException}
   */
  public InvalidCursorException(String entityType, String message, Throwable cause) {
    super(entityType, null, message, cause);
  }
}
