package dev.singletable.golden;

import dev.singletable.runtime.BatchWrite;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.Face;
import javax.annotation.processing.Generated;

/**
 * A batch of puts and deletes on table {@code Market}, of any entity types and any number. Obtain
 * it from {@link MarketDb#batchWrite()}. Neither atomic nor conditional: each write is applied on
 * its own. Entities with {@code @Version} (Customer) have no batch put, since a batch cannot check
 * their version: put them with their repository or in a transaction. Entities with {@code @Unique}
 * attributes (Customer) have no batch put or delete, since a batch cannot write their guard items
 * with them.
 *
 * <p>{@code put(entity)} puts one entity and {@code put<Entities>(entities)} every one, replacing
 * any items with their keys; {@code delete(key)} and {@code deleteAll(keys)} take the keys of every
 * entity of the table.
 *
 * @param <R> what {@code execute()} returns: null, or a future of it
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class MarketBatchWrite<R> extends BatchWrite<MarketBatchWrite<R>, R, Market> {
  /** Used by {@link MarketDb#batchWrite()} and {@link MarketAsyncDb#batchWrite()}. */
  MarketBatchWrite(TableHandle table, Face<Void, R> face) {
    super(table, face);
  }

  public MarketBatchWrite<R> put(Order order) {
    return addPut(OrderSchema.INSTANCE, order);
  }

  public MarketBatchWrite<R> putOrders(Iterable<Order> orders) {
    return addPuts(OrderSchema.INSTANCE, orders);
  }

  public MarketBatchWrite<R> put(Product product) {
    return addPut(ProductSchema.INSTANCE, product);
  }

  public MarketBatchWrite<R> putProducts(Iterable<Product> products) {
    return addPuts(ProductSchema.INSTANCE, products);
  }

  public MarketBatchWrite<R> put(Review review) {
    return addPut(ReviewSchema.INSTANCE, review);
  }

  public MarketBatchWrite<R> putReviews(Iterable<Review> reviews) {
    return addPuts(ReviewSchema.INSTANCE, reviews);
  }

  public MarketBatchWrite<R> put(Slot slot) {
    return addPut(SlotSchema.INSTANCE, slot);
  }

  public MarketBatchWrite<R> putSlots(Iterable<Slot> slots) {
    return addPuts(SlotSchema.INSTANCE, slots);
  }
}
