package dev.singletable.golden;

import dev.singletable.runtime.BatchGet;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.ItemsByKey;
import javax.annotation.processing.Generated;

/**
 * A batch read on table {@code Market} of any number of keys of any entity types. Obtain it from
 * {@link MarketDb#batchGet()}; a key added twice is read once. Not a snapshot: use
 * {@link MarketDb#transactGet()} to read items as of one instant.
 *
 * @param <R> what {@code execute()} returns: the items, or a future of them
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class MarketBatchGet<R> extends BatchGet<MarketBatchGet<R>, MarketItems, R, Market> {
  /** Used by {@link MarketDb#batchGet()} and {@link MarketAsyncDb#batchGet()}. */
  MarketBatchGet(TableHandle table, Face<MarketItems, R> face) {
    super(table, face);
  }

  /** The typed items of this read. */
  @Override
  protected MarketItems items(ItemsByKey read) {
    return new MarketItems(read);
  }
}
