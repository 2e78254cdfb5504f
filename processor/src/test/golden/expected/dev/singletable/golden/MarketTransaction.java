package dev.singletable.golden;

import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.Transaction;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.runtime.internal.Face;
import java.util.function.Consumer;
import javax.annotation.processing.Generated;

/**
 * A transaction on table {@code Market}: up to 100 actions on distinct items, applied all together
 * or not at all. Obtain it from {@link MarketDb#transaction()} (or
 * {@link MarketAsyncDb#transaction()}, whose {@code execute()} returns a future).
 *
 * <p>Each action is checked when added (item size, 100 actions, 4 MB, one action per item) and
 * addresses an item by its primary key, never an index. {@code @Version} is checked and
 * incremented, {@code @CreatedAt}/{@code @UpdatedAt} are set, as by the repositories' writes. On a
 * cancellation, {@link TransactionCancelledException} has one reason per action, in the order
 * added. An update is described on the entity's typed update:
 * {@code update(key, u -> u.set(...).condition(...))}.
 *
 * <p>{@code Transactions.together(...)} sends it with the transactions of other tables as one
 * TransactWriteItems.
 *
 * @param <R> what {@code execute()} returns: the result, or a future of it
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class MarketTransaction<R> extends Transaction<MarketTransaction<R>, R, Market> {
  /** Used by {@link MarketDb#transaction()} and {@link MarketAsyncDb#transaction()}. */
  MarketTransaction(TableHandle table, Face<TransactionResult, R> face) {
    super(table, face);
  }

  /**
   * Puts {@code customer} if the stored version is still its version (or no item exists, for
   * version 0), storing the next version.
   */
  public MarketTransaction<R> put(Customer customer) {
    return addPut(CustomerSchema.INSTANCE, customer);
  }

  /**
   * Puts {@code customer} only if {@code condition} holds for the stored item (and its version
   * matches).
   */
  public MarketTransaction<R> put(Customer customer, Condition<? super Customer> condition) {
    return addPut(CustomerSchema.INSTANCE, customer, condition);
  }

  /** Puts {@code customer} only if no item has its key. */
  public MarketTransaction<R> create(Customer customer) {
    return addCreate(CustomerSchema.INSTANCE, customer);
  }

  /** Updates the existing {@link Customer} with this key; the transaction fails if none. */
  public MarketTransaction<R> update(CustomerKey key,
      Consumer<CustomerRepository.CustomerUpdate<Void>> update) {
    return addUpdate(CustomerSchema.INSTANCE, key, CustomerRepository.CustomerUpdate::new, update);
  }

  /** Updates the {@link Customer} with this key, creating it when absent. */
  public MarketTransaction<R> upsert(CustomerKey key,
      Consumer<CustomerRepository.CustomerUpdate<Void>> update) {
    return addUpsert(CustomerSchema.INSTANCE, key, CustomerRepository.CustomerUpdate::new, update);
  }

  /** Deletes the item of {@code customer} if the stored version is still its version. */
  public MarketTransaction<R> delete(Customer customer) {
    return addDeleteEntity(CustomerSchema.INSTANCE, customer);
  }

  /** Puts {@code order}, replacing any item with its key. */
  public MarketTransaction<R> put(Order order) {
    return addPut(OrderSchema.INSTANCE, order);
  }

  /** Puts {@code order} only if {@code condition} holds for the stored item. */
  public MarketTransaction<R> put(Order order, Condition<? super Order> condition) {
    return addPut(OrderSchema.INSTANCE, order, condition);
  }

  /** Puts {@code order} only if no item has its key. */
  public MarketTransaction<R> create(Order order) {
    return addCreate(OrderSchema.INSTANCE, order);
  }

  /** Updates the existing {@link Order} with this key; the transaction fails if none. */
  public MarketTransaction<R> update(OrderKey key,
      Consumer<OrderRepository.OrderUpdate<Void>> update) {
    return addUpdate(OrderSchema.INSTANCE, key, OrderRepository.OrderUpdate::new, update);
  }

  /** Updates the {@link Order} with this key, creating it when absent. */
  public MarketTransaction<R> upsert(OrderKey key,
      Consumer<OrderRepository.OrderUpdate<Void>> update) {
    return addUpsert(OrderSchema.INSTANCE, key, OrderRepository.OrderUpdate::new, update);
  }

  /** Deletes the item of {@code order}. */
  public MarketTransaction<R> delete(Order order) {
    return addDeleteEntity(OrderSchema.INSTANCE, order);
  }

  /** Puts {@code product}, replacing any item with its key. */
  public MarketTransaction<R> put(Product product) {
    return addPut(ProductSchema.INSTANCE, product);
  }

  /** Puts {@code product} only if {@code condition} holds for the stored item. */
  public MarketTransaction<R> put(Product product, Condition<? super Product> condition) {
    return addPut(ProductSchema.INSTANCE, product, condition);
  }

  /** Puts {@code product} only if no item has its key. */
  public MarketTransaction<R> create(Product product) {
    return addCreate(ProductSchema.INSTANCE, product);
  }

  /** Updates the existing {@link Product} with this key; the transaction fails if none. */
  public MarketTransaction<R> update(ProductKey key,
      Consumer<ProductRepository.ProductUpdate<Void>> update) {
    return addUpdate(ProductSchema.INSTANCE, key, ProductRepository.ProductUpdate::new, update);
  }

  /** Updates the {@link Product} with this key, creating it when absent. */
  public MarketTransaction<R> upsert(ProductKey key,
      Consumer<ProductRepository.ProductUpdate<Void>> update) {
    return addUpsert(ProductSchema.INSTANCE, key, ProductRepository.ProductUpdate::new, update);
  }

  /** Deletes the item of {@code product}. */
  public MarketTransaction<R> delete(Product product) {
    return addDeleteEntity(ProductSchema.INSTANCE, product);
  }

  /** Puts {@code review}, replacing any item with its key. */
  public MarketTransaction<R> put(Review review) {
    return addPut(ReviewSchema.INSTANCE, review);
  }

  /** Puts {@code review} only if {@code condition} holds for the stored item. */
  public MarketTransaction<R> put(Review review, Condition<? super Review> condition) {
    return addPut(ReviewSchema.INSTANCE, review, condition);
  }

  /** Puts {@code review} only if no item has its key. */
  public MarketTransaction<R> create(Review review) {
    return addCreate(ReviewSchema.INSTANCE, review);
  }

  /** Updates the existing {@link Review} with this key; the transaction fails if none. */
  public MarketTransaction<R> update(ReviewKey key,
      Consumer<ReviewRepository.ReviewUpdate<Void>> update) {
    return addUpdate(ReviewSchema.INSTANCE, key, ReviewRepository.ReviewUpdate::new, update);
  }

  /** Updates the {@link Review} with this key, creating it when absent. */
  public MarketTransaction<R> upsert(ReviewKey key,
      Consumer<ReviewRepository.ReviewUpdate<Void>> update) {
    return addUpsert(ReviewSchema.INSTANCE, key, ReviewRepository.ReviewUpdate::new, update);
  }

  /** Deletes the item of {@code review}. */
  public MarketTransaction<R> delete(Review review) {
    return addDeleteEntity(ReviewSchema.INSTANCE, review);
  }

  /** Puts {@code slot}, replacing any item with its key. */
  public MarketTransaction<R> put(Slot slot) {
    return addPut(SlotSchema.INSTANCE, slot);
  }

  /** Puts {@code slot} only if {@code condition} holds for the stored item. */
  public MarketTransaction<R> put(Slot slot, Condition<? super Slot> condition) {
    return addPut(SlotSchema.INSTANCE, slot, condition);
  }

  /** Puts {@code slot} only if no item has its key. */
  public MarketTransaction<R> create(Slot slot) {
    return addCreate(SlotSchema.INSTANCE, slot);
  }

  /** Updates the existing {@link Slot} with this key; the transaction fails if none. */
  public MarketTransaction<R> update(SlotKey key,
      Consumer<SlotRepository.SlotUpdate<Void>> update) {
    return addUpdate(SlotSchema.INSTANCE, key, SlotRepository.SlotUpdate::new, update);
  }

  /** Updates the {@link Slot} with this key, creating it when absent. */
  public MarketTransaction<R> upsert(SlotKey key,
      Consumer<SlotRepository.SlotUpdate<Void>> update) {
    return addUpsert(SlotSchema.INSTANCE, key, SlotRepository.SlotUpdate::new, update);
  }

  /** Deletes the item of {@code slot}. */
  public MarketTransaction<R> delete(Slot slot) {
    return addDeleteEntity(SlotSchema.INSTANCE, slot);
  }
}
