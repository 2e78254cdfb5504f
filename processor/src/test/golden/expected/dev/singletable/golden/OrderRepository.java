package dev.singletable.golden;

import dev.singletable.runtime.BaseQuery;
import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.EntityUpdate;
import dev.singletable.runtime.KeyStage;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.ViewQuery;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.UpdateStart;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;
import javax.annotation.processing.Generated;

/** Reads, writes and queries {@link Order} items ({@code MarketDb.orders()}). */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class OrderRepository extends EntityRepository<Order, OrderKey, OrderRepository.OrderUpdate<Optional<Order>>> {
  static final Keys.Target ORDERS_OF = Keys.table().prefix("ORDER#");

  static final Keys.Target BY_STATUS = Keys.index("GSI1");

  static final Keys.Target BY_ORDER_ID = Keys.index("GSI2").equalTo("ORDER");

  static final Keys.Target BY_DAY = Keys.index("GSI3");

  static final Keys.Target ORDERS_BY_TOTAL = Keys.index("LSI1").prefix("TOTAL#");

  /** Used by {@link MarketDb}; obtain repositories from there. */
  OrderRepository(TableHandle table) {
    super(table, OrderSchema.INSTANCE, OrderUpdate::new);
  }

  /**
   * {@link Order} items of partition {@code PK = CUSTOMER#{customerId}}, in
   * {@code SK = ORDER#{placedAt}#{orderId}} order.
   */
  public PlacedAtOrderIdStage<EntityQuery<Order>> ordersOf(String customerId) {
    return new PlacedAtOrderIdStage<>(query(ORDERS_OF.at(OrderKey.partitionKey(customerId))),
        OrderKey.SK);
  }

  /**
   * {@link Order} items of partition {@code GSI1PK = STATUS#{status}} of index GSI1, in
   * {@code GSI1SK = {placedAt}#{orderId}} order.
   */
  public PlacedAtOrderIdStage<EntityQuery<Order>> byStatus(Order.Status status) {
    return new PlacedAtOrderIdStage<>(query(BY_STATUS.at(OrderSchema.gsi1PartitionKey(status))),
        OrderKey.GSI1_SK);
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
  public OrderGsi3ViewPlacedAtStage<ViewQuery<OrderGsi3View, Order, OrderKey>> byDay(
      LocalDate day) {
    return new OrderGsi3ViewPlacedAtStage<>(viewQuery(BY_DAY.at(OrderSchema.gsi3PartitionKey(day)),
        OrderGsi3View.SCHEMA), OrderKey.GSI3_SK);
  }

  /**
   * {@link Order} items of partition {@code PK = CUSTOMER#{customerId}} of index LSI1, in
   * {@code LSI1SK = TOTAL#{total}#{orderId}} order.
   */
  public TotalOrderIdStage<EntityQuery<Order>> ordersByTotal(String customerId) {
    return new TotalOrderIdStage<>(query(ORDERS_BY_TOTAL.at(OrderKey.partitionKey(customerId))),
        OrderKey.LSI1_SK);
  }

  /** An update of {@link Order}, run by {@code execute()} or in a transaction. */
  public static final class OrderUpdate<R> extends EntityUpdate<Order, OrderKey, OrderUpdate<R>, R> {
    /** Made by the repositories' {@code update} and {@code upsert} and the transaction. */
    OrderUpdate(UpdateStart<Order, OrderKey, R> start) {
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

    /** Removes {@code status} and the keys of index GSI1: the item leaves that index. */
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

    /** Removes {@code total} and the keys of index LSI1: the item leaves that index. */
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

    /** Removes {@code day} and the keys of index GSI3: the item leaves that index. */
    public OrderUpdate<R> removeDay() {
      return removeIndexInput(OrderSchema.DAY, noIndexKey(OrderKey.GSI3_PK),
          noIndexKey(OrderKey.GSI3_SK));
    }
  }

  /** A query stage: choose {@code placedAt} or a range of it, or run {@code all()}. */
  public static final class PlacedAtOrderIdStage<Q extends BaseQuery<Order, Order, Q>> extends KeyStage<Order, Order, Q> {
    private static final Keys.Slot<Instant> SLOT = Keys.slot(OrderKey.PLACED_AT, "#", true);

    PlacedAtOrderIdStage(Q query, Keys.Attribute sortKey) {
      super(query, sortKey);
    }

    /** Only items whose {@code placedAt} is the given value. */
    public OrderIdStage<Q> placedAt(Instant placedAt) {
      return new OrderIdStage<>(withSortKey(SLOT, placedAt), sortKey());
    }

    /** Only items whose {@code placedAt} is in {@code range}, in key order. */
    public Q placedAt(Range<Instant> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** A query stage: choose {@code orderId} or a range of it, or run {@code all()}. */
  public static final class OrderIdStage<Q extends BaseQuery<Order, Order, Q>> extends KeyStage<Order, Order, Q> {
    private static final Keys.Slot<String> SLOT = Keys.slot(OrderKey.ORDER_ID, "", false);

    OrderIdStage(Q query, Keys.Attribute sortKey) {
      super(query, sortKey);
    }

    /** Only the item whose {@code orderId} is the given value. */
    public Q orderId(String orderId) {
      return withSortKey(SLOT, orderId);
    }

    /** Only items whose {@code orderId} is in {@code range} (beginsWith too), in key order. */
    public Q orderId(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** A query stage: choose {@code placedAt} or a range of it, or run {@code all()}. */
  public static final class OrderGsi3ViewPlacedAtStage<Q extends BaseQuery<OrderGsi3View, Order, Q>> extends KeyStage<OrderGsi3View, Order, Q> {
    private static final Keys.Slot<Instant> SLOT = Keys.slot(OrderKey.PLACED_AT, "", false);

    OrderGsi3ViewPlacedAtStage(Q query, Keys.Attribute sortKey) {
      super(query, sortKey);
    }

    /** Only the item whose {@code placedAt} is the given value. */
    public Q placedAt(Instant placedAt) {
      return withSortKey(SLOT, placedAt);
    }

    /** Only items whose {@code placedAt} is in {@code range}, in key order. */
    public Q placedAt(Range<Instant> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** A query stage: choose {@code total} or a range of it, or run {@code all()}. */
  public static final class TotalOrderIdStage<Q extends BaseQuery<Order, Order, Q>> extends KeyStage<Order, Order, Q> {
    private static final Keys.Slot<BigDecimal> SLOT = Keys.slot(OrderKey.TOTAL, "#", true);

    TotalOrderIdStage(Q query, Keys.Attribute sortKey) {
      super(query, sortKey);
    }

    /** Only items whose {@code total} is the given value. */
    public OrderIdStage<Q> total(BigDecimal total) {
      return new OrderIdStage<>(withSortKey(SLOT, total), sortKey());
    }

    /** Only items whose {@code total} is in {@code range}, in key order. */
    public Q total(Range<BigDecimal> range) {
      return withSortKey(SLOT, range);
    }
  }
}
