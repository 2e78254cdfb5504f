package dev.singletable.runtime.failure;

/**
 * An item is larger than DynamoDB's 400 KB limit (counted as DynamoDB does: UTF-8 names plus
 * values, with its local index entries). Refused before sending when Singletable can count it, or
 * refused by DynamoDB (an update that makes the stored item too large, which only DynamoDB can
 * measure); either way nothing was written.
 */
public class ItemTooLargeException extends ValidationException {

  private static final long serialVersionUID = 1L;

  private final long sizeBytes;
  private final long limitBytes;

  public ItemTooLargeException(String entityType, String key, long sizeBytes, long limitBytes) {
    super(
        entityType,
        key,
        entityType
            + " item "
            + key
            + " is "
            + sizeBytes
            + " bytes, over DynamoDB's limit of "
            + limitBytes
            + " bytes; move large values to S3 or split the item");
    this.sizeBytes = sizeBytes;
    this.limitBytes = limitBytes;
  }

  /**
   * DynamoDB refused the write: the item it would store is over its limit.
   *
   * @param operation the refused request, such as {@code UpdateItem}
   * @param cause DynamoDB's {@code ValidationException}
   */
  public ItemTooLargeException(
      String entityType, String key, String operation, long limitBytes, Throwable cause) {
    super(
        entityType,
        key,
        operation
            + " refused by DynamoDB: "
            + (entityType == null ? "an item" : entityType + " item " + (key == null ? "" : key))
            + " would be over DynamoDB's limit of "
            + limitBytes
            + " bytes (DynamoDB: \""
            + ServiceErrors.message(cause)
            + "\"); nothing was written: move large values to S3 or split the item",
        cause);
    this.sizeBytes = -1;
    this.limitBytes = limitBytes;
  }

  /**
   * The item size as DynamoDB counts it, or -1 when DynamoDB refused the write (it does not say by
   * how much the item is over).
   */
  public long sizeBytes() {
    return sizeBytes;
  }

  /** The limit, 409,600 bytes. */
  public long limitBytes() {
    return limitBytes;
  }
}
