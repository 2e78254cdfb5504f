package dev.singletable.golden;

import dev.singletable.runtime.BatchGet;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.ItemsByKey;
import javax.annotation.processing.Generated;

/**
 * A batch read on table {@code Ledger} of any number of keys of any entity types. Obtain it from
 * {@link LedgerDb#batchGet()}; a key added twice is read once. Not a snapshot: use
 * {@link LedgerDb#transactGet()} to read items as of one instant.
 *
 * @param <R> what {@code execute()} returns: the items, or a future of them
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class LedgerBatchGet<R> extends BatchGet<LedgerBatchGet<R>, LedgerItems, R, Ledger> {
  /** Used by {@link LedgerDb#batchGet()}. */
  LedgerBatchGet(TableHandle table, Face<LedgerItems, R> face) {
    super(table, face);
  }

  /** The typed items of this read. */
  @Override
  protected LedgerItems items(ItemsByKey read) {
    return new LedgerItems(read);
  }
}
