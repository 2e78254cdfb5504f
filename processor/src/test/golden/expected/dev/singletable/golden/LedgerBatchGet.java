package dev.singletable.golden;

import dev.singletable.runtime.BatchGet;
import dev.singletable.runtime.BatchIncompleteException;
import dev.singletable.runtime.TableHandle;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/**
 * A batch read on table {@code Ledger} of any number of keys of any entity types. Obtain it from
 * {@link LedgerDb#batchGet()}; a key added twice is read once. Not a snapshot: use
 * {@link LedgerDb#transactGet()} to read items as of one instant.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class LedgerBatchGet extends BatchGet<LedgerBatchGet> {
  /**
   * Used by {@link LedgerDb#batchGet()}.
   */
  LedgerBatchGet(TableHandle table) {
    super(table);
  }

  /**
   * Reads the {@link Item} with this key.
   */
  public LedgerBatchGet add(ItemKey key) {
    return addKey(ItemSchema.INSTANCE, key);
  }

  /**
   * Reads the {@link Item} items with these keys.
   */
  public LedgerBatchGet addItems(Iterable<ItemKey> keys) {
    for (ItemKey key : keys) {
      addKey(ItemSchema.INSTANCE, key);
    }
    return this;
  }

  /**
   * Reads every key, re-sending unprocessed keys with backoff.
   *
   * @throws BatchIncompleteException listing the keys not read when the retries ran out
   */
  public LedgerItems execute() {
    return new LedgerItems(read());
  }

  /**
   * {@link #execute()} without holding the calling thread (a table opened with an asynchronous
   * client); the future fails with the same exceptions.
   */
  public CompletableFuture<LedgerItems> executeAsync() {
    return readAsync(LedgerItems::new);
  }
}
