package dev.singletable.golden;

import dev.singletable.runtime.ItemsByKey;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.TransactGet;
import dev.singletable.runtime.TransactionCancelledException;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/**
 * A transactional read on table {@code Market}: up to 100 items of any entity types, read as one
 * strongly consistent snapshot. Obtain it from {@link MarketDb#transactGet()}; a key added twice is
 * read once. {@code Transactions.together(...)} reads it with the reads of other tables in one
 * snapshot.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class MarketTransactGet extends TransactGet<MarketTransactGet, MarketItems> {
  /**
   * Used by {@link MarketDb#transactGet()}.
   */
  MarketTransactGet(TableHandle table) {
    super(table);
  }

  /**
   * Reads the {@link Customer} with this key.
   */
  public MarketTransactGet add(CustomerKey key) {
    return addKey(CustomerSchema.INSTANCE, key);
  }

  /**
   * Reads the {@link Order} with this key.
   */
  public MarketTransactGet add(OrderKey key) {
    return addKey(OrderSchema.INSTANCE, key);
  }

  /**
   * Reads the {@link Product} with this key.
   */
  public MarketTransactGet add(ProductKey key) {
    return addKey(ProductSchema.INSTANCE, key);
  }

  /**
   * Reads the {@link Review} with this key.
   */
  public MarketTransactGet add(ReviewKey key) {
    return addKey(ReviewSchema.INSTANCE, key);
  }

  /**
   * Reads the {@link Slot} with this key.
   */
  public MarketTransactGet add(SlotKey key) {
    return addKey(SlotSchema.INSTANCE, key);
  }

  /**
   * Reads every key together.
   *
   * @throws TransactionCancelledException when DynamoDB cancelled the read (conflicts are retried
   *     first)
   */
  public MarketItems execute() {
    return new MarketItems(read());
  }

  /**
   * {@link #execute()} without holding the calling thread (a table opened with an asynchronous
   * client); the future fails with the same exceptions.
   */
  public CompletableFuture<MarketItems> executeAsync() {
    return readAsync(MarketItems::new);
  }

  /**
   * The typed items of this read, for {@code Transactions.together(...)} reads across tables.
   */
  @Override
  protected MarketItems items(ItemsByKey read) {
    return new MarketItems(read);
  }
}
