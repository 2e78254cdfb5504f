package dev.singletable.golden;

import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.EntityUpdate;
import dev.singletable.runtime.QueryTarget;
import dev.singletable.runtime.SortKey;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.ViewQuery;
import dev.singletable.runtime.internal.KeyEncoding;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Order} items; reach it with {@code MarketDb.orders()}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class OrderRepository extends EntityRepository<Order, OrderKey> {
  private static final String ENTITY = "Order";

  /**
   * Used by {@link MarketDb}; obtain repositories from there.
   */
  OrderRepository(TableHandle table) {
    super(table, OrderSchema.INSTANCE);
  }

  /**
   * Updates the existing item with this key (the update fails when there is none).
   */
  public OrderUpdate<Optional<Order>> update(OrderKey key) {
    return new OrderUpdate<>(startUpdate(key));
  }

  /**
   * Updates the item with this key, creating it when absent.
   */
  public OrderUpdate<Optional<Order>> upsert(OrderKey key) {
    return new OrderUpdate<>(startUpsert(key));
  }

  /**
   * {@link Order} items of partition {@code PK = CUSTOMER#{customerId}}, in
   * {@code SK = ORDER#{placedAt}#{orderId}} order.
   */
  public OrdersOfQuery ordersOf(String customerId) {
    return new OrdersOfQuery(query(QueryTarget.table(OrderKey.partitionKey(customerId))
        .sortKey(SortKey.prefix("ORDER#"))));
  }

  /**
   * {@link Order} items of partition {@code GSI1PK = STATUS#{status}} of index GSI1, in
   * {@code GSI1SK = {placedAt}#{orderId}} order.
   */
  public ByStatusQuery byStatus(Order.Status status) {
    return new ByStatusQuery(query(QueryTarget.index("GSI1",
        OrderSchema.gsi1PartitionKey(status))));
  }

  /**
   * Views ({@link OrderGsi2View}: keys only) of the {@link Order} items of partition
   * {@code GSI2PK = ORDER#{orderId}} of index GSI2, in {@code GSI2SK = ORDER} order: the index does
   * not project whole items; {@code fetchItems()} or {@code fetch(page.items())} read them.
   */
  public ViewQuery<OrderGsi2View, Order, OrderKey> byOrderId(String orderId) {
    return viewQuery(QueryTarget.index("GSI2", OrderSchema.gsi2PartitionKey(orderId))
        .sortKey(SortKey.equalTo("ORDER")), OrderGsi2View.SCHEMA);
  }

  /**
   * Views ({@link OrderGsi3View}: keys and included attributes) of the {@link Order} items of
   * partition {@code GSI3PK = DAY#{day}} of index GSI3, in {@code GSI3SK = {placedAt}} order: the
   * index does not project whole items; {@code fetchItems()} or {@code fetch(page.items())} read
   * them.
   */
  public ByDayQuery byDay(LocalDate day) {
    return new ByDayQuery(viewQuery(QueryTarget.index("GSI3", OrderSchema.gsi3PartitionKey(day)),
        OrderGsi3View.SCHEMA));
  }

  /**
   * {@link Order} items of partition {@code PK = CUSTOMER#{customerId}} of index LSI1, in
   * {@code LSI1SK = TOTAL#{total}#{orderId}} order.
   */
  public OrdersByTotalQuery ordersByTotal(String customerId) {
    return new OrdersByTotalQuery(query(QueryTarget.index("LSI1", OrderKey.partitionKey(customerId))
        .sortKey(SortKey.prefix("TOTAL#"))));
  }

  /**
   * An update of {@link Order}, sent on its own by {@code execute()} or as an action of a
   * transaction. Its setters of attributes that feed secondary-index keys keep those keys in step.
   *
   * @param <R> what {@code execute()} returns: the result, or a future of it
   */
  public static final class OrderUpdate<R> extends EntityUpdate<Order, OrderKey, OrderUpdate<R>, R> {
    /**
     * Made by the repositories' {@code update} and {@code upsert} and the transaction.
     */
    OrderUpdate(EntityUpdate.Start<Order, OrderKey, R> start) {
      super(start);
    }

    /**
     * Sets {@code status} and rewrites the keys of index GSI1.
     */
    public OrderUpdate<R> setStatus(Order.Status status) {
      if (status == null) {
        return removeStatus();
      }
      return setIndexInput(OrderSchema.STATUS, status,
          indexKey("GSI1PK", OrderSchema.gsi1PartitionKey(status)),
          indexKey("GSI1SK", OrderSchema.gsi1SortKey(key().placedAt(), key().orderId())));
    }

    /**
     * Removes {@code status} and the keys of index GSI1, so the item leaves that index
     * (a sparse index).
     */
    public OrderUpdate<R> removeStatus() {
      return removeIndexInput(OrderSchema.STATUS, noIndexKey("GSI1PK"), noIndexKey("GSI1SK"));
    }

    /**
     * Sets {@code total} and rewrites the keys of index LSI1.
     */
    public OrderUpdate<R> setTotal(BigDecimal total) {
      if (total == null) {
        return removeTotal();
      }
      return setIndexInput(OrderSchema.TOTAL, total,
          indexKey("LSI1SK", OrderSchema.lsi1SortKey(total, key().orderId())));
    }

    /**
     * Removes {@code total} and the keys of index LSI1, so the item leaves that index
     * (a sparse index).
     */
    public OrderUpdate<R> removeTotal() {
      return removeIndexInput(OrderSchema.TOTAL, noIndexKey("LSI1SK"));
    }

    /**
     * Sets {@code day} and rewrites the keys of index GSI3.
     */
    public OrderUpdate<R> setDay(LocalDate day) {
      if (day == null) {
        return removeDay();
      }
      return setIndexInput(OrderSchema.DAY, day,
          indexKey("GSI3PK", OrderSchema.gsi3PartitionKey(day)),
          indexKey("GSI3SK", OrderSchema.gsi3SortKey(key().placedAt())));
    }

    /**
     * Removes {@code day} and the keys of index GSI3, so the item leaves that index
     * (a sparse index).
     */
    public OrderUpdate<R> removeDay() {
      return removeIndexInput(OrderSchema.DAY, noIndexKey("GSI3PK"), noIndexKey("GSI3SK"));
    }
  }

  /**
   * The {@code ordersOf} query: choose {@code placedAt} or a range of it, or run it as is.
   */
  public static final class OrdersOfQuery extends EntityQuery<Order> {
    OrdersOfQuery(EntityQuery<Order> query) {
      super(query);
    }

    /**
     * Only items whose {@code placedAt} is the given value.
     */
    public OrdersOfPlacedAtQuery placedAt(Instant placedAt) {
      String next = "ORDER#" + KeyEncoding.instant(ENTITY, "placedAt", placedAt, 3) + "#";
      return new OrdersOfPlacedAtQuery(withSortKey(SortKey.prefix(next)), next);
    }

    /**
     * Only items whose {@code placedAt} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public EntityQuery<Order> placedAtBetween(Instant low, Instant high) {
      return withSortKey(SortKey.between("ORDER#", KeyEncoding.instant(ENTITY, "placedAt", low, 3),
          KeyEncoding.instant(ENTITY, "placedAt", high, 3), false, '#'));
    }

    /**
     * Only items whose {@code placedAt} is at or after {@code low}, in key order.
     */
    public EntityQuery<Order> placedAtFrom(Instant low) {
      return withSortKey(SortKey.from("ORDER#", KeyEncoding.instant(ENTITY, "placedAt", low, 3),
          false, '#'));
    }

    /**
     * Only items whose {@code placedAt} is strictly after {@code low}, in key order.
     */
    public EntityQuery<Order> placedAtAfter(Instant low) {
      return withSortKey(SortKey.after("ORDER#", KeyEncoding.instant(ENTITY, "placedAt", low, 3),
          false, '#'));
    }

    /**
     * Only items whose {@code placedAt} is at or before {@code high}, in key order.
     */
    public EntityQuery<Order> placedAtUpTo(Instant high) {
      return withSortKey(SortKey.upTo("ORDER#", KeyEncoding.instant(ENTITY, "placedAt", high, 3),
          false, '#'));
    }

    /**
     * Only items whose {@code placedAt} is strictly before {@code high}, in key order.
     */
    public EntityQuery<Order> placedAtBefore(Instant high) {
      return withSortKey(SortKey.before("ORDER#", KeyEncoding.instant(ENTITY, "placedAt", high, 3),
          false, '#'));
    }
  }

  /**
   * The {@code ordersOf} query with placedAt fixed: choose {@code orderId} or a range of it, or run
   * it as is.
   */
  public static final class OrdersOfPlacedAtQuery extends EntityQuery<Order> {
    private final String prefix;

    OrdersOfPlacedAtQuery(EntityQuery<Order> query, String prefix) {
      super(query);
      this.prefix = prefix;
    }

    /**
     * Only the item whose {@code orderId} is the given value.
     */
    public EntityQuery<Order> orderId(String orderId) {
      return withSortKey(SortKey.equalTo(KeyEncoding.sortKey(ENTITY, "SK", this.prefix
          + KeyEncoding.string(ENTITY, "orderId", '#', orderId))));
    }

    /**
     * Only items whose {@code orderId} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public EntityQuery<Order> orderIdBetween(String low, String high) {
      return withSortKey(SortKey.between(this.prefix,
          KeyEncoding.string(ENTITY, "orderId", '#', low),
          KeyEncoding.string(ENTITY, "orderId", '#', high), true, '#'));
    }

    /**
     * Only items whose {@code orderId} is at or after {@code low}, in key order.
     */
    public EntityQuery<Order> orderIdFrom(String low) {
      return withSortKey(SortKey.from(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code orderId} is strictly after {@code low}, in key order.
     */
    public EntityQuery<Order> orderIdAfter(String low) {
      return withSortKey(SortKey.after(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code orderId} is at or before {@code high}, in key order.
     */
    public EntityQuery<Order> orderIdUpTo(String high) {
      return withSortKey(SortKey.upTo(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', high),
          true, '#'));
    }

    /**
     * Only items whose {@code orderId} is strictly before {@code high}, in key order.
     */
    public EntityQuery<Order> orderIdBefore(String high) {
      return withSortKey(SortKey.before(this.prefix,
          KeyEncoding.string(ENTITY, "orderId", '#', high), true, '#'));
    }

    /**
     * Only items whose {@code orderId} begins with {@code prefix}, in key order.
     */
    public EntityQuery<Order> orderIdBeginsWith(String prefix) {
      return withSortKey(SortKey.prefix(this.prefix
          + KeyEncoding.string(ENTITY, "orderId", '#', prefix)));
    }
  }

  /**
   * The {@code byStatus} query: choose {@code placedAt} or a range of it, or run it as is.
   */
  public static final class ByStatusQuery extends EntityQuery<Order> {
    ByStatusQuery(EntityQuery<Order> query) {
      super(query);
    }

    /**
     * Only items whose {@code placedAt} is the given value.
     */
    public ByStatusPlacedAtQuery placedAt(Instant placedAt) {
      String next = KeyEncoding.instant(ENTITY, "placedAt", placedAt, 3) + "#";
      return new ByStatusPlacedAtQuery(withSortKey(SortKey.prefix(next)), next);
    }

    /**
     * Only items whose {@code placedAt} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public EntityQuery<Order> placedAtBetween(Instant low, Instant high) {
      return withSortKey(SortKey.between("", KeyEncoding.instant(ENTITY, "placedAt", low, 3),
          KeyEncoding.instant(ENTITY, "placedAt", high, 3), false, '#'));
    }

    /**
     * Only items whose {@code placedAt} is at or after {@code low}, in key order.
     */
    public EntityQuery<Order> placedAtFrom(Instant low) {
      return withSortKey(SortKey.from("", KeyEncoding.instant(ENTITY, "placedAt", low, 3), false,
          '#'));
    }

    /**
     * Only items whose {@code placedAt} is strictly after {@code low}, in key order.
     */
    public EntityQuery<Order> placedAtAfter(Instant low) {
      return withSortKey(SortKey.after("", KeyEncoding.instant(ENTITY, "placedAt", low, 3), false,
          '#'));
    }

    /**
     * Only items whose {@code placedAt} is at or before {@code high}, in key order.
     */
    public EntityQuery<Order> placedAtUpTo(Instant high) {
      return withSortKey(SortKey.upTo("", KeyEncoding.instant(ENTITY, "placedAt", high, 3), false,
          '#'));
    }

    /**
     * Only items whose {@code placedAt} is strictly before {@code high}, in key order.
     */
    public EntityQuery<Order> placedAtBefore(Instant high) {
      return withSortKey(SortKey.before("", KeyEncoding.instant(ENTITY, "placedAt", high, 3), false,
          '#'));
    }
  }

  /**
   * The {@code byStatus} query with placedAt fixed: choose {@code orderId} or a range of it, or run
   * it as is.
   */
  public static final class ByStatusPlacedAtQuery extends EntityQuery<Order> {
    private final String prefix;

    ByStatusPlacedAtQuery(EntityQuery<Order> query, String prefix) {
      super(query);
      this.prefix = prefix;
    }

    /**
     * Only the item whose {@code orderId} is the given value.
     */
    public EntityQuery<Order> orderId(String orderId) {
      return withSortKey(SortKey.equalTo(KeyEncoding.sortKey(ENTITY, "GSI1SK", this.prefix
          + KeyEncoding.string(ENTITY, "orderId", '#', orderId))));
    }

    /**
     * Only items whose {@code orderId} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public EntityQuery<Order> orderIdBetween(String low, String high) {
      return withSortKey(SortKey.between(this.prefix,
          KeyEncoding.string(ENTITY, "orderId", '#', low),
          KeyEncoding.string(ENTITY, "orderId", '#', high), true, '#'));
    }

    /**
     * Only items whose {@code orderId} is at or after {@code low}, in key order.
     */
    public EntityQuery<Order> orderIdFrom(String low) {
      return withSortKey(SortKey.from(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code orderId} is strictly after {@code low}, in key order.
     */
    public EntityQuery<Order> orderIdAfter(String low) {
      return withSortKey(SortKey.after(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code orderId} is at or before {@code high}, in key order.
     */
    public EntityQuery<Order> orderIdUpTo(String high) {
      return withSortKey(SortKey.upTo(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', high),
          true, '#'));
    }

    /**
     * Only items whose {@code orderId} is strictly before {@code high}, in key order.
     */
    public EntityQuery<Order> orderIdBefore(String high) {
      return withSortKey(SortKey.before(this.prefix,
          KeyEncoding.string(ENTITY, "orderId", '#', high), true, '#'));
    }

    /**
     * Only items whose {@code orderId} begins with {@code prefix}, in key order.
     */
    public EntityQuery<Order> orderIdBeginsWith(String prefix) {
      return withSortKey(SortKey.prefix(this.prefix
          + KeyEncoding.string(ENTITY, "orderId", '#', prefix)));
    }
  }

  /**
   * The {@code byDay} query: choose {@code placedAt} or a range of it, or run it as is.
   */
  public static final class ByDayQuery extends ViewQuery<OrderGsi3View, Order, OrderKey> {
    ByDayQuery(ViewQuery<OrderGsi3View, Order, OrderKey> query) {
      super(query);
    }

    /**
     * Only the item whose {@code placedAt} is the given value.
     */
    public ViewQuery<OrderGsi3View, Order, OrderKey> placedAt(Instant placedAt) {
      return withSortKey(SortKey.equalTo(KeyEncoding.sortKey(ENTITY, "GSI3SK",
          KeyEncoding.instant(ENTITY, "placedAt", placedAt, 3))));
    }

    /**
     * Only items whose {@code placedAt} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public ViewQuery<OrderGsi3View, Order, OrderKey> placedAtBetween(Instant low, Instant high) {
      return withSortKey(SortKey.between("", KeyEncoding.instant(ENTITY, "placedAt", low, 3),
          KeyEncoding.instant(ENTITY, "placedAt", high, 3), true, '#'));
    }

    /**
     * Only items whose {@code placedAt} is at or after {@code low}, in key order.
     */
    public ViewQuery<OrderGsi3View, Order, OrderKey> placedAtFrom(Instant low) {
      return withSortKey(SortKey.from("", KeyEncoding.instant(ENTITY, "placedAt", low, 3), true,
          '#'));
    }

    /**
     * Only items whose {@code placedAt} is strictly after {@code low}, in key order.
     */
    public ViewQuery<OrderGsi3View, Order, OrderKey> placedAtAfter(Instant low) {
      return withSortKey(SortKey.after("", KeyEncoding.instant(ENTITY, "placedAt", low, 3), true,
          '#'));
    }

    /**
     * Only items whose {@code placedAt} is at or before {@code high}, in key order.
     */
    public ViewQuery<OrderGsi3View, Order, OrderKey> placedAtUpTo(Instant high) {
      return withSortKey(SortKey.upTo("", KeyEncoding.instant(ENTITY, "placedAt", high, 3), true,
          '#'));
    }

    /**
     * Only items whose {@code placedAt} is strictly before {@code high}, in key order.
     */
    public ViewQuery<OrderGsi3View, Order, OrderKey> placedAtBefore(Instant high) {
      return withSortKey(SortKey.before("", KeyEncoding.instant(ENTITY, "placedAt", high, 3), true,
          '#'));
    }
  }

  /**
   * The {@code ordersByTotal} query: choose {@code total} or a range of it, or run it as is.
   */
  public static final class OrdersByTotalQuery extends EntityQuery<Order> {
    OrdersByTotalQuery(EntityQuery<Order> query) {
      super(query);
    }

    /**
     * Only items whose {@code total} is the given value.
     */
    public OrdersByTotalTotalQuery total(BigDecimal total) {
      String next = "TOTAL#" + KeyEncoding.decimal(ENTITY, "total", total, 8, 2) + "#";
      return new OrdersByTotalTotalQuery(withSortKey(SortKey.prefix(next)), next);
    }

    /**
     * Only items whose {@code total} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public EntityQuery<Order> totalBetween(BigDecimal low, BigDecimal high) {
      return withSortKey(SortKey.between("TOTAL#", KeyEncoding.decimal(ENTITY, "total", low, 8, 2),
          KeyEncoding.decimal(ENTITY, "total", high, 8, 2), false, '#'));
    }

    /**
     * Only items whose {@code total} is at or after {@code low}, in key order.
     */
    public EntityQuery<Order> totalFrom(BigDecimal low) {
      return withSortKey(SortKey.from("TOTAL#", KeyEncoding.decimal(ENTITY, "total", low, 8, 2),
          false, '#'));
    }

    /**
     * Only items whose {@code total} is strictly after {@code low}, in key order.
     */
    public EntityQuery<Order> totalAfter(BigDecimal low) {
      return withSortKey(SortKey.after("TOTAL#", KeyEncoding.decimal(ENTITY, "total", low, 8, 2),
          false, '#'));
    }

    /**
     * Only items whose {@code total} is at or before {@code high}, in key order.
     */
    public EntityQuery<Order> totalUpTo(BigDecimal high) {
      return withSortKey(SortKey.upTo("TOTAL#", KeyEncoding.decimal(ENTITY, "total", high, 8, 2),
          false, '#'));
    }

    /**
     * Only items whose {@code total} is strictly before {@code high}, in key order.
     */
    public EntityQuery<Order> totalBefore(BigDecimal high) {
      return withSortKey(SortKey.before("TOTAL#", KeyEncoding.decimal(ENTITY, "total", high, 8, 2),
          false, '#'));
    }
  }

  /**
   * The {@code ordersByTotal} query with total fixed: choose {@code orderId} or a range of it, or
   * run it as is.
   */
  public static final class OrdersByTotalTotalQuery extends EntityQuery<Order> {
    private final String prefix;

    OrdersByTotalTotalQuery(EntityQuery<Order> query, String prefix) {
      super(query);
      this.prefix = prefix;
    }

    /**
     * Only the item whose {@code orderId} is the given value.
     */
    public EntityQuery<Order> orderId(String orderId) {
      return withSortKey(SortKey.equalTo(KeyEncoding.sortKey(ENTITY, "LSI1SK", this.prefix
          + KeyEncoding.string(ENTITY, "orderId", '#', orderId))));
    }

    /**
     * Only items whose {@code orderId} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public EntityQuery<Order> orderIdBetween(String low, String high) {
      return withSortKey(SortKey.between(this.prefix,
          KeyEncoding.string(ENTITY, "orderId", '#', low),
          KeyEncoding.string(ENTITY, "orderId", '#', high), true, '#'));
    }

    /**
     * Only items whose {@code orderId} is at or after {@code low}, in key order.
     */
    public EntityQuery<Order> orderIdFrom(String low) {
      return withSortKey(SortKey.from(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code orderId} is strictly after {@code low}, in key order.
     */
    public EntityQuery<Order> orderIdAfter(String low) {
      return withSortKey(SortKey.after(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code orderId} is at or before {@code high}, in key order.
     */
    public EntityQuery<Order> orderIdUpTo(String high) {
      return withSortKey(SortKey.upTo(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', high),
          true, '#'));
    }

    /**
     * Only items whose {@code orderId} is strictly before {@code high}, in key order.
     */
    public EntityQuery<Order> orderIdBefore(String high) {
      return withSortKey(SortKey.before(this.prefix,
          KeyEncoding.string(ENTITY, "orderId", '#', high), true, '#'));
    }

    /**
     * Only items whose {@code orderId} begins with {@code prefix}, in key order.
     */
    public EntityQuery<Order> orderIdBeginsWith(String prefix) {
      return withSortKey(SortKey.prefix(this.prefix
          + KeyEncoding.string(ENTITY, "orderId", '#', prefix)));
    }
  }
}
