package dev.singletable.golden;

import dev.singletable.runtime.BatchWrite;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.Face;
import javax.annotation.processing.Generated;

/**
 * A batch of puts and deletes on table {@code Ledger}, of any entity types and any number. Obtain
 * it from {@link LedgerDb#batchWrite()}. Neither atomic nor conditional: each write is applied on
 * its own.
 *
 * @param <R> what {@code execute()} returns: null, or a future of it
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class LedgerBatchWrite<R> extends BatchWrite<LedgerBatchWrite<R>, R, Ledger> {
  /** Used by {@link LedgerDb#batchWrite()} and {@link LedgerAsyncDb#batchWrite()}. */
  LedgerBatchWrite(TableHandle table, Face<Void, R> face) {
    super(table, face);
  }

  /** Puts {@code item}, replacing any item with its key. */
  public LedgerBatchWrite<R> put(Item item) {
    return addPut(ItemSchema.INSTANCE, item);
  }

  /** Puts every {@link Item}, replacing any items with their keys. */
  public LedgerBatchWrite<R> putItems(Iterable<Item> itemsValue) {
    for (Item item : itemsValue) {
      addPut(ItemSchema.INSTANCE, item);
    }
    return this;
  }
}
