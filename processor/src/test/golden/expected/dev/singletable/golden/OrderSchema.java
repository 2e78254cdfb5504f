package dev.singletable.golden;

import dev.singletable.runtime.expression.ListRef;
import dev.singletable.runtime.expression.NumberRef;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.StringRef;
import dev.singletable.runtime.expression.ValueRef;
import dev.singletable.runtime.internal.Codec;
import dev.singletable.runtime.internal.SchemaBase;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Order} is stored: reflection-free mapping, index keys, typed references
 * ({@code OrderSchema.CUSTOMER_ID}).
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class OrderSchema extends SchemaBase<Order, OrderKey> implements OrderRefs {
  /** The value of the {@code entityType} attribute of every Order item. */
  public static final String ENTITY_TYPE = "Order";

  /** The {@code entityType} attribute of its items; an item has up to 20 attributes. */
  private static final Codec.EntityType ITEM_TYPE = Codec.entityType("entityType", ENTITY_TYPE, 20);

  static final Codec<String> CUSTOMER_ID_CODEC = Codec.string(ENTITY_TYPE, "customerId");

  static final Codec<String> ORDER_ID_CODEC = Codec.string(ENTITY_TYPE, "orderId");

  static final Codec<Instant> PLACED_AT_CODEC = Codec.instant(ENTITY_TYPE, "placedAt");

  static final Codec<Order.Status> STATUS_CODEC = Codec.enumName(ENTITY_TYPE, "status",
      Order.Status.class);

  static final Codec<BigDecimal> TOTAL_CODEC = Codec.decimal(ENTITY_TYPE, "total", 2);

  static final Codec<LocalDate> DAY_CODEC = Codec.localDate(ENTITY_TYPE, "day");

  static final Codec<List<Order.Line>> LINES_CODEC = Codec.list(ENTITY_TYPE, "lines",
      LineCodec.CODEC);

  static final Codec<String> TAGS_ELEMENT_CODEC = Codec.string(ENTITY_TYPE, "tags");

  static final Codec.OfSet<String> TAGS_CODEC = Codec.OfSet.strings(ENTITY_TYPE, "tags");

  static final Codec.Primitive<Long> EXPIRES_AT_CODEC = Codec.ttlSeconds(ENTITY_TYPE, "expiresAt");

  /** The schema; it holds no state. */
  public static final OrderSchema INSTANCE = new OrderSchema();

  private OrderSchema() {
    super(ENTITY_TYPE, Map.ofEntries(
        Map.entry("status", "setStatus"),
        Map.entry("placedAt", "setPlacedAt"),
        Map.entry("orderId", "setOrderId"),
        Map.entry("day", "setDay"),
        Map.entry("total", "setTotal")));
  }

  @Override
  public Map<String, AttributeValue> toItem(Order order) {
    OrderKey key = OrderKey.of(order);
    Map<String, AttributeValue> item = ITEM_TYPE.newItem();
    item.put("PK", AttributeValue.createS(key.pk()));
    item.put("SK", AttributeValue.createS(key.sk()));
    // Index GSI1: the keys stay absent (the item is not in the index)
    // unless status is set.
    if (order.status() != null) {
      item.put("GSI1PK", AttributeValue.createS(gsi1PartitionKey(order.status())));
      item.put("GSI1SK", AttributeValue.createS(gsi1SortKey(order.placedAt(), order.orderId())));
    }
    item.put("GSI2PK", AttributeValue.createS(gsi2PartitionKey(order.orderId())));
    item.put("GSI2SK", AttributeValue.createS(gsi2SortKey()));
    // Index GSI3: the keys stay absent (the item is not in the index)
    // unless day is set.
    if (order.day() != null) {
      item.put("GSI3PK", AttributeValue.createS(gsi3PartitionKey(order.day())));
      item.put("GSI3SK", AttributeValue.createS(gsi3SortKey(order.placedAt())));
    }
    // Index LSI1: the keys stay absent (the item is not in the index)
    // unless total is set.
    if (order.total() != null) {
      item.put("LSI1SK", AttributeValue.createS(lsi1SortKey(order.total(), order.orderId())));
    }
    CUSTOMER_ID_CODEC.put(item, order.customerId());
    ORDER_ID_CODEC.put(item, order.orderId());
    PLACED_AT_CODEC.put(item, order.placedAt());
    STATUS_CODEC.put(item, order.status());
    TOTAL_CODEC.put(item, order.total());
    DAY_CODEC.put(item, order.day());
    LINES_CODEC.put(item, order.lines());
    TAGS_CODEC.put(item, order.tags());
    EXPIRES_AT_CODEC.put(item, order.expiresAt());
    return item;
  }

  @Override
  public Order fromItem(Map<String, AttributeValue> item) {
    ITEM_TYPE.check(item);
    LINES_CODEC.require(item);
    return fromPartialItem(item);
  }

  @Override
  public Order fromPartialItem(Map<String, AttributeValue> item) {
    return new Order(
        CUSTOMER_ID_CODEC.read(item),
        ORDER_ID_CODEC.read(item),
        PLACED_AT_CODEC.read(item),
        STATUS_CODEC.read(item),
        TOTAL_CODEC.read(item),
        DAY_CODEC.read(item),
        LINES_CODEC.read(item),
        TAGS_CODEC.readSet(item),
        EXPIRES_AT_CODEC.readLong(item));
  }

  @Override
  public OrderKey keyOf(Order order) {
    return OrderKey.of(order);
  }

  @Override
  public Map<String, AttributeValue> keyAttributes(OrderKey key) {
    Map<String, AttributeValue> attributes = ITEM_TYPE.newItem();
    CUSTOMER_ID_CODEC.put(attributes, key.customerId());
    PLACED_AT_CODEC.put(attributes, key.placedAt());
    ORDER_ID_CODEC.put(attributes, key.orderId());
    return attributes;
  }

  @Override
  public String ttlAttribute() {
    return "expiresAt";
  }

  /** The partition key of index GSI1, {@code GSI1PK = STATUS#{status}}. */
  public static String gsi1PartitionKey(Order.Status status) {
    return OrderKey.GSI1_PK.check("STATUS#" + OrderKey.STATUS.encode(status));
  }

  /** The sort key of index GSI1, {@code GSI1SK = {placedAt}#{orderId}}. */
  public static String gsi1SortKey(Instant placedAt, String orderId) {
    return OrderKey.GSI1_SK.check(OrderKey.PLACED_AT.encode(placedAt) + "#"
        + OrderKey.ORDER_ID.encode(orderId));
  }

  /** The partition key of index GSI2, {@code GSI2PK = ORDER#{orderId}}. */
  public static String gsi2PartitionKey(String orderId) {
    return OrderKey.GSI2_PK.check("ORDER#" + OrderKey.ORDER_ID.encode(orderId));
  }

  /** The sort key of index GSI2, {@code GSI2SK = ORDER}. */
  public static String gsi2SortKey() {
    return "ORDER";
  }

  /** The partition key of index GSI3, {@code GSI3PK = DAY#{day}}. */
  public static String gsi3PartitionKey(LocalDate day) {
    return OrderKey.GSI3_PK.check("DAY#" + OrderKey.DAY.encode(day));
  }

  /** The sort key of index GSI3, {@code GSI3SK = {placedAt}}. */
  public static String gsi3SortKey(Instant placedAt) {
    return OrderKey.GSI3_SK.check(OrderKey.PLACED_AT.encode(placedAt));
  }

  /** The sort key of index LSI1, {@code LSI1SK = TOTAL#{total}#{orderId}}. */
  public static String lsi1SortKey(BigDecimal total, String orderId) {
    return OrderKey.LSI1_SK.check("TOTAL#" + OrderKey.TOTAL.encode(total) + "#"
        + OrderKey.ORDER_ID.encode(orderId));
  }

  /** How a nested {@link Order.Line} is stored: a map of its attributes, in the forms below. */
  static final class LineCodec implements Codec.Fields<Order.Line> {
    static final Codec<String> SKU_CODEC = Codec.string(ENTITY_TYPE, "lines[].sku").storedAs("sku");

    static final Codec.Primitive<Integer> QUANTITY_CODEC = Codec.int32(ENTITY_TYPE,
        "lines[].quantity").storedAs("quantity");

    static final Codec<Order.Line> CODEC = Codec.nested(ENTITY_TYPE, "lines[]", 2, new LineCodec());

    @Override
    public void write(Order.Line value, Map<String, AttributeValue> item) {
      SKU_CODEC.put(item, value.sku());
      QUANTITY_CODEC.put(item, value.quantity());
    }

    @Override
    public Order.Line read(Map<String, AttributeValue> item) {
      return new Order.Line(SKU_CODEC.read(item),
          QUANTITY_CODEC.readInt(item));
    }

    @Override
    public void require(Map<String, AttributeValue> item) {
      QUANTITY_CODEC.require(item);
    }
  }

  /** Typed references to the attributes of a nested {@link Order.Line}. */
  public static final class LineRef extends ValueRef<Order, Order.Line> {
    LineRef(Path path) {
      super(path, LineCodec.CODEC);
    }

    /** The nested {@code sku} attribute. */
    public StringRef<Order> sku() {
      return new StringRef<>(path().field("sku"));
    }

    /** The nested {@code quantity} attribute. */
    public NumberRef<Order, Integer> quantity() {
      return new NumberRef<>(path().field("quantity"), LineCodec.QUANTITY_CODEC);
    }
  }

  /** A list of nested {@link Order.Line}: {@code at(i)} reaches the attributes of one element. */
  public static final class LineListRef extends ListRef<Order, Order.Line> {
    LineListRef(Path path) {
      super(path, LineCodec.CODEC);
    }

    /** Element {@code i} ({@code path[i]}), with typed references to its attributes. */
    public LineRef at(int i) {
      return new LineRef(path().index(i));
    }
  }
}
