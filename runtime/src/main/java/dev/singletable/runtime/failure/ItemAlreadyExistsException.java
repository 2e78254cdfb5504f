package dev.singletable.runtime.failure;

/** {@code create(...)} found an item with the same key; nothing was written. */
public class ItemAlreadyExistsException extends ConditionFailedException {

  private static final long serialVersionUID = 1L;

  public ItemAlreadyExistsException(
      String entityType, String key, Object currentItem, Throwable cause) {
    super(
        entityType,
        key,
        entityType + " " + key + " already exists; use put(...) to replace it",
        currentItem,
        cause);
  }
}
