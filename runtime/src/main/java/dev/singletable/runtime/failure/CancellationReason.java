package dev.singletable.runtime.failure;

import dev.singletable.runtime.TableKey;
import dev.singletable.runtime.Transactions;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Why DynamoDB cancelled one action of a transaction, in the order the actions were added: its
 * position, what it did to which item, DynamoDB's code and message, and, when a condition failed,
 * the item as it is now, read as the action's entity {@code T}. {@link
 * TransactionCancelledException#reason(TableKey)} finds the reason of an action by its typed key,
 * so {@code e.reason(new OrderKey("o-1")).flatMap(CancellationReason::currentItem)} is an {@code
 * Optional<Order>}. The runtime makes the reasons; a new fact comes as a new method with a default.
 *
 * <p>Codes: {@code None} (this action was fine; another one failed), {@code
 * ConditionalCheckFailed}, {@code TransactionConflict}, {@code ThrottlingError}, {@code
 * ProvisionedThroughputExceeded}, {@code ItemCollectionSizeLimitExceeded}, {@code ValidationError}.
 * Its {@code toString()} reads {@code #2 Update Inventory PK=SKU#s1, SK=INVENTORY:
 * ConditionalCheckFailed (the condition did not hold)}.
 *
 * @param <T> the entity type of the item the action was on
 */
public interface CancellationReason<T> {

  /** The code of an action that did not cause the cancellation. */
  String NONE = "None";

  /** The code of an action whose condition (or version or existence check) did not hold. */
  String CONDITIONAL_CHECK_FAILED = "ConditionalCheckFailed";

  /** The 0-based position of the action, in the order it was added to the transaction. */
  int position();

  /**
   * What the action did: {@code Put}, {@code Create}, {@code Update}, {@code Upsert}, {@code
   * Delete}, {@code ConditionCheck}, {@code Get}.
   */
  String action();

  /** The entity type of the item the action was on. */
  String entityType();

  /**
   * The physical name of the table the item is in: the one table of a transaction, or one of the
   * tables of a transaction across tables ({@link Transactions#together}).
   */
  String table();

  /** The item's key, readable: {@code PK=ORDER#o1, SK=METADATA}. */
  String key();

  /** DynamoDB's code: {@code None} when this action did not cause the cancellation. */
  String code();

  /** DynamoDB's message, or {@code null}. */
  String message();

  /**
   * Whether this action failed on its {@code @Version}: the stored version is not the one the
   * action expected (or the item was expected to be new and exists, or expected and is gone). Read
   * the item again, reapply the change and run a new transaction.
   */
  boolean versionConflict();

  /**
   * Singletable's reading of a failed condition ({@code already exists}, {@code is no longer at
   * version 3}...), when the condition failed.
   */
  Optional<String> explanation();

  /**
   * The item as it is now, read as the action's entity, when the condition failed and the item
   * exists (and is of that entity type).
   */
  Optional<T> currentItem();

  /** The raw attributes of the current item, when DynamoDB returned them. */
  Optional<Map<String, AttributeValue>> currentAttributes();

  /** Whether this is the reason of the action on the item under {@code key} (in any table). */
  boolean isFor(TableKey<?, ?> key);

  /** Whether this action caused the cancellation (its code is not {@code None}). */
  default boolean failed() {
    return !NONE.equals(code());
  }

  /** Whether this action's condition did not hold (its own, or a version or existence check). */
  default boolean conditionFailed() {
    return CONDITIONAL_CHECK_FAILED.equals(code());
  }

  /**
   * Whether the cancellation was transient for this action (a conflict with another request, or
   * throttling): Singletable retries those itself; when it still fails, try again later.
   */
  default boolean isTransient() {
    String code = code();
    return "TransactionConflict".equals(code)
        || "ThrottlingError".equals(code)
        || "ProvisionedThroughputExceeded".equals(code)
        || "RequestLimitExceeded".equals(code);
  }
}
