package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.AsyncViewQuery;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.Keys;
import java.math.BigDecimal;
import java.time.Instant;
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
public final class OrderAsyncRepository extends AsyncEntityRepository<Order, OrderKey> {
  private static final Keys.Target ORDERS_OF = Keys.table().prefix("ORDER#");

  private static final Keys.Target BY_STATUS = Keys.index("GSI1");

  private static final Keys.Target BY_ORDER_ID = Keys.index("GSI2").equalTo("ORDER");

  private static final Keys.Target BY_DAY = Keys.index("GSI3");

  private static final Keys.Target ORDERS_BY_TOTAL = Keys.index("LSI1").prefix("TOTAL#");

  /** Used by {@link MarketAsyncDb}; obtain repositories from there. */
  OrderAsyncRepository(TableHandle table) {
    super(table, OrderSchema.INSTANCE);
  }

  /** Updates the existing item with this key (the update fails when there is none). */
  public OrderRepository.OrderUpdate<CompletableFuture<Optional<Order>>> update(OrderKey key) {
    return new OrderRepository.OrderUpdate<>(startUpdate(key));
  }

  /** Updates the item with this key, creating it when absent. */
  public OrderRepository.OrderUpdate<CompletableFuture<Optional<Order>>> upsert(OrderKey key) {
    return new OrderRepository.OrderUpdate<>(startUpsert(key));
  }

  /**
   * {@link Order} items of partition {@code PK = CUSTOMER#{customerId}}, in
   * {@code SK = ORDER#{placedAt}#{orderId}} order.
   */
  public OrdersOfQuery ordersOf(String customerId) {
    return new OrdersOfQuery(query(ORDERS_OF.at(OrderKey.partitionKey(customerId))));
  }

  /**
   * {@link Order} items of partition {@code GSI1PK = STATUS#{status}} of index GSI1, in
   * {@code GSI1SK = {placedAt}#{orderId}} order.
   */
  public ByStatusQuery byStatus(Order.Status status) {
    return new ByStatusQuery(query(BY_STATUS.at(OrderSchema.gsi1PartitionKey(status))));
  }

  /**
   * Views ({@link OrderGsi2View}: keys only) of the {@link Order} items of partition
   * {@code GSI2PK = ORDER#{orderId}} of index GSI2, in {@code GSI2SK = ORDER} order: the index does
   * not project whole items; {@code fetchItems()} or {@code fetch(page.items())} read them.
   */
  public AsyncViewQuery<OrderGsi2View, Order, OrderKey> byOrderId(String orderId) {
    return viewQuery(BY_ORDER_ID.at(OrderSchema.gsi2PartitionKey(orderId)), OrderGsi2View.SCHEMA);
  }

  /**
   * Views ({@link OrderGsi3View}: keys and included attributes) of the {@link Order} items of
   * partition {@code GSI3PK = DAY#{day}} of index GSI3, in {@code GSI3SK = {placedAt}} order: the
   * index does not project whole items; {@code fetchItems()} or {@code fetch(page.items())} read
   * them.
   */
  public ByDayQuery byDay(LocalDate day) {
    return new ByDayQuery(viewQuery(BY_DAY.at(OrderSchema.gsi3PartitionKey(day)),
        OrderGsi3View.SCHEMA));
  }

  /**
   * {@link Order} items of partition {@code PK = CUSTOMER#{customerId}} of index LSI1, in
   * {@code LSI1SK = TOTAL#{total}#{orderId}} order.
   */
  public OrdersByTotalQuery ordersByTotal(String customerId) {
    return new OrdersByTotalQuery(query(ORDERS_BY_TOTAL.at(OrderKey.partitionKey(customerId))));
  }

  /** The {@code ordersOf} query: choose {@code placedAt} or a range of it, or run it as is. */
  public static final class OrdersOfQuery extends AsyncEntityQuery<Order> {
    private static final Keys.Slot<Instant> SLOT = Keys.slot(OrderKey.SK, OrderKey.PLACED_AT, "#",
        true);

    OrdersOfQuery(AsyncEntityQuery<Order> query) {
      super(query);
    }

    /** Only items whose {@code placedAt} is the given value. */
    public OrdersOfPlacedAtQuery placedAt(Instant placedAt) {
      return new OrdersOfPlacedAtQuery(withSortKey(SLOT, placedAt));
    }

    /** Only items whose {@code placedAt} is in {@code range}, in key order. */
    public AsyncEntityQuery<Order> placedAt(Range<Instant> range) {
      return withSortKey(SLOT, range);
    }
  }

  /**
   * The {@code ordersOf} query with placedAt fixed: choose {@code orderId} or a range of it, or run
   * it as is.
   */
  public static final class OrdersOfPlacedAtQuery extends AsyncEntityQuery<Order> {
    private static final Keys.Slot<String> SLOT = Keys.slot(OrderKey.SK, OrderKey.ORDER_ID, "",
        false);

