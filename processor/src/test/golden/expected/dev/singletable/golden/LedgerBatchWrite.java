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
 * <p>{@code put(entity)} puts one entity and {@code put<Entities>(entities)} every one, replacing
 * any items with their keys; {@code delete(key)} and {@code deleteAll(keys)} take the keys of every
 * entity of the table.
 *
 * @param <R> what {@code execute()} returns: null, or a future of it
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class LedgerBatchWrite<R> extends BatchWrite<LedgerBatchWrite<R>, R, Ledger> {
  /** Used by {@link LedgerDb#batchWrite()}. */
  LedgerBatchWrite(TableHandle table, Face<Void, R> face) {
    super(table, face);
  }

  public LedgerBatchWrite<R> put(Item item) {
    return addPut(ItemSchema.INSTANCE, item);
  }

  public LedgerBatchWrite<R> putItems(Iterable<Item> itemsValue) {
    return addPuts(ItemSchema.INSTANCE, itemsValue);
  }
}
