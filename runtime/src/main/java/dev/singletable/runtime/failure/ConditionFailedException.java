package dev.singletable.runtime.failure;

import java.util.Optional;

/**
 * A conditional write was refused because its condition did not hold. Nothing was written, and
 * Singletable does not retry it. Carries the item as it is now, read as the entity, when it exists.
 */
public class ConditionFailedException extends SingletableException {

  private static final long serialVersionUID = 1L;

  private final transient Object currentItem;

  public ConditionFailedException(
      String entityType, String key, String message, Object currentItem, Throwable cause) {
    super(entityType, key, message, cause);
    this.currentItem = currentItem;
  }

  /** The current item as the entity, when DynamoDB returned it (the item exists). */
  public Optional<Object> currentItem() {
    return Optional.ofNullable(currentItem);
  }

  /**
   * The current item as {@code type}, when it exists and is one.
   *
   * <pre>{@code
   * catch (ConditionFailedException e) {
   *   Order current = e.currentItem(Order.class).orElseThrow();
   * }
   * }</pre>
   */
  public <T> Optional<T> currentItem(Class<T> type) {
    return type.isInstance(currentItem) ? Optional.of(type.cast(currentItem)) : Optional.empty();
  }
}
