package dev.singletable.golden;

import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.EntityUpdate;
import dev.singletable.runtime.ReturnValues;
import dev.singletable.runtime.TransactionUpdate;
import dev.singletable.runtime.expression.AttributeRef;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.UpdateAction;
import dev.singletable.runtime.internal.KeyEncoding;
import dev.singletable.runtime.internal.QuerySpec;
import dev.singletable.runtime.internal.SortKeyCondition;
import dev.singletable.runtime.internal.TableContext;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads, writes and queries {@link Order} items; reach it with {@code MarketDb.orders()}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class OrderRepository extends EntityRepository<Order, OrderKey> {
    private static final String ENTITY = "Order";

    /**
     * Used by {@link MarketDb}; obtain repositories from there.
     */
    public OrderRepository(TableContext context) {
        super(context, OrderSchema.INSTANCE);
    }

    /**
     * {@link Order} items of partition {@code PK = CUSTOMER#{customerId}}, in {@code SK = ORDER#{placedAt}#{orderId}} order.
     */
    public OrdersOfQuery ordersOf(String customerId) {
        return new OrdersOfQuery(querySpec(null, "PK", OrderKey.partitionKey(customerId), "SK", SortKeyCondition.prefix("ORDER#")));
    }

    /**
     * {@link Order} items of partition {@code GSI1PK = STATUS#{status}} of index GSI1, in {@code GSI1SK = {placedAt}#{orderId}} order.
     */
    public ByStatusQuery byStatus(Order.Status status) {
        return new ByStatusQuery(querySpec("GSI1", "GSI1PK", OrderSchema.gsi1PartitionKey(status), "GSI1SK", SortKeyCondition.prefix("")));
    }

    /**
     * {@link Order} items of partition {@code PK = CUSTOMER#{customerId}} of index LSI1, in {@code LSI1SK = TOTAL#{total}#{orderId}} order.
     */
    public OrdersByTotalQuery ordersByTotal(String customerId) {
        return new OrdersByTotalQuery(querySpec("LSI1", "PK", OrderKey.partitionKey(customerId), "LSI1SK", SortKeyCondition.prefix("TOTAL#")));
    }

    /**
     * Updates the existing item with this key; attributes that feed index keys have setters here.
     */
    @Override
    public OrderUpdate update(OrderKey key) {
        return new OrderUpdate(context(), key, false);
    }

    /**
     * Updates the item with this key, creating it when absent.
     */
    @Override
    public OrderUpdate upsert(OrderKey key) {
        return new OrderUpdate(context(), key, true);
    }

    /**
     * The {@code ordersOf} query: choose {@code placedAt} or a range of it, or run it as is.
     */
    public static final class OrdersOfQuery extends EntityQuery<Order> {
        OrdersOfQuery(QuerySpec<Order> spec) {
            super(spec);
        }

        /**
         * Only items whose {@code placedAt} is the given value.
         */
        public OrdersOfPlacedAtQuery placedAt(Instant placedAt) {
            String next = "ORDER#" + KeyEncoding.instant(ENTITY, "placedAt", placedAt, 3) + "#";
            return new OrdersOfPlacedAtQuery(spec().withSortKey(SortKeyCondition.prefix(next)), next);
        }

        /**
         * Only items whose {@code placedAt} is between (inclusive) {@code low} and {@code high}, in key order.
         */
        public EntityQuery<Order> placedAtBetween(Instant low, Instant high) {
            return withSortKey(SortKeyCondition.between("ORDER#", KeyEncoding.instant(ENTITY, "placedAt", low, 3), KeyEncoding.instant(ENTITY, "placedAt", high, 3), false, '#'));
        }

        /**
         * Only items whose {@code placedAt} is at or after {@code low}, in key order.
         */
        public EntityQuery<Order> placedAtFrom(Instant low) {
            return withSortKey(SortKeyCondition.from("ORDER#", KeyEncoding.instant(ENTITY, "placedAt", low, 3), false, '#'));
        }

        /**
         * Only items whose {@code placedAt} is strictly after {@code low}, in key order.
         */
        public EntityQuery<Order> placedAtAfter(Instant low) {
            return withSortKey(SortKeyCondition.after("ORDER#", KeyEncoding.instant(ENTITY, "placedAt", low, 3), false, '#'));
        }

        /**
         * Only items whose {@code placedAt} is at or before {@code high}, in key order.
         */
        public EntityQuery<Order> placedAtUpTo(Instant high) {
            return withSortKey(SortKeyCondition.upTo("ORDER#", KeyEncoding.instant(ENTITY, "placedAt", high, 3), false, '#'));
        }

        /**
         * Only items whose {@code placedAt} is strictly before {@code high}, in key order.
         */
        public EntityQuery<Order> placedAtBefore(Instant high) {
            return withSortKey(SortKeyCondition.before("ORDER#", KeyEncoding.instant(ENTITY, "placedAt", high, 3), false, '#'));
        }
    }

    /**
     * The {@code ordersOf} query with placedAt fixed: choose {@code orderId} or a range of it, or run it as is.
     */
    public static final class OrdersOfPlacedAtQuery extends EntityQuery<Order> {
        private final String prefix;

        OrdersOfPlacedAtQuery(QuerySpec<Order> spec, String prefix) {
            super(spec);
            this.prefix = prefix;
        }

        /**
         * Only the item whose {@code orderId} is the given value.
         */
        public EntityQuery<Order> orderId(String orderId) {
            return withSortKey(SortKeyCondition.equalTo(KeyEncoding.sortKey(ENTITY, "SK", this.prefix + KeyEncoding.string(ENTITY, "orderId", '#', orderId))));
        }

        /**
         * Only items whose {@code orderId} is between (inclusive) {@code low} and {@code high}, in key order.
         */
        public EntityQuery<Order> orderIdBetween(String low, String high) {
            return withSortKey(SortKeyCondition.between(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', low), KeyEncoding.string(ENTITY, "orderId", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code orderId} is at or after {@code low}, in key order.
         */
        public EntityQuery<Order> orderIdFrom(String low) {
            return withSortKey(SortKeyCondition.from(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', low), true, '#'));
        }

        /**
         * Only items whose {@code orderId} is strictly after {@code low}, in key order.
         */
        public EntityQuery<Order> orderIdAfter(String low) {
            return withSortKey(SortKeyCondition.after(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', low), true, '#'));
        }

        /**
         * Only items whose {@code orderId} is at or before {@code high}, in key order.
         */
        public EntityQuery<Order> orderIdUpTo(String high) {
            return withSortKey(SortKeyCondition.upTo(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code orderId} is strictly before {@code high}, in key order.
         */
        public EntityQuery<Order> orderIdBefore(String high) {
            return withSortKey(SortKeyCondition.before(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code orderId} begins with {@code prefix}, in key order.
         */
        public EntityQuery<Order> orderIdBeginsWith(String prefix) {
            return withSortKey(SortKeyCondition.prefix(this.prefix + KeyEncoding.string(ENTITY, "orderId", '#', prefix)));
        }
    }

    /**
     * The {@code byStatus} query: choose {@code placedAt} or a range of it, or run it as is.
     */
    public static final class ByStatusQuery extends EntityQuery<Order> {
        ByStatusQuery(QuerySpec<Order> spec) {
            super(spec);
        }

        /**
         * Only items whose {@code placedAt} is the given value.
         */
        public ByStatusPlacedAtQuery placedAt(Instant placedAt) {
            String next = "" + KeyEncoding.instant(ENTITY, "placedAt", placedAt, 3) + "#";
            return new ByStatusPlacedAtQuery(spec().withSortKey(SortKeyCondition.prefix(next)), next);
        }

        /**
         * Only items whose {@code placedAt} is between (inclusive) {@code low} and {@code high}, in key order.
         */
        public EntityQuery<Order> placedAtBetween(Instant low, Instant high) {
            return withSortKey(SortKeyCondition.between("", KeyEncoding.instant(ENTITY, "placedAt", low, 3), KeyEncoding.instant(ENTITY, "placedAt", high, 3), false, '#'));
        }

        /**
         * Only items whose {@code placedAt} is at or after {@code low}, in key order.
         */
        public EntityQuery<Order> placedAtFrom(Instant low) {
            return withSortKey(SortKeyCondition.from("", KeyEncoding.instant(ENTITY, "placedAt", low, 3), false, '#'));
        }

        /**
         * Only items whose {@code placedAt} is strictly after {@code low}, in key order.
         */
        public EntityQuery<Order> placedAtAfter(Instant low) {
            return withSortKey(SortKeyCondition.after("", KeyEncoding.instant(ENTITY, "placedAt", low, 3), false, '#'));
        }

        /**
         * Only items whose {@code placedAt} is at or before {@code high}, in key order.
         */
        public EntityQuery<Order> placedAtUpTo(Instant high) {
            return withSortKey(SortKeyCondition.upTo("", KeyEncoding.instant(ENTITY, "placedAt", high, 3), false, '#'));
        }

        /**
         * Only items whose {@code placedAt} is strictly before {@code high}, in key order.
         */
        public EntityQuery<Order> placedAtBefore(Instant high) {
            return withSortKey(SortKeyCondition.before("", KeyEncoding.instant(ENTITY, "placedAt", high, 3), false, '#'));
        }
    }

    /**
     * The {@code byStatus} query with placedAt fixed: choose {@code orderId} or a range of it, or run it as is.
     */
    public static final class ByStatusPlacedAtQuery extends EntityQuery<Order> {
        private final String prefix;

        ByStatusPlacedAtQuery(QuerySpec<Order> spec, String prefix) {
            super(spec);
            this.prefix = prefix;
        }

        /**
         * Only the item whose {@code orderId} is the given value.
         */
        public EntityQuery<Order> orderId(String orderId) {
            return withSortKey(SortKeyCondition.equalTo(KeyEncoding.sortKey(ENTITY, "GSI1SK", this.prefix + KeyEncoding.string(ENTITY, "orderId", '#', orderId))));
        }

        /**
         * Only items whose {@code orderId} is between (inclusive) {@code low} and {@code high}, in key order.
         */
        public EntityQuery<Order> orderIdBetween(String low, String high) {
            return withSortKey(SortKeyCondition.between(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', low), KeyEncoding.string(ENTITY, "orderId", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code orderId} is at or after {@code low}, in key order.
         */
        public EntityQuery<Order> orderIdFrom(String low) {
            return withSortKey(SortKeyCondition.from(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', low), true, '#'));
        }

        /**
         * Only items whose {@code orderId} is strictly after {@code low}, in key order.
         */
        public EntityQuery<Order> orderIdAfter(String low) {
            return withSortKey(SortKeyCondition.after(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', low), true, '#'));
        }

        /**
         * Only items whose {@code orderId} is at or before {@code high}, in key order.
         */
        public EntityQuery<Order> orderIdUpTo(String high) {
            return withSortKey(SortKeyCondition.upTo(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code orderId} is strictly before {@code high}, in key order.
         */
        public EntityQuery<Order> orderIdBefore(String high) {
            return withSortKey(SortKeyCondition.before(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code orderId} begins with {@code prefix}, in key order.
         */
        public EntityQuery<Order> orderIdBeginsWith(String prefix) {
            return withSortKey(SortKeyCondition.prefix(this.prefix + KeyEncoding.string(ENTITY, "orderId", '#', prefix)));
        }
    }

    /**
     * The {@code ordersByTotal} query: choose {@code total} or a range of it, or run it as is.
     */
    public static final class OrdersByTotalQuery extends EntityQuery<Order> {
        OrdersByTotalQuery(QuerySpec<Order> spec) {
            super(spec);
        }

        /**
         * Only items whose {@code total} is the given value.
         */
        public OrdersByTotalTotalQuery total(BigDecimal total) {
            String next = "TOTAL#" + KeyEncoding.decimal(ENTITY, "total", total, 8, 2) + "#";
            return new OrdersByTotalTotalQuery(spec().withSortKey(SortKeyCondition.prefix(next)), next);
        }

        /**
         * Only items whose {@code total} is between (inclusive) {@code low} and {@code high}, in key order.
         */
        public EntityQuery<Order> totalBetween(BigDecimal low, BigDecimal high) {
            return withSortKey(SortKeyCondition.between("TOTAL#", KeyEncoding.decimal(ENTITY, "total", low, 8, 2), KeyEncoding.decimal(ENTITY, "total", high, 8, 2), false, '#'));
        }

        /**
         * Only items whose {@code total} is at or after {@code low}, in key order.
         */
        public EntityQuery<Order> totalFrom(BigDecimal low) {
            return withSortKey(SortKeyCondition.from("TOTAL#", KeyEncoding.decimal(ENTITY, "total", low, 8, 2), false, '#'));
        }

        /**
         * Only items whose {@code total} is strictly after {@code low}, in key order.
         */
        public EntityQuery<Order> totalAfter(BigDecimal low) {
            return withSortKey(SortKeyCondition.after("TOTAL#", KeyEncoding.decimal(ENTITY, "total", low, 8, 2), false, '#'));
        }

        /**
         * Only items whose {@code total} is at or before {@code high}, in key order.
         */
        public EntityQuery<Order> totalUpTo(BigDecimal high) {
            return withSortKey(SortKeyCondition.upTo("TOTAL#", KeyEncoding.decimal(ENTITY, "total", high, 8, 2), false, '#'));
        }

        /**
         * Only items whose {@code total} is strictly before {@code high}, in key order.
         */
        public EntityQuery<Order> totalBefore(BigDecimal high) {
            return withSortKey(SortKeyCondition.before("TOTAL#", KeyEncoding.decimal(ENTITY, "total", high, 8, 2), false, '#'));
        }
    }

    /**
     * The {@code ordersByTotal} query with total fixed: choose {@code orderId} or a range of it, or run it as is.
     */
    public static final class OrdersByTotalTotalQuery extends EntityQuery<Order> {
        private final String prefix;

        OrdersByTotalTotalQuery(QuerySpec<Order> spec, String prefix) {
            super(spec);
            this.prefix = prefix;
        }

        /**
         * Only the item whose {@code orderId} is the given value.
         */
        public EntityQuery<Order> orderId(String orderId) {
            return withSortKey(SortKeyCondition.equalTo(KeyEncoding.sortKey(ENTITY, "LSI1SK", this.prefix + KeyEncoding.string(ENTITY, "orderId", '#', orderId))));
        }

        /**
         * Only items whose {@code orderId} is between (inclusive) {@code low} and {@code high}, in key order.
         */
        public EntityQuery<Order> orderIdBetween(String low, String high) {
            return withSortKey(SortKeyCondition.between(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', low), KeyEncoding.string(ENTITY, "orderId", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code orderId} is at or after {@code low}, in key order.
         */
        public EntityQuery<Order> orderIdFrom(String low) {
            return withSortKey(SortKeyCondition.from(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', low), true, '#'));
        }

        /**
         * Only items whose {@code orderId} is strictly after {@code low}, in key order.
         */
        public EntityQuery<Order> orderIdAfter(String low) {
            return withSortKey(SortKeyCondition.after(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', low), true, '#'));
        }

        /**
         * Only items whose {@code orderId} is at or before {@code high}, in key order.
         */
        public EntityQuery<Order> orderIdUpTo(String high) {
            return withSortKey(SortKeyCondition.upTo(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code orderId} is strictly before {@code high}, in key order.
         */
        public EntityQuery<Order> orderIdBefore(String high) {
            return withSortKey(SortKeyCondition.before(this.prefix, KeyEncoding.string(ENTITY, "orderId", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code orderId} begins with {@code prefix}, in key order.
         */
        public EntityQuery<Order> orderIdBeginsWith(String prefix) {
            return withSortKey(SortKeyCondition.prefix(this.prefix + KeyEncoding.string(ENTITY, "orderId", '#', prefix)));
        }
    }

    /**
     * An update of {@link Order} with setters that keep its secondary-index keys in step.
     */
    public static final class OrderUpdate extends EntityUpdate<Order, OrderKey> {
        OrderUpdate(TableContext context, OrderKey key, boolean upsert) {
            super(context, OrderSchema.INSTANCE, key, upsert);
        }

        /**
         * Sets {@code status} and rewrites the keys of index GSI1.
         */
        public OrderUpdate setStatus(Order.Status status) {
            if (status == null) {
                return removeStatus();
            }
            applyWithIndexKeys(OrderSchema.STATUS.set(status),
                    UpdateAction.set(Path.attribute("GSI1PK"), AttributeValue.fromS(OrderSchema.gsi1PartitionKey(status))),
                    UpdateAction.set(Path.attribute("GSI1SK"), AttributeValue.fromS(OrderSchema.gsi1SortKey(key().placedAt(), key().orderId()))));
            return this;
        }

        /**
         * Removes {@code status} and the keys of index GSI1, so the item leaves that index (a sparse index).
         */
        public OrderUpdate removeStatus() {
            applyWithIndexKeys(OrderSchema.STATUS.remove(),
                    UpdateAction.remove(Path.attribute("GSI1PK")),
                    UpdateAction.remove(Path.attribute("GSI1SK")));
            return this;
        }

        /**
         * Sets {@code total} and rewrites the keys of index LSI1.
         */
        public OrderUpdate setTotal(BigDecimal total) {
            if (total == null) {
                return removeTotal();
            }
            applyWithIndexKeys(OrderSchema.TOTAL.set(total),
                    UpdateAction.set(Path.attribute("LSI1SK"), AttributeValue.fromS(OrderSchema.lsi1SortKey(total, key().orderId()))));
            return this;
        }

        /**
         * Removes {@code total} and the keys of index LSI1, so the item leaves that index (a sparse index).
         */
        public OrderUpdate removeTotal() {
            applyWithIndexKeys(OrderSchema.TOTAL.remove(),
                    UpdateAction.remove(Path.attribute("LSI1SK")));
            return this;
        }

        /**
         * Sets {@code day} and rewrites the keys of index GSI3.
         */
        public OrderUpdate setDay(LocalDate day) {
            if (day == null) {
                return removeDay();
            }
            applyWithIndexKeys(OrderSchema.DAY.set(day),
                    UpdateAction.set(Path.attribute("GSI3PK"), AttributeValue.fromS(OrderSchema.gsi3PartitionKey(day))),
                    UpdateAction.set(Path.attribute("GSI3SK"), AttributeValue.fromS(OrderSchema.gsi3SortKey(key().placedAt()))));
            return this;
        }

        /**
         * Removes {@code day} and the keys of index GSI3, so the item leaves that index (a sparse index).
         */
        public OrderUpdate removeDay() {
            applyWithIndexKeys(OrderSchema.DAY.remove(),
                    UpdateAction.remove(Path.attribute("GSI3PK")),
                    UpdateAction.remove(Path.attribute("GSI3SK")));
            return this;
        }

        @Override
        public <V> OrderUpdate set(AttributeRef<V> attribute, V value) {
            super.set(attribute, value);
            return this;
        }

        @Override
        public OrderUpdate remove(AttributeRef<?> attribute) {
            super.remove(attribute);
            return this;
        }

        @Override
        public OrderUpdate apply(UpdateAction action) {
            super.apply(action);
            return this;
        }

        @Override
        public OrderUpdate condition(Condition extra) {
            super.condition(extra);
            return this;
        }

        @Override
        public OrderUpdate expectVersion(long version) {
            super.expectVersion(version);
            return this;
        }

        @Override
        public OrderUpdate returning(ReturnValues values) {
            super.returning(values);
            return this;
        }
    }

    /**
     * The update of {@link Order} inside a transaction, with the same index-aware setters.
     */
    public static final class OrderTransactionUpdate extends TransactionUpdate {
        private final OrderKey key;

        /**
         * Used by the generated transaction.
         */
        public OrderTransactionUpdate(TransactionUpdate base, OrderKey key) {
            super(base);
            this.key = key;
        }

        /**
         * Sets {@code status} and rewrites the keys of index GSI1.
         */
        public OrderTransactionUpdate setStatus(Order.Status status) {
            if (status == null) {
                return removeStatus();
            }
            applyWithIndexKeys(OrderSchema.STATUS.set(status),
                    UpdateAction.set(Path.attribute("GSI1PK"), AttributeValue.fromS(OrderSchema.gsi1PartitionKey(status))),
                    UpdateAction.set(Path.attribute("GSI1SK"), AttributeValue.fromS(OrderSchema.gsi1SortKey(this.key.placedAt(), this.key.orderId()))));
            return this;
        }

        /**
         * Removes {@code status} and the keys of index GSI1, so the item leaves that index (a sparse index).
         */
        public OrderTransactionUpdate removeStatus() {
            applyWithIndexKeys(OrderSchema.STATUS.remove(),
                    UpdateAction.remove(Path.attribute("GSI1PK")),
                    UpdateAction.remove(Path.attribute("GSI1SK")));
            return this;
        }

        /**
         * Sets {@code total} and rewrites the keys of index LSI1.
         */
        public OrderTransactionUpdate setTotal(BigDecimal total) {
            if (total == null) {
                return removeTotal();
            }
            applyWithIndexKeys(OrderSchema.TOTAL.set(total),
                    UpdateAction.set(Path.attribute("LSI1SK"), AttributeValue.fromS(OrderSchema.lsi1SortKey(total, this.key.orderId()))));
            return this;
        }

        /**
         * Removes {@code total} and the keys of index LSI1, so the item leaves that index (a sparse index).
         */
        public OrderTransactionUpdate removeTotal() {
            applyWithIndexKeys(OrderSchema.TOTAL.remove(),
                    UpdateAction.remove(Path.attribute("LSI1SK")));
            return this;
        }

        /**
         * Sets {@code day} and rewrites the keys of index GSI3.
         */
        public OrderTransactionUpdate setDay(LocalDate day) {
            if (day == null) {
                return removeDay();
            }
            applyWithIndexKeys(OrderSchema.DAY.set(day),
                    UpdateAction.set(Path.attribute("GSI3PK"), AttributeValue.fromS(OrderSchema.gsi3PartitionKey(day))),
                    UpdateAction.set(Path.attribute("GSI3SK"), AttributeValue.fromS(OrderSchema.gsi3SortKey(this.key.placedAt()))));
            return this;
        }

        /**
         * Removes {@code day} and the keys of index GSI3, so the item leaves that index (a sparse index).
         */
        public OrderTransactionUpdate removeDay() {
            applyWithIndexKeys(OrderSchema.DAY.remove(),
                    UpdateAction.remove(Path.attribute("GSI3PK")),
                    UpdateAction.remove(Path.attribute("GSI3SK")));
            return this;
        }

        @Override
        public <V> OrderTransactionUpdate set(AttributeRef<V> attribute, V value) {
            super.set(attribute, value);
            return this;
        }

        @Override
        public OrderTransactionUpdate remove(AttributeRef<?> attribute) {
            super.remove(attribute);
            return this;
        }

        @Override
        public OrderTransactionUpdate apply(UpdateAction action) {
            super.apply(action);
            return this;
        }

        @Override
        public OrderTransactionUpdate condition(Condition extra) {
            super.condition(extra);
            return this;
        }

        @Override
        public OrderTransactionUpdate expectVersion(long version) {
            super.expectVersion(version);
            return this;
        }
    }
}
