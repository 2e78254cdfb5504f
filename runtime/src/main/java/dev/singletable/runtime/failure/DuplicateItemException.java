package dev.singletable.runtime.failure;

/**
 * Two actions of one transaction, or two writes of one batch, address the same item. DynamoDB
 * refuses the first; the second would make the outcome depend on the order DynamoDB happens to
 * apply them. Refused before sending; nothing was written. Combine the two into one action.
 */
public class DuplicateItemException extends ValidationException {

  private static final long serialVersionUID = 1L;

  private final String operation;
  private final int firstPosition;
  private final int secondPosition;

  public DuplicateItemException(
      String operation,
      String entityType,
      String key,
      int firstPosition,
      String firstAction,
      int secondPosition,
      String secondAction) {
    super(
        entityType,
        key,
        operation
            + " refused before sending: #"
            + firstPosition
            + " "
            + firstAction
            + " and #"
            + secondPosition
            + " "
            + secondAction
            + " are both on "
            + entityType
            + " "
            + key
            + "; DynamoDB allows one "
            + (operation.startsWith("Batch") ? "write" : "action")
            + " per item in a "
            + (operation.startsWith("Batch") ? "batch" : "transaction")
            + ": combine them into one");
    this.operation = operation;
    this.firstPosition = firstPosition;
    this.secondPosition = secondPosition;
  }

  /**
   * DynamoDB refused a request that addresses one item twice (the positions are not known: -1).
   *
   * @param cause DynamoDB's {@code ValidationException}
   */
  public DuplicateItemException(String operation, Throwable cause) {
    super(
        null,
        null,
        operation
            + " refused by DynamoDB: it addresses one item twice (DynamoDB: \""
            + ServiceErrors.message(cause)
            + "\"); nothing was written: combine the two into one",
        cause);
    this.operation = operation;
    this.firstPosition = -1;
    this.secondPosition = -1;
  }

  /** {@code TransactWriteItems}, {@code TransactGetItems} or {@code BatchWriteItem}. */
  public String operation() {
    return operation;
  }

  /** The 0-based position of the first action on the item, or -1 when DynamoDB refused it. */
  public int firstPosition() {
    return firstPosition;
  }

  /** The 0-based position of the second one, which was refused, or -1 when DynamoDB refused it. */
  public int secondPosition() {
    return secondPosition;
  }
}
