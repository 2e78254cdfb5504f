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
 * or not at all. Obtain it from {@link FleetDb#transaction()}.
 *
 * <p>Each action is checked when added (item size, 100 actions, 4 MB, one action per item) and
 * addresses an item by its primary key, never an index. {@code @Version} is checked and
 * incremented, {@code @CreatedAt}/{@code @UpdatedAt} are set, as by the repositories' writes. On a
 * cancellation, {@link TransactionCancelledException} has one reason per action, in the order
 * added. An update is described on the entity's typed update:
 * {@code update(key, u -> u.set(...).condition(...))}.
 *
 * <p>Per entity (one overload each, documented here once): {@code put(entity)} replaces any item
 * with its key, {@code put(entity, condition)} only if the condition holds for the stored item,
 * {@code create(entity)} only if no item has its key; with {@code @Version} a put requires the
 * stored version to be the entity's (or no item, for version 0) and stores the next one, and
 * {@code delete(entity)} requires it too. {@code update(key, u -> ...)} updates the existing item
 * (the transaction fails if there is none), {@code upsert(key, u -> ...)} creates it when absent;
 * {@code delete(key)} and {@code check(key, condition)} take the keys of every entity of the table.
 *
 * <p>{@code Transactions.together(...)} sends it with the transactions of other tables as one
 * TransactWriteItems.
 *
 * @param <R> what {@code execute()} returns: the result, or a future of it
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class FleetTransaction<R> extends Transaction<FleetTransaction<R>, R, Fleet> {
  /** Used by {@link FleetDb#transaction()}. */
  FleetTransaction(TableHandle table, Face<TransactionResult, R> face) {
    super(table, face);
  }

  public FleetTransaction<R> put(Trip trip) {
    return addPut(TripSchema.INSTANCE, trip);
  }

  public FleetTransaction<R> put(Trip trip, Condition<? super Trip> condition) {
    return addPut(TripSchema.INSTANCE, trip, condition);
  }

  public FleetTransaction<R> create(Trip trip) {
    return addCreate(TripSchema.INSTANCE, trip);
  }

  public FleetTransaction<R> update(TripKey key, Consumer<TripRepository.TripUpdate<Void>> update) {
    return addUpdate(TripSchema.INSTANCE, key, TripRepository.TripUpdate::new, update);
  }

  public FleetTransaction<R> upsert(TripKey key, Consumer<TripRepository.TripUpdate<Void>> update) {
    return addUpsert(TripSchema.INSTANCE, key, TripRepository.TripUpdate::new, update);
  }

  public FleetTransaction<R> delete(Trip trip) {
    return addDeleteEntity(TripSchema.INSTANCE, trip);
  }
}
