package dev.singletable.golden;

import dev.singletable.runtime.BatchWrite;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.Face;
import javax.annotation.processing.Generated;

/**
 * A batch of puts and deletes on table {@code Fleet}, of any entity types and any number. Obtain it
 * from {@link FleetDb#batchWrite()}. Neither atomic nor conditional: each write is applied on its
 * own. Entities with {@code @Version} (Trip) have no batch put, since a batch cannot check their
 * version: put them with their repository or in a transaction.
 *
 * <p>{@code put(entity)} puts one entity and {@code put<Entities>(entities)} every one, replacing
 * any items with their keys; {@code delete(key)} and {@code deleteAll(keys)} take the keys of every
 * entity of the table.
 *
 * @param <R> what {@code execute()} returns: null, or a future of it
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class FleetBatchWrite<R> extends BatchWrite<FleetBatchWrite<R>, R, Fleet> {
  /** Used by {@link FleetDb#batchWrite()}. */
  FleetBatchWrite(TableHandle table, Face<Void, R> face) {
    super(table, face);
  }
}
