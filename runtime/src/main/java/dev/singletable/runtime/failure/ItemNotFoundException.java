package dev.singletable.runtime.failure;

/**
 * An update of an existing item found no item with that key; use {@code upsert(key)} to create it.
 */
public class ItemNotFoundException extends ConditionFailedException {

  private static final long serialVersionUID = 1L;

  public ItemNotFoundException(String entityType, String key, Throwable cause) {
    super(
        entityType,
        key,
        entityType + " " + key + " does not exist; use upsert(key) to create it" + " when absent",
        null,
        cause);
  }
}
