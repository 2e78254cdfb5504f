package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.AsyncViewQuery;
import dev.singletable.runtime.TableHandle;
import java.time.LocalDate;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/** {@link Order} items through an asynchronous client: every terminal returns a future. */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class OrderAsyncRepository extends AsyncEntityRepository<Order, OrderKey, OrderRepository.OrderUpdate<CompletableFuture<Optional<Order>>>> {
  /** Used by {@link MarketAsyncDb}; obtain repositories from there. */
  OrderAsyncRepository(TableHandle table) {
    super(table, OrderSchema.INSTANCE, OrderRepository.OrderUpdate::new);
  }

  /** {@link OrderRepository#ordersOf}, whose terminals return futures. */
  public OrderRepository.PlacedAtOrderIdStage<AsyncEntityQuery<Order>> ordersOf(String customerId) {
    return new OrderRepository.PlacedAtOrderIdStage<>(query(
        OrderRepository.ORDERS_OF.at(OrderKey.partitionKey(customerId))), OrderKey.SK);
  }

  /** {@link OrderRepository#byStatus}, whose terminals return futures. */
  public OrderRepository.PlacedAtOrderIdStage<AsyncEntityQuery<Order>> byStatus(
      Order.Status status) {
    return new OrderRepository.PlacedAtOrderIdStage<>(query(
        OrderRepository.BY_STATUS.at(OrderSchema.gsi1PartitionKey(status))), OrderKey.GSI1_SK);
  }

  /** {@link OrderRepository#byOrderId}, whose terminals return futures. */
  public AsyncViewQuery<OrderGsi2View, Order, OrderKey> byOrderId(String orderId) {
    return viewQuery(OrderRepository.BY_ORDER_ID.at(OrderSchema.gsi2PartitionKey(orderId)),
        OrderGsi2View.SCHEMA);
  }

  /** {@link OrderRepository#byDay}, whose terminals return futures. */
  public OrderRepository.OrderGsi3ViewPlacedAtStage<AsyncViewQuery<OrderGsi3View, Order, OrderKey>> byDay(
      LocalDate day) {
    return new OrderRepository.OrderGsi3ViewPlacedAtStage<>(viewQuery(
        OrderRepository.BY_DAY.at(OrderSchema.gsi3PartitionKey(day)), OrderGsi3View.SCHEMA),
        OrderKey.GSI3_SK);
  }

  /** {@link OrderRepository#ordersByTotal}, whose terminals return futures. */
  public OrderRepository.TotalOrderIdStage<AsyncEntityQuery<Order>> ordersByTotal(
      String customerId) {
    return new OrderRepository.TotalOrderIdStage<>(query(
        OrderRepository.ORDERS_BY_TOTAL.at(OrderKey.partitionKey(customerId))), OrderKey.LSI1_SK);
  }
}
