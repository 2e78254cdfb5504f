package dev.singletable.runtime.failure;

/**
 * A write would give an {@code @Unique} attribute a value that another item of the entity type
 * already holds: the value's guard item names another key. Nothing was written.
 *
 * <p>When the key that holds the value has no item ({@link #holderExists()} is false), the guard is
 * an orphan, left by a write that did not go through Singletable (or by a version without
 * {@code @Unique}'s guards): it is reported, never overwritten. Once it is known to be stale,
 * {@code repository.releaseUnique(attribute, value)} deletes it.
 */
public class UniqueValueTakenException extends ConditionFailedException {

  private static final long serialVersionUID = 1L;

  private final String attribute;
  private final String value;
  private final String holderKey;
  private final boolean holderExists;

  /**
   * @param entityType the entity type written
   * @param key the key of the item written, readable
   * @param attribute the stored name of the unique attribute
   * @param value the value as stored (a number's canonical text)
   * @param holderKey the key of the item that holds the value, readable
   * @param holderExists whether an item has that key (false: an orphan guard)
   */
  public UniqueValueTakenException(
      String entityType,
      String key,
      String attribute,
      String value,
      String holderKey,
      boolean holderExists,
      Throwable cause) {
    super(
        entityType,
        key,
        entityType
            + "."
            + attribute
            + " = "
            + value
            + (holderExists
                ? " is already taken by " + holderKey
                : " is held by a guard item for "
                    + holderKey
                    + ", whose item does not exist (an orphan guard, written outside this"
                    + " entity's writes); release it with releaseUnique(\""
                    + attribute
                    + "\", value) once it is known to be stale")
            + "; nothing was written for "
            + entityType
            + " "
            + key,
        null,
        cause);
    this.attribute = attribute;
    this.value = value;
    this.holderKey = holderKey;
    this.holderExists = holderExists;
  }

  /** The stored name of the {@code @Unique} attribute. */
  public String attribute() {
    return attribute;
  }

  /** The value that is taken, as stored. */
  public String value() {
    return value;
  }

  /** The key of the item that holds the value, readable ({@code PK=USER#u1, SK=PROFILE}). */
  public String holderKey() {
    return holderKey;
  }

  /** Whether the holder's item exists; false when the guard is an orphan. */
  public boolean holderExists() {
    return holderExists;
  }
}
