package dev.singletable.golden;

import dev.singletable.runtime.BatchGet;
import dev.singletable.runtime.BatchIncompleteException;
import dev.singletable.runtime.TableHandle;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/**
 * A batch read on table {@code Fleet} of any number of keys of any entity types. Obtain it from
 * {@link FleetDb#batchGet()}; a key added twice is read once. Not a snapshot: use
 * {@link FleetDb#transactGet()} to read items as of one instant.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class FleetBatchGet extends BatchGet<FleetBatchGet> {
  /**
   * Used by {@link FleetDb#batchGet()}.
   */
  FleetBatchGet(TableHandle table) {
    super(table);
  }

  /**
   * Reads the {@link Trip} with this key.
   */
  public FleetBatchGet add(TripKey key) {
    return addKey(TripSchema.INSTANCE, key);
  }

  /**
   * Reads the {@link Trip} items with these keys.
   */
  public FleetBatchGet addTrips(Iterable<TripKey> keys) {
    for (TripKey key : keys) {
      addKey(TripSchema.INSTANCE, key);
    }
    return this;
  }

  /**
   * Reads every key, re-sending unprocessed keys with backoff.
   *
   * @throws BatchIncompleteException listing the keys not read when the retries ran out
   */
  public FleetItems execute() {
    return new FleetItems(read());
  }

  /**
   * {@link #execute()} without holding the calling thread (a table opened with an asynchronous
   * client); the future fails with the same exceptions.
   */
  public CompletableFuture<FleetItems> executeAsync() {
    return readAsync(FleetItems::new);
  }
}
