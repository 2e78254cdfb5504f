package dev.singletable.golden;

import dev.singletable.runtime.EntityKey;
import dev.singletable.runtime.internal.KeyEncoding;
import dev.singletable.runtime.internal.KeyShape;
import java.time.Instant;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The primary key of {@link Order}: PK = {@code CUSTOMER#{customerId}}, SK =
 * {@code ORDER#{placedAt}#{orderId}}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public record OrderKey(String customerId, Instant placedAt,
    String orderId) implements EntityKey<Order> {
  private static final String ENTITY = "Order";

  private static final KeyShape KEY_SHAPE = KeyShape.of('#', "PK", "CUSTOMER#{customerId}", "SK",
      "ORDER#{placedAt}#{orderId}");

  /**
   * Refuses a key whose {@code customerId} or {@code orderId} is null, empty, not well-formed or
   * holds the delimiter '#': checked once here, {@code pk()} and {@code sk()} use the text as it
   * is.
   */
  public OrderKey {
    KeyEncoding.string(ENTITY, "customerId", '#', customerId);
    KeyEncoding.string(ENTITY, "orderId", '#', orderId);
  }

  /**
   * The key of {@code order}.
   */
  public static OrderKey of(Order order) {
    return new OrderKey(order.customerId(), order.placedAt(), order.orderId());
  }

  /**
   * The partition key value {@code CUSTOMER#{customerId}} for these components: the partition
   * holding the entity, which queries and collections read.
   */
  public static String partitionKey(String customerId) {
    return KeyEncoding.partitionKey(ENTITY, "PK", "CUSTOMER#"
        + KeyEncoding.string(ENTITY, "customerId", '#', customerId));
  }

  /**
   * The partition key value, {@code CUSTOMER#{customerId}}.
   */
  public String pk() {
    return KeyEncoding.partitionKey(ENTITY, "PK", "CUSTOMER#" + customerId);
  }

  /**
   * The sort key value, {@code ORDER#{placedAt}#{orderId}}.
   */
  public String sk() {
    return KeyEncoding.sortKey(ENTITY, "SK", "ORDER#"
        + KeyEncoding.instant(ENTITY, "placedAt", placedAt, 3) + "#" + orderId);
  }

  /**
   * The key attributes, as GetItem, DeleteItem and UpdateItem take them.
   */
  @Override
  public Map<String, AttributeValue> toKey() {
    return Map.of("PK", AttributeValue.createS(pk()), "SK", AttributeValue.createS(sk()));
  }

  /**
   * The entity type stored under this key, {@code Order}.
   */
  @Override
  public String entityType() {
    return ENTITY;
  }

  /**
   * The key of an item of {@code Order}, read back from its key attributes (a stream record's keys,
   * an index item); {@code null} when they have another shape.
   */
  public static OrderKey fromKeyAttributes(Map<String, AttributeValue> keys) {
    Map<String, String> parts = KEY_SHAPE.match(keys);
    if (parts == null) {
      return null;
    }
    try {
      return new OrderKey(parts.get("customerId"),
          KeyEncoding.decodeInstant(parts.get("placedAt"), 3), parts.get("orderId"));
    } catch (IllegalArgumentException anotherShape) {
      return null;
    }
  }
}
