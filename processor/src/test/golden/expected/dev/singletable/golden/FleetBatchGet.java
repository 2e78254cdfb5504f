package dev.singletable.golden;

import dev.singletable.runtime.BatchGet;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.ItemsByKey;
import javax.annotation.processing.Generated;

/**
 * A batch read on table {@code Fleet} of any number of keys of any entity types. Obtain it from
 * {@link FleetDb#batchGet()}; a key added twice is read once. Not a snapshot: use
 * {@link FleetDb#transactGet()} to read items as of one instant.
 *
 * @param <R> what {@code execute()} returns: the items, or a future of them
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class FleetBatchGet<R> extends BatchGet<FleetBatchGet<R>, FleetItems, R, Fleet> {
  /** Used by {@link FleetDb#batchGet()}. */
  FleetBatchGet(TableHandle table, Face<FleetItems, R> face) {
    super(table, face);
  }

  /** The typed items of this read. */
  @Override
  protected FleetItems items(ItemsByKey read) {
    return new FleetItems(read);
  }
}
