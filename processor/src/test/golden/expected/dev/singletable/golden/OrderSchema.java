package dev.singletable.golden;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.internal.AttributeValues;
import dev.singletable.runtime.internal.Items;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Order} is stored: item mapping without reflection, index keys and typed attribute
 * references for conditions, filters and updates ({@code OrderSchema.CUSTOMER_ID.eq(...)}).
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class OrderSchema implements EntitySchema<Order, OrderKey>, OrderRefs {
  /** The schema; it holds no state. */
  public static final OrderSchema INSTANCE = new OrderSchema();

  /** The value of the {@code entityType} attribute of every Order item. */
  public static final String ENTITY_TYPE = "Order";

  private static final String ENTITY = ENTITY_TYPE;

  private static final AttributeValue TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

  private OrderSchema() {
  }

  @Override
  public String entityType() {
    return ENTITY_TYPE;
  }

  @Override
  public Map<String, AttributeValue> toItem(Order order) {
    OrderKey key = OrderKey.of(order);
    Map<String, AttributeValue> item = Items.newMap(20);
    item.put("PK", AttributeValue.createS(key.pk()));
    item.put("SK", AttributeValue.createS(key.sk()));
    item.put("entityType", TYPE_VALUE);
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
    String customerId = order.customerId();
    if (customerId != null) {
      item.put("customerId", AttributeValues.string(ENTITY, "customerId", customerId));
    }
    String orderId = order.orderId();
    if (orderId != null) {
      item.put("orderId", AttributeValues.string(ENTITY, "orderId", orderId));
    }
    Instant placedAt = order.placedAt();
    if (placedAt != null) {
      item.put("placedAt", AttributeValues.instant(ENTITY, "placedAt", placedAt));
    }
    Order.Status status = order.status();
    if (status != null) {
      item.put("status", AttributeValues.enumName(status));
    }
    BigDecimal total = order.total();
    if (total != null) {
      item.put("total", AttributeValues.decimal(ENTITY, "total", total));
    }
    LocalDate day = order.day();
    if (day != null) {
      item.put("day", AttributeValues.localDate(ENTITY, "day", day));
    }
    List<Order.Line> lines = order.lines();
    if (lines != null) {
      item.put("lines", writeLines(lines));
    }
    Set<String> tags = order.tags();
    // DynamoDB refuses empty sets: an empty set is stored as an absent attribute.
    if (tags != null && !tags.isEmpty()) {
      item.put("tags", AttributeValues.stringSet(ENTITY, "tags", tags));
    }
    if (order.expiresAt() != 0) {
      item.put("expiresAt", Items.ttlSeconds(ENTITY, "expiresAt", order.expiresAt()));
    }
    return item;
  }

  @Override
  public Order fromItem(Map<String, AttributeValue> item) {
    Items.checkEntityType(item, "entityType", ENTITY_TYPE);
    return read(item, true);
  }

  @Override
  public Order fromPartialItem(Map<String, AttributeValue> item) {
    return read(item, false);
  }

  @Override
  public OrderKey keyOf(Order order) {
    return OrderKey.of(order);
  }

  @Override
  public Map<String, AttributeValue> keyItem(OrderKey key) {
    return key.toKey();
  }

  @Override
  public Map<String, AttributeValue> keyAttributes(OrderKey key) {
    Map<String, AttributeValue> attributes = Items.newMap(4);
    attributes.put("entityType", TYPE_VALUE);
    attributes.put("customerId", AttributeValues.string(ENTITY, "customerId", key.customerId()));
    attributes.put("placedAt", AttributeValues.instant(ENTITY, "placedAt", key.placedAt()));
    attributes.put("orderId", AttributeValues.string(ENTITY, "orderId", key.orderId()));
    return attributes;
  }

  @Override
  public Map<String, String> indexKeyInputs() {
    return Map.ofEntries(
        Map.entry("status", "setStatus"),
        Map.entry("placedAt", "setPlacedAt"),
        Map.entry("orderId", "setOrderId"),
        Map.entry("day", "setDay"),
        Map.entry("total", "setTotal"));
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

  private static Order read(Map<String, AttributeValue> item, boolean strict) {
    AttributeValue v;
    v = item.get("customerId");
    String customerId = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "customerId", v);
    v = item.get("orderId");
    String orderId = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "orderId", v);
    v = item.get("placedAt");
    Instant placedAt = v == null || Items.isNull(v) ? null
        : AttributeValues.readInstant(ENTITY, "placedAt", v);
    v = item.get("status");
    Order.Status status = v == null || Items.isNull(v) ? null
        : AttributeValues.readEnum(ENTITY, "status", v, Order.Status.class);
    v = item.get("total");
    BigDecimal total = v == null || Items.isNull(v) ? null
        : Items.withScale(AttributeValues.readDecimal(ENTITY, "total", v), 2);
    v = item.get("day");
    LocalDate day = v == null || Items.isNull(v) ? null
        : AttributeValues.readLocalDate(ENTITY, "day", v);
    v = item.get("lines");
    List<Order.Line> lines = v == null || Items.isNull(v) ? null : readLines(v, strict);
    v = item.get("tags");
    Set<String> tags = v == null || Items.isNull(v) ? new LinkedHashSet<>()
        : AttributeValues.readStringSet(ENTITY, "tags", v);
    v = item.get("expiresAt");
    long expiresAt = v == null ? 0L : AttributeValues.readInt64(ENTITY, "expiresAt", v);
    return new Order(
        customerId,
        orderId,
        placedAt,
        status,
        total,
        day,
        lines,
        tags,
        expiresAt);
  }

  private static AttributeValue writeOrderLine(Order.Line value) {
    Map<String, AttributeValue> item = Items.newMap(2);
    String vSku = value.sku();
    if (vSku != null) {
      item.put("sku", AttributeValues.string(ENTITY, "lines[].sku", vSku));
    }
    item.put("quantity", AttributeValues.int32(value.quantity()));
    return AttributeValue.createM(item);
  }

  private static AttributeValue writeLines(List<Order.Line> value) {
    List<AttributeValue> elements = new ArrayList<>(value.size());
    for (Order.Line element : value) {
      elements.add(element == null ? Items.NULL : writeOrderLine(element));
    }
    return AttributeValue.createL(elements);
  }

  private static List<Order.Line> readLines(AttributeValue value, boolean strict) {
    List<AttributeValue> elements = Items.readList(ENTITY, "lines", value);
    List<Order.Line> result = new ArrayList<>(elements.size());
    for (AttributeValue element : elements) {
      result.add(Items.isNull(element) ? null : readOrderLine(element, strict));
    }
    return result;
  }

  private static Order.Line readOrderLine(AttributeValue value, boolean strict) {
    Map<String, AttributeValue> item = Items.readMap(ENTITY, "lines[]", value);
    AttributeValue v;
    v = item.get("sku");
    String aSku = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "lines[].sku", v);
    v = item.get("quantity");
    int aQuantity;
    if (v != null) {
      aQuantity = AttributeValues.readInt32(ENTITY, "lines[].quantity", v);
    } else if (strict) {
      throw Items.missing(ENTITY, "lines[].quantity", item);
    } else {
      aQuantity = 0;
    }
    return new Order.Line(aSku,
        aQuantity);
  }

  /**
   * The value encoders of the typed references: one class for all of them, not one lambda each,
   * so that making them spins no classes; nested here, where the schema's helpers are in reach.
   */
  static final class Encoder implements Function<Object, AttributeValue> {
    static final int PLACED_AT = 0;

    static final int STATUS = 1;

    static final int TOTAL = 2;

    static final int DAY = 3;

    static final int LINES_ELEMENT = 4;

    static final int TAGS = 5;

    static final int TAGS_ELEMENT = 6;

    static final int EXPIRES_AT = 7;

    private final int attribute;

    Encoder(int attribute) {
      this.attribute = attribute;
    }

    @Override
    @SuppressWarnings("unchecked")
    public AttributeValue apply(Object value) {
      return switch (attribute) {
        case PLACED_AT -> AttributeValues.instant(ENTITY, "placedAt", (Instant) value);
        case STATUS -> AttributeValues.enumName((Order.Status) value);
        case TOTAL -> AttributeValues.decimal(ENTITY, "total", (BigDecimal) value);
        case DAY -> AttributeValues.localDate(ENTITY, "day", (LocalDate) value);
        case LINES_ELEMENT -> writeOrderLine((Order.Line) value);
        case TAGS -> AttributeValues.stringSet(ENTITY, "tags", (Set<String>) value);
        case TAGS_ELEMENT -> AttributeValues.string(ENTITY, "tags", (String) value);
        case EXPIRES_AT -> Items.ttlSeconds(ENTITY, "expiresAt", (Long) value);
        default -> throw new IllegalStateException("no encoder " + attribute);
      };
    }
  }
}
