package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.ViewQuery;
import java.time.LocalDate;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Order} items through an asynchronous client; reach it with
 * {@code MarketAsyncDb.orders()}. Reads and writes return futures; {@code update}, {@code upsert}
 * and the queries return the builders of {@link OrderRepository}: end them with
 * {@code executeAsync()}, {@code pageAsync()}, {@code listAsync()} or
 * {@code forEachPageAsync(...)}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class OrderAsyncRepository extends AsyncEntityRepository<Order, OrderKey> {
  private final OrderRepository repository;

  /**
   * Used by {@link MarketAsyncDb}; obtain repositories from there.
   */
  OrderAsyncRepository(OrderRepository repository) {
    super(repository);
    this.repository = repository;
  }

  /**
   * Updates the existing item with this key; send it with {@code executeAsync()}.
   */
  public OrderRepository.OrderUpdate update(OrderKey key) {
    return repository.update(key);
  }

  /**
   * Updates the item with this key, creating it when absent; send it with {@code executeAsync()}.
   */
  public OrderRepository.OrderUpdate upsert(OrderKey key) {
    return repository.upsert(key);
  }

  /**
   * The query of {@link OrderRepository#ordersOf}: end it with {@code pageAsync()},
   * {@code listAsync()} or {@code forEachPageAsync(...)}.
   */
  public OrderRepository.OrdersOfQuery ordersOf(String customerId) {
    return repository.ordersOf(customerId);
  }

  /**
   * The query of {@link OrderRepository#byStatus}: end it with {@code pageAsync()},
   * {@code listAsync()} or {@code forEachPageAsync(...)}.
   */
  public OrderRepository.ByStatusQuery byStatus(Order.Status status) {
    return repository.byStatus(status);
  }

  /**
   * The query of {@link OrderRepository#byOrderId}: end it with {@code pageAsync()},
   * {@code listAsync()} or {@code fetchItemsAsync()}.
   */
  public ViewQuery<OrderGsi2View, Order, OrderKey> byOrderId(String orderId) {
    return repository.byOrderId(orderId);
  }

  /**
   * The query of {@link OrderRepository#byDay}: end it with {@code pageAsync()},
   * {@code listAsync()} or {@code fetchItemsAsync()}.
   */
  public OrderRepository.ByDayQuery byDay(LocalDate day) {
    return repository.byDay(day);
  }

  /**
   * The query of {@link OrderRepository#ordersByTotal}: end it with {@code pageAsync()},
   * {@code listAsync()} or {@code forEachPageAsync(...)}.
   */
  public OrderRepository.OrdersByTotalQuery ordersByTotal(String customerId) {
    return repository.ordersByTotal(customerId);
  }
}
