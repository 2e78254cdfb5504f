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
 * A transaction on table {@code Fleet}: up to 100 actions on distinct items, applied all together
 * or not at all. Obtain it from {@link FleetDb#transaction()} (or
 * {@link FleetAsyncDb#transaction()}, whose {@code execute()} returns a future).
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
public final class FleetTransaction<R> extends Transaction<FleetTransaction<R>, R, Fleet> {
  /** Used by {@link FleetDb#transaction()} and {@link FleetAsyncDb#transaction()}. */
  FleetTransaction(TableHandle table, Face<TransactionResult, R> face) {
    super(table, face);
  }

  /**
   * Puts {@code trip} if the stored version is still its version (or no item exists, for version
   * 0), storing the next version.
   */
  public FleetTransaction<R> put(Trip trip) {
    return addPut(TripSchema.INSTANCE, trip);
  }

  /**
   * Puts {@code trip} only if {@code condition} holds for the stored item (and its version
   * matches).
   */
  public FleetTransaction<R> put(Trip trip, Condition<? super Trip> condition) {
    return addPut(TripSchema.INSTANCE, trip, condition);
  }

  /** Puts {@code trip} only if no item has its key. */
  public FleetTransaction<R> create(Trip trip) {
    return addCreate(TripSchema.INSTANCE, trip);
  }

  /** Updates the existing {@link Trip} with this key; the transaction fails if none. */
  public FleetTransaction<R> update(TripKey key, Consumer<TripRepository.TripUpdate<Void>> update) {
    return addUpdate(TripSchema.INSTANCE, key, TripRepository.TripUpdate::new, update);
  }

  /** Updates the {@link Trip} with this key, creating it when absent. */
  public FleetTransaction<R> upsert(TripKey key, Consumer<TripRepository.TripUpdate<Void>> update) {
    return addUpsert(TripSchema.INSTANCE, key, TripRepository.TripUpdate::new, update);
  }

  /** Deletes the item of {@code trip} if the stored version is still its version. */
  public FleetTransaction<R> delete(Trip trip) {
    return addDeleteEntity(TripSchema.INSTANCE, trip);
  }
}
