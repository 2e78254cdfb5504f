package dev.singletable.golden;

import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.EntityUpdate;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.ViewQuery;
import dev.singletable.runtime.internal.Keys;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;
import javax.annotation.processing.Generated;

/** Reads, writes and queries {@link Order} items; reach it with {@code MarketDb.orders()}. */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class OrderRepository extends EntityRepository<Order, OrderKey> {
  private static final Keys.Target ORDERS_OF = Keys.table().prefix("ORDER#");

  private static final Keys.Target BY_STATUS = Keys.index("GSI1");

  private static final Keys.Target BY_ORDER_ID = Keys.index("GSI2").equalTo("ORDER");

  private static final Keys.Target BY_DAY = Keys.index("GSI3");

  private static final Keys.Target ORDERS_BY_TOTAL = Keys.index("LSI1").prefix("TOTAL#");

  /** Used by {@link MarketDb}; obtain repositories from there. */
  OrderRepository(TableHandle table) {
    super(table, OrderSchema.INSTANCE);
  }

  /** Updates the existing item with this key (the update fails when there is none). */
  public OrderUpdate<Optional<Order>> update(OrderKey key) {
    return new OrderUpdate<>(startUpdate(key));
  }

  /** Updates the item with this key, creating it when absent. */
  public OrderUpdate<Optional<Order>> upsert(OrderKey key) {
    return new OrderUpdate<>(startUpsert(key));
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
  public ViewQuery<OrderGsi2View, Order, OrderKey> byOrderId(String orderId) {
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

  /**
   * An update of {@link Order}, sent on its own by {@code execute()} or as an action of a
   * transaction. Its setters of attributes that feed secondary-index keys keep those keys in step.
   *
   * @param <R> what {@code execute()} returns: the result, or a future of it
   */
  public static final class OrderUpdate<R> extends EntityUpdate<Order, OrderKey, OrderUpdate<R>, R> {
    /** Made by the repositories' {@code update} and {@code upsert} and the transaction. */
    OrderUpdate(EntityUpdate.Start<Order, OrderKey, R> start) {
      super(start);
    }

    /** Sets {@code status} and rewrites the keys of index GSI1. */
    public OrderUpdate<R> setStatus(Order.Status status) {
      if (status == null) {
        return removeStatus();
      }
      return setIndexInput(OrderSchema.STATUS, status,
          indexKey(OrderKey.GSI1_PK, OrderSchema.gsi1PartitionKey(status)),
          indexKey(OrderKey.GSI1_SK, OrderSchema.gsi1SortKey(key().placedAt(), key().orderId())));
    }

    /**
     * Removes {@code status} and the keys of index GSI1, so the item leaves that index
     * (a sparse index).
     */
    public OrderUpdate<R> removeStatus() {
      return removeIndexInput(OrderSchema.STATUS, noIndexKey(OrderKey.GSI1_PK),
          noIndexKey(OrderKey.GSI1_SK));
    }

    /** Sets {@code total} and rewrites the keys of index LSI1. */
    public OrderUpdate<R> setTotal(BigDecimal total) {
      if (total == null) {
        return removeTotal();
      }
      return setIndexInput(OrderSchema.TOTAL, total,
          indexKey(OrderKey.LSI1_SK, OrderSchema.lsi1SortKey(total, key().orderId())));
    }

    /**
     * Removes {@code total} and the keys of index LSI1, so the item leaves that index
     * (a sparse index).
     */
    public OrderUpdate<R> removeTotal() {
      return removeIndexInput(OrderSchema.TOTAL, noIndexKey(OrderKey.LSI1_SK));
    }

    /** Sets {@code day} and rewrites the keys of index GSI3. */
    public OrderUpdate<R> setDay(LocalDate day) {
      if (day == null) {
        return removeDay();
      }
      return setIndexInput(OrderSchema.DAY, day,
          indexKey(OrderKey.GSI3_PK, OrderSchema.gsi3PartitionKey(day)),
          indexKey(OrderKey.GSI3_SK, OrderSchema.gsi3SortKey(key().placedAt())));
    }

    /**
     * Removes {@code day} and the keys of index GSI3, so the item leaves that index
     * (a sparse index).
     */
    public OrderUpdate<R> removeDay() {
      return removeIndexInput(OrderSchema.DAY, noIndexKey(OrderKey.GSI3_PK),
          noIndexKey(OrderKey.GSI3_SK));
    }
  }

  /** The {@code ordersOf} query: choose {@code placedAt} or a range of it, or run it as is. */
  public static final class OrdersOfQuery extends EntityQuery<Order> {
    private static final Keys.Slot<Instant> SLOT = Keys.slot(OrderKey.SK, OrderKey.PLACED_AT, "#",
        true);

    OrdersOfQuery(EntityQuery<Order> query) {
      super(query);
    }

    /** Only items whose {@code placedAt} is the given value. */
    public OrdersOfPlacedAtQuery placedAt(Instant placedAt) {
      return new OrdersOfPlacedAtQuery(withSortKey(SLOT, placedAt));
    }

    /** Only items whose {@code placedAt} is in {@code range}, in key order. */
    public EntityQuery<Order> placedAt(Range<Instant> range) {
      return withSortKey(SLOT, range);
    }
  }

  /**
   * The {@code ordersOf} query with placedAt fixed: choose {@code orderId} or a range of it, or run
   * it as is.
   */
  public static final class OrdersOfPlacedAtQuery extends EntityQuery<Order> {
    private static final Keys.Slot<String> SLOT = Keys.slot(OrderKey.SK, OrderKey.ORDER_ID, "",
        false);

    OrdersOfPlacedAtQuery(EntityQuery<Order> query) {
      super(query);
    }

    /** Only the item whose {@code orderId} is the given value. */
    public EntityQuery<Order> orderId(String orderId) {
      return withSortKey(SLOT, orderId);
    }

    /**
     * Only items whose {@code orderId} is in {@code range} (which may be {@code Range.beginsWith}),
     * in key order.
     */
    public EntityQuery<Order> orderId(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** The {@code byStatus} query: choose {@code placedAt} or a range of it, or run it as is. */
  public static final class ByStatusQuery extends EntityQuery<Order> {
    private static final Keys.Slot<Instant> SLOT = Keys.slot(OrderKey.GSI1_SK, OrderKey.PLACED_AT,
        "#", true);

    ByStatusQuery(EntityQuery<Order> query) {
      super(query);
    }

    /** Only items whose {@code placedAt} is the given value. */
    public ByStatusPlacedAtQuery placedAt(Instant placedAt) {
      return new ByStatusPlacedAtQuery(withSortKey(SLOT, placedAt));
    }

    /** Only items whose {@code placedAt} is in {@code range}, in key order. */
    public EntityQuery<Order> placedAt(Range<Instant> range) {
      return withSortKey(SLOT, range);
    }
  }

  /**
   * The {@code byStatus} query with placedAt fixed: choose {@code orderId} or a range of it, or run
   * it as is.
   */
  public static final class ByStatusPlacedAtQuery extends EntityQuery<Order> {
    private static final Keys.Slot<String> SLOT = Keys.slot(OrderKey.GSI1_SK, OrderKey.ORDER_ID, "",
        false);

    ByStatusPlacedAtQuery(EntityQuery<Order> query) {
      super(query);
    }

    /** Only the item whose {@code orderId} is the given value. */
    public EntityQuery<Order> orderId(String orderId) {
      return withSortKey(SLOT, orderId);
    }

    /**
     * Only items whose {@code orderId} is in {@code range} (which may be {@code Range.beginsWith}),
     * in key order.
     */
    public EntityQuery<Order> orderId(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** The {@code byDay} query: choose {@code placedAt} or a range of it, or run it as is. */
  public static final class ByDayQuery extends ViewQuery<OrderGsi3View, Order, OrderKey> {
    private static final Keys.Slot<Instant> SLOT = Keys.slot(OrderKey.GSI3_SK, OrderKey.PLACED_AT,
        "", false);

    ByDayQuery(ViewQuery<OrderGsi3View, Order, OrderKey> query) {
      super(query);
    }

    /** Only the item whose {@code placedAt} is the given value. */
    public ViewQuery<OrderGsi3View, Order, OrderKey> placedAt(Instant placedAt) {
      return withSortKey(SLOT, placedAt);
    }

    /** Only items whose {@code placedAt} is in {@code range}, in key order. */
    public ViewQuery<OrderGsi3View, Order, OrderKey> placedAt(Range<Instant> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** The {@code ordersByTotal} query: choose {@code total} or a range of it, or run it as is. */
  public static final class OrdersByTotalQuery extends EntityQuery<Order> {
    private static final Keys.Slot<BigDecimal> SLOT = Keys.slot(OrderKey.LSI1_SK, OrderKey.TOTAL,
        "#", true);

    OrdersByTotalQuery(EntityQuery<Order> query) {
      super(query);
    }

    /** Only items whose {@code total} is the given value. */
    public OrdersByTotalTotalQuery total(BigDecimal total) {
      return new OrdersByTotalTotalQuery(withSortKey(SLOT, total));
    }

    /** Only items whose {@code total} is in {@code range}, in key order. */
    public EntityQuery<Order> total(Range<BigDecimal> range) {
      return withSortKey(SLOT, range);
    }
  }

  /**
   * The {@code ordersByTotal} query with total fixed: choose {@code orderId} or a range of it, or
   * run it as is.
   */
  public static final class OrdersByTotalTotalQuery extends EntityQuery<Order> {
    private static final Keys.Slot<String> SLOT = Keys.slot(OrderKey.LSI1_SK, OrderKey.ORDER_ID, "",
        false);

    OrdersByTotalTotalQuery(EntityQuery<Order> query) {
      super(query);
    }

    /** Only the item whose {@code orderId} is the given value. */
    public EntityQuery<Order> orderId(String orderId) {
      return withSortKey(SLOT, orderId);
    }

    /**
     * Only items whose {@code orderId} is in {@code range} (which may be {@code Range.beginsWith}),
     * in key order.
     */
    public EntityQuery<Order> orderId(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }
}
