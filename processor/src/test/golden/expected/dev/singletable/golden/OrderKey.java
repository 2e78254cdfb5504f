package dev.singletable.golden;

import dev.singletable.runtime.EntityKey;
import dev.singletable.runtime.internal.KeyEncoding;
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
    return partitionKey(customerId);
  }

  /**
   * The sort key value, {@code ORDER#{placedAt}#{orderId}}.
   */
  public String sk() {
    return KeyEncoding.sortKey(ENTITY, "SK", "ORDER#"
        + KeyEncoding.instant(ENTITY, "placedAt", placedAt, 3) + "#"
        + KeyEncoding.string(ENTITY, "orderId", '#', orderId));
  }

  /**
   * The key attributes, as GetItem, DeleteItem and UpdateItem take them.
   */
  @Override
  public Map<String, AttributeValue> toKey() {
    return Map.of("PK", AttributeValue.fromS(pk()), "SK", AttributeValue.fromS(sk()));
  }

  /**
   * The entity type stored under this key, {@code Order}.
   */
  @Override
  public String entityType() {
    return ENTITY;
  }
}
