package dev.singletable.golden;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.TableKey;
import dev.singletable.runtime.internal.Keys;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The primary key of {@link Order}: PK = {@code CUSTOMER#{customerId}}, SK =
 * {@code ORDER#{placedAt}#{orderId}}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public record OrderKey(String customerId, Instant placedAt,
    String orderId) implements TableKey<Market, Order> {
  private static final String ENTITY = "Order";

  static final Keys.Part<String> CUSTOMER_ID = Keys.string(ENTITY, "customerId", '#');

  static final Keys.Part<Instant> PLACED_AT = Keys.instant(ENTITY, "placedAt", 3);

  static final Keys.Part<String> ORDER_ID = Keys.string(ENTITY, "orderId", '#');

  static final Keys.Part<Order.Status> STATUS = Keys.enumName(ENTITY, "status", '#',
      Order.Status.class);

  static final Keys.Part<LocalDate> DAY = Keys.localDate(ENTITY, "day");

  static final Keys.Part<BigDecimal> TOTAL = Keys.decimal(ENTITY, "total", 8, 2);

  static final Keys.Attribute PK = Keys.partitionKey(ENTITY, "PK", '#', "CUSTOMER#{customerId}");

  static final Keys.Attribute SK = Keys.sortKey(ENTITY, "SK", '#', "ORDER#{placedAt}#{orderId}");

  static final Keys.Attribute GSI1_PK = Keys.partitionKey(ENTITY, "GSI1PK", '#', "STATUS#{status}");

  static final Keys.Attribute GSI1_SK = Keys.sortKey(ENTITY, "GSI1SK", '#', "{placedAt}#{orderId}");

  static final Keys.Attribute GSI2_PK = Keys.partitionKey(ENTITY, "GSI2PK", '#', "ORDER#{orderId}");

  static final Keys.Attribute GSI3_PK = Keys.partitionKey(ENTITY, "GSI3PK", '#', "DAY#{day}");

  static final Keys.Attribute GSI3_SK = Keys.sortKey(ENTITY, "GSI3SK", '#', "{placedAt}");

  static final Keys.Attribute LSI1_SK = Keys.sortKey(ENTITY, "LSI1SK", '#',
      "TOTAL#{total}#{orderId}");

  /**
   * Refuses a key whose {@code customerId} or {@code orderId} is null, empty, malformed or holds
   * '#', or makes PK longer than DynamoDB allows.
   */
  public OrderKey {
    CUSTOMER_ID.encode(customerId);
    ORDER_ID.encode(orderId);
    if (PK.mayBeTooLong(9L + customerId.length())) {
      PK.check("CUSTOMER#" + customerId);
    }
  }

  /** The key of {@code order}. */
  public static OrderKey of(Order order) {
    return new OrderKey(order.customerId(), order.placedAt(), order.orderId());
  }

  /** The partition key value {@code CUSTOMER#{customerId}}, which queries and collections read. */
  public static String partitionKey(String customerId) {
    return PK.check("CUSTOMER#" + CUSTOMER_ID.encode(customerId));
  }

  /** The partition key value, {@code CUSTOMER#{customerId}}. */
  public String pk() {
    return "CUSTOMER#" + customerId;
  }

  /** The sort key value, {@code ORDER#{placedAt}#{orderId}}. */
  public String sk() {
    return SK.check("ORDER#" + PLACED_AT.encode(placedAt) + "#" + orderId);
  }

  @Override
  public Map<String, AttributeValue> toKey() {
    return Map.of("PK", AttributeValue.createS(pk()), "SK", AttributeValue.createS(sk()));
  }

  @Override
  public EntitySchema<Order, OrderKey> schema() {
    return OrderSchema.INSTANCE;
  }

  /**
   * The key of {@code Order} in these key attributes; {@code null} when they have another shape.
   */
  public static OrderKey fromKeyAttributes(Map<String, AttributeValue> keys) {
    return Keys.read(keys, parts -> new OrderKey(parts.get("customerId"),
        PLACED_AT.decode(parts.get("placedAt")), parts.get("orderId")), PK, SK);
  }
}