    OrdersOfPlacedAtQuery(AsyncEntityQuery<Order> query) {
      super(query);
    }

    /** Only the item whose {@code orderId} is the given value. */
    public AsyncEntityQuery<Order> orderId(String orderId) {
      return withSortKey(SLOT, orderId);
    }

    /**
     * Only items whose {@code orderId} is in {@code range} (which may be {@code Range.beginsWith}),
     * in key order.
     */
    public AsyncEntityQuery<Order> orderId(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** The {@code byStatus} query: choose {@code placedAt} or a range of it, or run it as is. */
  public static final class ByStatusQuery extends AsyncEntityQuery<Order> {
    private static final Keys.Slot<Instant> SLOT = Keys.slot(OrderKey.GSI1_SK, OrderKey.PLACED_AT,
        "#", true);

    ByStatusQuery(AsyncEntityQuery<Order> query) {
      super(query);
    }

    /** Only items whose {@code placedAt} is the given value. */
    public ByStatusPlacedAtQuery placedAt(Instant placedAt) {
      return new ByStatusPlacedAtQuery(withSortKey(SLOT, placedAt));
    }

    /** Only items whose {@code placedAt} is in {@code range}, in key order. */
    public AsyncEntityQuery<Order> placedAt(Range<Instant> range) {
      return withSortKey(SLOT, range);
    }
  }

  /**
   * The {@code byStatus} query with placedAt fixed: choose {@code orderId} or a range of it, or run
   * it as is.
   */
  public static final class ByStatusPlacedAtQuery extends AsyncEntityQuery<Order> {
    private static final Keys.Slot<String> SLOT = Keys.slot(OrderKey.GSI1_SK, OrderKey.ORDER_ID, "",
        false);

    ByStatusPlacedAtQuery(AsyncEntityQuery<Order> query) {
      super(query);
    }

    /** Only the item whose {@code orderId} is the given value. */
    public AsyncEntityQuery<Order> orderId(String orderId) {
      return withSortKey(SLOT, orderId);
    }

    /**
     * Only items whose {@code orderId} is in {@code range} (which may be {@code Range.beginsWith}),
     * in key order.
     */
    public AsyncEntityQuery<Order> orderId(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** The {@code byDay} query: choose {@code placedAt} or a range of it, or run it as is. */
  public static final class ByDayQuery extends AsyncViewQuery<OrderGsi3View, Order, OrderKey> {
    private static final Keys.Slot<Instant> SLOT = Keys.slot(OrderKey.GSI3_SK, OrderKey.PLACED_AT,
        "", false);

    ByDayQuery(AsyncViewQuery<OrderGsi3View, Order, OrderKey> query) {
      super(query);
    }

    /** Only the item whose {@code placedAt} is the given value. */
    public AsyncViewQuery<OrderGsi3View, Order, OrderKey> placedAt(Instant placedAt) {
      return withSortKey(SLOT, placedAt);
    }

    /** Only items whose {@code placedAt} is in {@code range}, in key order. */
    public AsyncViewQuery<OrderGsi3View, Order, OrderKey> placedAt(Range<Instant> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** The {@code ordersByTotal} query: choose {@code total} or a range of it, or run it as is. */
  public static final class OrdersByTotalQuery extends AsyncEntityQuery<Order> {
    private static final Keys.Slot<BigDecimal> SLOT = Keys.slot(OrderKey.LSI1_SK, OrderKey.TOTAL,
        "#", true);

    OrdersByTotalQuery(AsyncEntityQuery<Order> query) {
      super(query);
    }

    /** Only items whose {@code total} is the given value. */
    public OrdersByTotalTotalQuery total(BigDecimal total) {
      return new OrdersByTotalTotalQuery(withSortKey(SLOT, total));
    }

    /** Only items whose {@code total} is in {@code range}, in key order. */
    public AsyncEntityQuery<Order> total(Range<BigDecimal> range) {
      return withSortKey(SLOT, range);
    }
  }

  /**
   * The {@code ordersByTotal} query with total fixed: choose {@code orderId} or a range of it, or
   * run it as is.
   */
  public static final class OrdersByTotalTotalQuery extends AsyncEntityQuery<Order> {
    private static final Keys.Slot<String> SLOT = Keys.slot(OrderKey.LSI1_SK, OrderKey.ORDER_ID, "",
        false);

    OrdersByTotalTotalQuery(AsyncEntityQuery<Order> query) {
      super(query);
    }

    /** Only the item whose {@code orderId} is the given value. */
    public AsyncEntityQuery<Order> orderId(String orderId) {
      return withSortKey(SLOT, orderId);
    }

    /**
     * Only items whose {@code orderId} is in {@code range} (which may be {@code Range.beginsWith}),
     * in key order.
     */
    public AsyncEntityQuery<Order> orderId(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }
}
