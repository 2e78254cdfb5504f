package dev.singletable.runtime.failure;

/**
 * A write carried a {@code @Version} that is no longer the stored one: someone else wrote the item
 * in between. Read it again, reapply the change and write again.
 */
public class OptimisticLockException extends ConditionFailedException {

  private static final long serialVersionUID = 1L;

  private final long expectedVersion;

  public OptimisticLockException(
      String entityType, String key, long expectedVersion, Object currentItem, Throwable cause) {
    super(
        entityType,
        key,
        entityType
            + " "
            + key
            + " is no longer at version "
            + expectedVersion
            + (expectedVersion == 0 ? " (it already exists)" : "")
            + "; read it again and retry the change",
        currentItem,
        cause);
    this.expectedVersion = expectedVersion;
  }

  /** The version the write expected to find (0: expected the item not to exist). */
  public long expectedVersion() {
    return expectedVersion;
  }
}
