package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.AsyncViewQuery;
import dev.singletable.runtime.TableHandle;
import java.time.LocalDate;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Order} items through an asynchronous client; reach it with
 * {@code MarketAsyncDb.orders()}. Every read and write, and the terminals of its updates and
 * queries, return futures.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class OrderAsyncRepository extends AsyncEntityRepository<Order, OrderKey, OrderRepository.OrderUpdate<CompletableFuture<Optional<Order>>>> {
  /** Used by {@link MarketAsyncDb}; obtain repositories from there. */
  OrderAsyncRepository(TableHandle table) {
    super(table, OrderSchema.INSTANCE, OrderRepository.OrderUpdate::new);
  }

  /**
   * {@link Order} items of partition {@code PK = CUSTOMER#{customerId}}, in
   * {@code SK = ORDER#{placedAt}#{orderId}} order.
   */
  public OrderRepository.OrdersOfQuery<AsyncEntityQuery<Order>> ordersOf(String customerId) {
    return new OrderRepository.OrdersOfQuery<>(query(
        OrderRepository.ORDERS_OF.at(OrderKey.partitionKey(customerId))));
  }

  /**
   * {@link Order} items of partition {@code GSI1PK = STATUS#{status}} of index GSI1, in
   * {@code GSI1SK = {placedAt}#{orderId}} order.
   */
  public OrderRepository.ByStatusQuery<AsyncEntityQuery<Order>> byStatus(Order.Status status) {
    return new OrderRepository.ByStatusQuery<>(query(
        OrderRepository.BY_STATUS.at(OrderSchema.gsi1PartitionKey(status))));
  }

  /**
   * Views ({@link OrderGsi2View}: keys only) of the {@link Order} items of partition
   * {@code GSI2PK = ORDER#{orderId}} of index GSI2, in {@code GSI2SK = ORDER} order: the index does
   * not project whole items; {@code fetchItems()} or {@code fetch(page.items())} read them.
   */
  public AsyncViewQuery<OrderGsi2View, Order, OrderKey> byOrderId(String orderId) {
    return viewQuery(OrderRepository.BY_ORDER_ID.at(OrderSchema.gsi2PartitionKey(orderId)),
        OrderGsi2View.SCHEMA);
  }

  /**
   * Views ({@link OrderGsi3View}: keys and included attributes) of the {@link Order} items of
   * partition {@code GSI3PK = DAY#{day}} of index GSI3, in {@code GSI3SK = {placedAt}} order: the
   * index does not project whole items; {@code fetchItems()} or {@code fetch(page.items())} read
   * them.
   */
  public OrderRepository.ByDayQuery<AsyncViewQuery<OrderGsi3View, Order, OrderKey>> byDay(
      LocalDate day) {
    return new OrderRepository.ByDayQuery<>(viewQuery(
        OrderRepository.BY_DAY.at(OrderSchema.gsi3PartitionKey(day)), OrderGsi3View.SCHEMA));
  }

  /**
   * {@link Order} items of partition {@code PK = CUSTOMER#{customerId}} of index LSI1, in
   * {@code LSI1SK = TOTAL#{total}#{orderId}} order.
   */
  public OrderRepository.OrdersByTotalQuery<AsyncEntityQuery<Order>> ordersByTotal(
      String customerId) {
    return new OrderRepository.OrdersByTotalQuery<>(query(
        OrderRepository.ORDERS_BY_TOTAL.at(OrderKey.partitionKey(customerId))));
  }
}
