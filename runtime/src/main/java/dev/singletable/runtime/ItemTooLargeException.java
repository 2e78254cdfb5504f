package dev.singletable.runtime;

/**
 * An item is larger than DynamoDB's 400 KB limit (counted as DynamoDB does: UTF-8 names plus
 * values). Refused before sending; nothing was written.
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

  /** The item size as DynamoDB counts it. */
  public long sizeBytes() {
    return sizeBytes;
  }

  /** The limit, 409,600 bytes. */
  public long limitBytes() {
    return limitBytes;
  }
}
