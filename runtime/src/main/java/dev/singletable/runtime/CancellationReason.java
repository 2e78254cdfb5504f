package dev.singletable.runtime;

import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Why DynamoDB cancelled one action of a transaction, in the order the actions were added: its
 * position, what it did to which item, DynamoDB's code and message, and, when a condition failed,
 * the item as it is now, read as the action's entity {@code T}. {@link
 * TransactionCancelledException#reason(EntityKey)} finds the reason of an action by its typed key,
 * so {@code e.reason(new OrderKey("o-1")).flatMap(CancellationReason::currentItem)} is an {@code
 * Optional<Order>}.
 *
 * <p>Codes: {@code None} (this action was fine; another one failed), {@code
 * ConditionalCheckFailed}, {@code TransactionConflict}, {@code ThrottlingError}, {@code
 * ProvisionedThroughputExceeded}, {@code ItemCollectionSizeLimitExceeded}, {@code ValidationError}.
 *
 * @param <T> the entity type of the item the action was on
 */
public final class CancellationReason<T> {

  /** The code of an action that did not cause the cancellation. */
  public static final String NONE = "None";

  /** The code of an action whose condition (or version or existence check) did not hold. */
  public static final String CONDITIONAL_CHECK_FAILED = "ConditionalCheckFailed";

  private final int position;
  private final String action;
  private final String entityType;
  private final String table;
  private final String key;
  private final Map<String, AttributeValue> keyItem;
  private final String code;
  private final String message;
  private final boolean versionConflict;
  private final String explanation;
  private final T currentItem;
  private final Map<String, AttributeValue> currentAttributes;

  /**
   * @param position the 0-based position of the action in the request
   * @param action what the action did: {@code Put}, {@code Create}, {@code Update}, {@code Upsert},
   *     {@code Delete}, {@code ConditionCheck} or {@code Get}
   * @param table the physical name of the table the item is in
   * @param key the item's key, readable
   * @param keyItem the item's primary key attributes
   * @param explanation Singletable's reading of a failed condition ("already exists"...), or null
   * @param currentItem the item as it is now, read as the action's entity, or null
   */
  public CancellationReason(
      int position,
      String action,
      String entityType,
      String table,
      String key,
      Map<String, AttributeValue> keyItem,
      String code,
      String message,
      boolean versionConflict,
      String explanation,
      T currentItem,
      Map<String, AttributeValue> currentAttributes) {
    this.position = position;
    this.action = action;
    this.entityType = entityType;
    this.table = table;
    this.key = key;
    this.keyItem = Map.copyOf(keyItem);
    this.code = code == null ? NONE : code;
    this.message = message;
    this.versionConflict = versionConflict;
    this.explanation = explanation;
    this.currentItem = currentItem;
    this.currentAttributes = currentAttributes == null ? null : Map.copyOf(currentAttributes);
  }

  /** The 0-based position of the action, in the order it was added to the transaction. */
  public int position() {
    return position;
  }

  /**
   * What the action did: {@code Put}, {@code Create}, {@code Update}, {@code Upsert}, {@code
   * Delete}, {@code ConditionCheck}, {@code Get}.
   */
  public String action() {
    return action;
  }

  /** The entity type of the item the action was on. */
  public String entityType() {
    return entityType;
  }

  /**
   * The physical name of the table the item is in: the one table of a transaction, or one of the
   * tables of a transaction across tables ({@link Transactions#together}).
   */
  public String table() {
    return table;
  }

  /** The item's key, readable: {@code PK=ORDER#o1, SK=METADATA}. */
  public String key() {
    return key;
  }

  /** DynamoDB's code: {@code None} when this action did not cause the cancellation. */
  public String code() {
    return code;
  }

  /** DynamoDB's message, or {@code null}. */
  public String message() {
    return message;
  }

  /** Whether this action caused the cancellation (its code is not {@code None}). */
  public boolean failed() {
    return !NONE.equals(code);
  }

  /** Whether this action's condition did not hold (its own, or a version or existence check). */
  public boolean conditionFailed() {
    return CONDITIONAL_CHECK_FAILED.equals(code);
  }

  /**
   * Whether this action failed on its {@code @Version}: the stored version is not the one the
   * action expected (or the item was expected to be new and exists, or expected and is gone). Read
   * the item again, reapply the change and run a new transaction.
   */
  public boolean versionConflict() {
    return versionConflict;
  }

  /**
   * Whether the cancellation was transient for this action (a conflict with another request, or
   * throttling): Singletable retries those itself; when it still fails, try again later.
   */
  public boolean isTransient() {
    return "TransactionConflict".equals(code)
        || "ThrottlingError".equals(code)
        || "ProvisionedThroughputExceeded".equals(code)
        || "RequestLimitExceeded".equals(code);
  }

  /**
   * The item as it is now, read as the action's entity, when the condition failed and the item
   * exists (and is of that entity type).
   */
  public Optional<T> currentItem() {
    return Optional.ofNullable(currentItem);
  }

  /** Whether this is the reason of the action on the item under {@code key} (in any table). */
  public boolean isFor(EntityKey<?> key) {
    return entityType.equals(key.entityType()) && keyItem.equals(key.toKey());
  }

  /** The raw attributes of the current item, when DynamoDB returned them. */
  public Optional<Map<String, AttributeValue>> currentAttributes() {
    return Optional.ofNullable(currentAttributes);
  }

  /**
   * For example {@code #2 Update Inventory PK=SKU#s1, SK=INVENTORY: ConditionalCheckFailed (the
   * condition did not hold)}.
   */
  @Override
  public String toString() {
    return describe(false);
  }

  /** {@link #toString()}, naming the table after the entity type when {@code withTable}. */
  String describe(boolean withTable) {
    StringBuilder text =
        new StringBuilder("#")
            .append(position)
            .append(' ')
            .append(action)
            .append(' ')
            .append(entityType);
    if (withTable) {
      text.append(" in ").append(table);
    }
    text.append(' ').append(key).append(": ").append(code);
    if (explanation != null) {
      text.append(" (").append(explanation).append(')');
    } else if (failed() && message != null) {
      text.append(" (").append(message).append(')');
    }
    return text.toString();
  }
}
