package dev.singletable.golden;

import dev.singletable.runtime.CombinedTransactGet;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.TransactGet;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.ItemsByKey;
import javax.annotation.processing.Generated;

/**
 * A transactional read on table {@code Fleet}: up to 100 items of any entity types, read as one
 * strongly consistent snapshot. Obtain it from {@link FleetDb#transactGet()}; a key added twice is
 * read once. {@code Transactions.together(...)} reads it with the reads of other tables in one
 * snapshot.
 *
 * @param <R> what {@code execute()} returns: the items, or a future of them
 * @param <C> what a read across tables made with this one returns
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class FleetTransactGet<R, C> extends TransactGet<FleetTransactGet<R, C>, FleetItems, R, C, Fleet> {
  /** Used by {@link FleetDb#transactGet()}. */
  FleetTransactGet(TableHandle table, Face<FleetItems, R> face,
      Face<CombinedTransactGet.CombinedItems, C> combinedFace) {
    super(table, face, combinedFace);
  }

  /** The typed items of this read, for {@code Transactions.together(...)} reads across tables. */
  @Override
  protected FleetItems items(ItemsByKey read) {
    return new FleetItems(read);
  }
}
