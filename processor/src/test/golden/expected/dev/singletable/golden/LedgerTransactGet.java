package dev.singletable.golden;

import dev.singletable.runtime.ItemsByKey;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.TransactGet;
import dev.singletable.runtime.TransactionCancelledException;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/**
 * A transactional read on table {@code Ledger}: up to 100 items of any entity types, read as one
 * strongly consistent snapshot. Obtain it from {@link LedgerDb#transactGet()}; a key added twice is
 * read once. {@code Transactions.together(...)} reads it with the reads of other tables in one
 * snapshot.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class LedgerTransactGet extends TransactGet<LedgerTransactGet, LedgerItems> {
  /**
   * Used by {@link LedgerDb#transactGet()}.
   */
  LedgerTransactGet(TableHandle table) {
    super(table);
  }

  /**
   * Reads the {@link Item} with this key.
   */
  public LedgerTransactGet add(ItemKey key) {
    return addKey(ItemSchema.INSTANCE, key);
  }

  /**
   * Reads every key together.
   *
   * @throws TransactionCancelledException when DynamoDB cancelled the read (conflicts are retried
   *     first)
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

  /**
   * The typed items of this read, for {@code Transactions.together(...)} reads across tables.
   */
  @Override
  protected LedgerItems items(ItemsByKey read) {
    return new LedgerItems(read);
  }
}
