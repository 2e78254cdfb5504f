package dev.singletable.golden;

import dev.singletable.runtime.BatchGet;
import dev.singletable.runtime.Face;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.ItemsByKey;
import javax.annotation.processing.Generated;

/**
 * A batch read on table {@code Market} of any number of keys of any entity types. Obtain it from
 * {@link MarketDb#batchGet()}; a key added twice is read once. Not a snapshot: use
 * {@link MarketDb#transactGet()} to read items as of one instant.
 *
 * @param <R> what {@code execute()} returns: the items, or a future of them
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class MarketBatchGet<R> extends BatchGet<MarketBatchGet<R>, MarketItems, R, Market> {
  /** Used by {@link MarketDb#batchGet()} and {@link MarketAsyncDb#batchGet()}. */
  MarketBatchGet(TableHandle table, Face<MarketItems, R> face) {
    super(table, face);
  }

  /** Reads the {@link Customer} items with these keys. */
  public MarketBatchGet<R> addCustomers(Iterable<CustomerKey> keys) {
    for (CustomerKey key : keys) {
      addKey(CustomerSchema.INSTANCE, key);
    }
    return this;
  }

  /** Reads the {@link Order} items with these keys. */
  public MarketBatchGet<R> addOrders(Iterable<OrderKey> keys) {
    for (OrderKey key : keys) {
      addKey(OrderSchema.INSTANCE, key);
    }
    return this;
  }

  /** Reads the {@link Product} items with these keys. */
  public MarketBatchGet<R> addProducts(Iterable<ProductKey> keys) {
    for (ProductKey key : keys) {
      addKey(ProductSchema.INSTANCE, key);
    }
    return this;
  }

  /** Reads the {@link Review} items with these keys. */
  public MarketBatchGet<R> addReviews(Iterable<ReviewKey> keys) {
    for (ReviewKey key : keys) {
      addKey(ReviewSchema.INSTANCE, key);
    }
    return this;
  }

  /** Reads the {@link Slot} items with these keys. */
  public MarketBatchGet<R> addSlots(Iterable<SlotKey> keys) {
    for (SlotKey key : keys) {
      addKey(SlotSchema.INSTANCE, key);
    }
    return this;
  }

  /** The typed items of this read. */
  @Override
  protected MarketItems items(ItemsByKey read) {
    return new MarketItems(read);
  }
}
