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
 * <p>Per entity (one overload each, documented here once): {@code put(entity)} replaces any item
 * with its key, {@code put(entity, condition)} only if the condition holds for the stored item,
 * {@code create(entity)} only if no item has its key; with {@code @Version} a put requires the
 * stored version to be the entity's (or no item, for version 0) and stores the next one, and
 * {@code delete(entity)} requires it too. {@code update(key, u -> ...)} updates the existing item
 * (the transaction fails if there is none), {@code upsert(key, u -> ...)} creates it when absent;
 * {@code delete(key)} and {@code check(key, condition)} take the keys of every entity of the table.
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

  public MarketTransaction<R> put(Customer customer) {
    return addPut(CustomerSchema.INSTANCE, customer);
  }

  public MarketTransaction<R> put(Customer customer, Condition<? super Customer> condition) {
    return addPut(CustomerSchema.INSTANCE, customer, condition);
  }

  public MarketTransaction<R> create(Customer customer) {
    return addCreate(CustomerSchema.INSTANCE, customer);
  }

  public MarketTransaction<R> update(CustomerKey key,
      Consumer<CustomerRepository.CustomerUpdate<Void>> update) {
    return addUpdate(CustomerSchema.INSTANCE, key, CustomerRepository.CustomerUpdate::new, update);
  }

  public MarketTransaction<R> upsert(CustomerKey key,
      Consumer<CustomerRepository.CustomerUpdate<Void>> update) {
    return addUpsert(CustomerSchema.INSTANCE, key, CustomerRepository.CustomerUpdate::new, update);
  }

  public MarketTransaction<R> delete(Customer customer) {
    return addDeleteEntity(CustomerSchema.INSTANCE, customer);
  }

  public MarketTransaction<R> put(Order order) {
    return addPut(OrderSchema.INSTANCE, order);
  }

  public MarketTransaction<R> put(Order order, Condition<? super Order> condition) {
    return addPut(OrderSchema.INSTANCE, order, condition);
  }

  public MarketTransaction<R> create(Order order) {
    return addCreate(OrderSchema.INSTANCE, order);
  }

  public MarketTransaction<R> update(OrderKey key,
      Consumer<OrderRepository.OrderUpdate<Void>> update) {
    return addUpdate(OrderSchema.INSTANCE, key, OrderRepository.OrderUpdate::new, update);
  }

  public MarketTransaction<R> upsert(OrderKey key,
      Consumer<OrderRepository.OrderUpdate<Void>> update) {
    return addUpsert(OrderSchema.INSTANCE, key, OrderRepository.OrderUpdate::new, update);
  }

  public MarketTransaction<R> delete(Order order) {
    return addDeleteEntity(OrderSchema.INSTANCE, order);
  }

  public MarketTransaction<R> put(Product product) {
    return addPut(ProductSchema.INSTANCE, product);
  }

  public MarketTransaction<R> put(Product product, Condition<? super Product> condition) {
    return addPut(ProductSchema.INSTANCE, product, condition);
  }

  public MarketTransaction<R> create(Product product) {
    return addCreate(ProductSchema.INSTANCE, product);
  }

  public MarketTransaction<R> update(ProductKey key,
      Consumer<ProductRepository.ProductUpdate<Void>> update) {
    return addUpdate(ProductSchema.INSTANCE, key, ProductRepository.ProductUpdate::new, update);
  }

  public MarketTransaction<R> upsert(ProductKey key,
      Consumer<ProductRepository.ProductUpdate<Void>> update) {
    return addUpsert(ProductSchema.INSTANCE, key, ProductRepository.ProductUpdate::new, update);
  }

  public MarketTransaction<R> delete(Product product) {
    return addDeleteEntity(ProductSchema.INSTANCE, product);
  }

  public MarketTransaction<R> put(Review review) {
    return addPut(ReviewSchema.INSTANCE, review);
  }

  public MarketTransaction<R> put(Review review, Condition<? super Review> condition) {
    return addPut(ReviewSchema.INSTANCE, review, condition);
  }

  public MarketTransaction<R> create(Review review) {
    return addCreate(ReviewSchema.INSTANCE, review);
  }

  public MarketTransaction<R> update(ReviewKey key,
      Consumer<ReviewRepository.ReviewUpdate<Void>> update) {
    return addUpdate(ReviewSchema.INSTANCE, key, ReviewRepository.ReviewUpdate::new, update);
  }

  public MarketTransaction<R> upsert(ReviewKey key,
      Consumer<ReviewRepository.ReviewUpdate<Void>> update) {
    return addUpsert(ReviewSchema.INSTANCE, key, ReviewRepository.ReviewUpdate::new, update);
  }

  public MarketTransaction<R> delete(Review review) {
    return addDeleteEntity(ReviewSchema.INSTANCE, review);
  }

  public MarketTransaction<R> put(Slot slot) {
    return addPut(SlotSchema.INSTANCE, slot);
  }

  public MarketTransaction<R> put(Slot slot, Condition<? super Slot> condition) {
    return addPut(SlotSchema.INSTANCE, slot, condition);
  }

  public MarketTransaction<R> create(Slot slot) {
    return addCreate(SlotSchema.INSTANCE, slot);
  }

  public MarketTransaction<R> update(SlotKey key,
      Consumer<SlotRepository.SlotUpdate<Void>> update) {
    return addUpdate(SlotSchema.INSTANCE, key, SlotRepository.SlotUpdate::new, update);
  }

  public MarketTransaction<R> upsert(SlotKey key,
      Consumer<SlotRepository.SlotUpdate<Void>> update) {
    return addUpsert(SlotSchema.INSTANCE, key, SlotRepository.SlotUpdate::new, update);
  }

  public MarketTransaction<R> delete(Slot slot) {
    return addDeleteEntity(SlotSchema.INSTANCE, slot);
  }
}
