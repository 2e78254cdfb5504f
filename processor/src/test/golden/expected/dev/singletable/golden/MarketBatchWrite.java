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
 * @param <R> what {@code execute()} returns: null, or a future of it
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class MarketBatchWrite<R> extends BatchWrite<MarketBatchWrite<R>, R, Market> {
  /** Used by {@link MarketDb#batchWrite()} and {@link MarketAsyncDb#batchWrite()}. */
  MarketBatchWrite(TableHandle table, Face<Void, R> face) {
    super(table, face);
  }

  /** Puts {@code order}, replacing any item with its key. */
  public MarketBatchWrite<R> put(Order order) {
    return addPut(OrderSchema.INSTANCE, order);
  }

  /** Puts every {@link Order}, replacing any items with their keys. */
  public MarketBatchWrite<R> putOrders(Iterable<Order> orders) {
    for (Order order : orders) {
      addPut(OrderSchema.INSTANCE, order);
    }
    return this;
  }

  /** Puts {@code product}, replacing any item with its key. */
  public MarketBatchWrite<R> put(Product product) {
    return addPut(ProductSchema.INSTANCE, product);
  }

  /** Puts every {@link Product}, replacing any items with their keys. */
  public MarketBatchWrite<R> putProducts(Iterable<Product> products) {
    for (Product product : products) {
      addPut(ProductSchema.INSTANCE, product);
    }
    return this;
  }

  /** Puts {@code review}, replacing any item with its key. */
  public MarketBatchWrite<R> put(Review review) {
    return addPut(ReviewSchema.INSTANCE, review);
  }

  /** Puts every {@link Review}, replacing any items with their keys. */
  public MarketBatchWrite<R> putReviews(Iterable<Review> reviews) {
    for (Review review : reviews) {
      addPut(ReviewSchema.INSTANCE, review);
    }
    return this;
  }

  /** Puts {@code slot}, replacing any item with its key. */
  public MarketBatchWrite<R> put(Slot slot) {
    return addPut(SlotSchema.INSTANCE, slot);
  }

  /** Puts every {@link Slot}, replacing any items with their keys. */
  public MarketBatchWrite<R> putSlots(Iterable<Slot> slots) {
    for (Slot slot : slots) {
      addPut(SlotSchema.INSTANCE, slot);
    }
    return this;
  }
}
