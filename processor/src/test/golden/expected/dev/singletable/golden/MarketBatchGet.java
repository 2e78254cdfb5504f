package dev.singletable.golden;

import dev.singletable.runtime.BatchGet;
import dev.singletable.runtime.BatchIncompleteException;
import dev.singletable.runtime.TableHandle;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/**
 * A batch read on table {@code Market} of any number of keys of any entity types. Obtain it from
 * {@link MarketDb#batchGet()}; a key added twice is read once. Not a snapshot: use
 * {@link MarketDb#transactGet()} to read items as of one instant.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class MarketBatchGet extends BatchGet<MarketBatchGet> {
  /**
   * Used by {@link MarketDb#batchGet()}.
   */
  MarketBatchGet(TableHandle table) {
    super(table);
  }

  /**
   * Reads the {@link Customer} with this key.
   */
  public MarketBatchGet add(CustomerKey key) {
    return addKey(CustomerSchema.INSTANCE, key);
  }

  /**
   * Reads the {@link Customer} items with these keys.
   */
  public MarketBatchGet addCustomers(Iterable<CustomerKey> keys) {
    for (CustomerKey key : keys) {
      addKey(CustomerSchema.INSTANCE, key);
    }
    return this;
  }

  /**
   * Reads the {@link Order} with this key.
   */
  public MarketBatchGet add(OrderKey key) {
    return addKey(OrderSchema.INSTANCE, key);
  }

  /**
   * Reads the {@link Order} items with these keys.
   */
  public MarketBatchGet addOrders(Iterable<OrderKey> keys) {
    for (OrderKey key : keys) {
      addKey(OrderSchema.INSTANCE, key);
    }
    return this;
  }

  /**
   * Reads the {@link Product} with this key.
   */
  public MarketBatchGet add(ProductKey key) {
    return addKey(ProductSchema.INSTANCE, key);
  }

  /**
   * Reads the {@link Product} items with these keys.
   */
  public MarketBatchGet addProducts(Iterable<ProductKey> keys) {
    for (ProductKey key : keys) {
      addKey(ProductSchema.INSTANCE, key);
    }
    return this;
  }

  /**
   * Reads the {@link Review} with this key.
   */
  public MarketBatchGet add(ReviewKey key) {
    return addKey(ReviewSchema.INSTANCE, key);
  }

  /**
   * Reads the {@link Review} items with these keys.
   */
  public MarketBatchGet addReviews(Iterable<ReviewKey> keys) {
    for (ReviewKey key : keys) {
      addKey(ReviewSchema.INSTANCE, key);
    }
    return this;
  }

  /**
   * Reads the {@link Slot} with this key.
   */
  public MarketBatchGet add(SlotKey key) {
    return addKey(SlotSchema.INSTANCE, key);
  }

  /**
   * Reads the {@link Slot} items with these keys.
   */
  public MarketBatchGet addSlots(Iterable<SlotKey> keys) {
    for (SlotKey key : keys) {
      addKey(SlotSchema.INSTANCE, key);
    }
    return this;
  }

  /**
   * Reads every key, re-sending unprocessed keys with backoff.
   *
   * @throws BatchIncompleteException listing the keys not read when the retries ran out
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
}
