package dev.singletable.golden;

import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.Transaction;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.runtime.internal.Face;
import java.util.function.Consumer;
import javax.annotation.processing.Generated;

/**
 * A transaction on table {@code Ledger}: up to 100 actions on distinct items, applied all together
 * or not at all. Obtain it from {@link LedgerDb#transaction()} (or
 * {@link LedgerAsyncDb#transaction()}, whose {@code execute()} returns a future).
 *
 * <p>Each action is checked when added (item size, 100 actions, 4 MB, one action per item) and
 * addresses an item by its primary key, never an index. {@code @Version} is checked and
 * incremented, {@code @CreatedAt}/{@code @UpdatedAt} are set, as by the repositories' writes. On a
 * cancellation, {@link TransactionCancelledException} has one reason per action, in the order
 * added. An update is described on the entity's typed update:
 * {@code update(key, u -> u.set(...).condition(...))}.
 *
 * <p>{@code Transactions.together(...)} sends it with the transactions of other tables as one
 * TransactWriteItems.
 *
 * @param <R> what {@code execute()} returns: the result, or a future of it
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class LedgerTransaction<R> extends Transaction<LedgerTransaction<R>, R, Ledger> {
  /** Used by {@link LedgerDb#transaction()} and {@link LedgerAsyncDb#transaction()}. */
  LedgerTransaction(TableHandle table, Face<TransactionResult, R> face) {
    super(table, face);
  }

  /** Puts {@code item}, replacing any item with its key. */
  public LedgerTransaction<R> put(Item item) {
    return addPut(ItemSchema.INSTANCE, item);
  }

  /** Puts {@code item} only if {@code condition} holds for the stored item. */
  public LedgerTransaction<R> put(Item item, Condition<? super Item> condition) {
    return addPut(ItemSchema.INSTANCE, item, condition);
  }

  /** Puts {@code item} only if no item has its key. */
  public LedgerTransaction<R> create(Item item) {
    return addCreate(ItemSchema.INSTANCE, item);
  }

  /** Updates the existing {@link Item} with this key; the transaction fails if none. */
  public LedgerTransaction<R> update(ItemKey key,
      Consumer<ItemRepository.ItemUpdate<Void>> update) {
    return addUpdate(ItemSchema.INSTANCE, key, ItemRepository.ItemUpdate::new, update);
  }

  /** Updates the {@link Item} with this key, creating it when absent. */
  public LedgerTransaction<R> upsert(ItemKey key,
      Consumer<ItemRepository.ItemUpdate<Void>> update) {
    return addUpsert(ItemSchema.INSTANCE, key, ItemRepository.ItemUpdate::new, update);
  }

  /** Deletes the item of {@code item}. */
  public LedgerTransaction<R> delete(Item item) {
    return addDeleteEntity(ItemSchema.INSTANCE, item);
  }
}
