package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.failure.DuplicateItemException;
import dev.singletable.runtime.failure.TransactionLimitException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The actions of a TransactWriteItems, as an immutable value: each action added is checked, before
 * anything is sent, against the others (one action per item, an item being a table and a key) and
 * against DynamoDB's limits (100 actions, 4 MB in all).
 */
public final class TransactionActions {

  /** An item: its table and primary key (the same key in two tables is two items). */
  private record ItemId(String table, Map<String, AttributeValue> key) {}

  private static final TransactionActions EMPTY = new TransactionActions(List.of(), Map.of(), 0);

  private final List<TransactionAction> actions;
  private final Map<ItemId, TransactionAction> byKey;
  private final long bytes;

  private TransactionActions(
      List<TransactionAction> actions, Map<ItemId, TransactionAction> byKey, long bytes) {
    this.actions = actions;
    this.byKey = byKey;
    this.bytes = bytes;
  }

  /** No actions. */
  public static TransactionActions empty() {
    return EMPTY;
  }

  /**
   * These actions and {@code action}.
   *
   * @throws DuplicateItemException when an action is already on the same item
   * @throws TransactionLimitException when it would be the 101st action or bring the transaction
   *     over 4 MB
   */
  public TransactionActions plus(TransactionAction action) {
    TransactionAction previous = byKey.get(new ItemId(action.table(), action.keyItem()));
    if (previous != null) {
      throw new DuplicateItemException(
          "TransactWriteItems",
          action.entityType(),
          action.keyText(),
          previous.position(),
          previous.kind().label(),
          action.position(),
          action.kind().label());
    }
    if (actions.size() >= Limits.TRANSACTION_ITEMS) {
      throw new TransactionLimitException(
          action.entityType(),
          action.keyText(),
          "TransactWriteItems refused before sending: action #"
              + action.position()
              + " ("
              + action.describe()
              + ") would be action "
              + (actions.size() + 1)
              + ", over DynamoDB's limit of "
              + Limits.TRANSACTION_ITEMS
              + " per transaction; split the work into several transactions",
          actions.size() + 1L,
          Limits.TRANSACTION_ITEMS);
    }
    if (bytes + action.bytes() > Limits.TRANSACTION_BYTES) {
      throw new TransactionLimitException(
          action.entityType(),
          action.keyText(),
          "TransactWriteItems refused before sending: action #"
              + action.position()
              + " ("
              + action.describe()
              + ", "
              + action.bytes()
              + " bytes) would bring the transaction to "
              + (bytes + action.bytes())
              + " bytes, over DynamoDB's limit of "
              + Limits.TRANSACTION_BYTES
              + " bytes (4 MB); split the work into several"
              + " transactions",
          bytes + action.bytes(),
          Limits.TRANSACTION_BYTES);
    }
    List<TransactionAction> more = new ArrayList<>(actions.size() + 1);
    more.addAll(actions);
    more.add(action);
    Map<ItemId, TransactionAction> keys = new HashMap<>(byKey);
    keys.put(new ItemId(action.table(), action.keyItem()), action);
    return new TransactionActions(List.copyOf(more), keys, bytes + action.bytes());
  }

  /** The actions, in the order they were added. */
  public List<TransactionAction> list() {
    return actions;
  }

  public int size() {
    return actions.size();
  }

  public boolean isEmpty() {
    return actions.isEmpty();
  }
}
