package dev.singletable.golden;

import dev.singletable.runtime.ItemsByKey;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.TransactGet;
import dev.singletable.runtime.TransactionCancelledException;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/**
 * A transactional read on table {@code Fleet}: up to 100 items of any entity types, read as one
 * strongly consistent snapshot. Obtain it from {@link FleetDb#transactGet()}; a key added twice is
 * read once. {@code Transactions.together(...)} reads it with the reads of other tables in one
 * snapshot.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class FleetTransactGet extends TransactGet<FleetTransactGet, FleetItems> {
  /**
   * Used by {@link FleetDb#transactGet()}.
   */
  FleetTransactGet(TableHandle table) {
    super(table);
  }

  /**
   * Reads the {@link Trip} with this key.
   */
  public FleetTransactGet add(TripKey key) {
    return addKey(TripSchema.INSTANCE, key);
  }

  /**
   * Reads every key together.
   *
   * @throws TransactionCancelledException when DynamoDB cancelled the read (conflicts are retried
   *     first)
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

  /**
   * The typed items of this read, for {@code Transactions.together(...)} reads across tables.
   */
  @Override
  protected FleetItems items(ItemsByKey read) {
    return new FleetItems(read);
  }
}
