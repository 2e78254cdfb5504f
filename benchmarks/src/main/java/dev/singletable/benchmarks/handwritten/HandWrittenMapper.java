package dev.singletable.benchmarks.handwritten;

import dev.singletable.benchmarks.model.Address;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The lower bound: what a careful developer writes by hand with the plain SDK. {@code
 * AttributeValue.fromS/fromN/...} factories, pre-sized maps, keys by string concatenation and the
 * JDK's own date-time text ({@code Instant.toString()}, a {@code DateTimeFormatter} for the 9-digit
 * attribute, {@code Instant.parse}). No validation, no entity-type check.
 *
 * <p>It writes exactly the item {@code OrderSchema} writes (the equivalence test proves it), so
 * that every variant does the same work.
 */
public final class HandWrittenMapper {

  /** ISO-8601 UTC with exactly nine fraction digits, as Singletable stores timestamps. */
  private static final DateTimeFormatter NANOS =
      new DateTimeFormatterBuilder().appendInstant(9).toFormatter();

  private HandWrittenMapper() {}

  public static String pk(String userId) {
    return "USER#" + userId;
  }

  public static String sk(Instant createdAt, String orderId) {
    return "ORDER#" + createdAt + "#"
        + orderId; // Instant.toString(): no fraction for whole seconds
  }

  public static Map<String, AttributeValue> key(String userId, Instant createdAt, String orderId) {
    return Map.of(
        "PK", AttributeValue.fromS(pk(userId)), "SK", AttributeValue.fromS(sk(createdAt, orderId)));
  }

  public static Map<String, AttributeValue> toItem(Order order) {
    Map<String, AttributeValue> item = new HashMap<>(32); // 15 attributes without rehashing
    String created = order.createdAt().toString();
    item.put("PK", AttributeValue.fromS("USER#" + order.userId()));
    item.put("SK", AttributeValue.fromS("ORDER#" + created + "#" + order.orderId()));
    item.put("GSI1PK", AttributeValue.fromS("STATUS#" + order.status().name()));
    item.put("GSI1SK", AttributeValue.fromS(created + "#" + order.orderId()));
    item.put("entityType", AttributeValue.fromS("Order"));
    item.put("orderId", AttributeValue.fromS(order.orderId()));
    item.put("userId", AttributeValue.fromS(order.userId()));
    item.put("status", AttributeValue.fromS(order.status().name()));
    item.put("total", AttributeValue.fromN(order.total().toPlainString()));
    item.put("itemCount", AttributeValue.fromN(Integer.toString(order.itemCount())));
    item.put("createdAt", AttributeValue.fromS(NANOS.format(order.createdAt())));
    List<AttributeValue> tags = new ArrayList<>(order.tags().size());
    for (String tag : order.tags()) {
      tags.add(AttributeValue.fromS(tag));
    }
    item.put("tags", AttributeValue.fromL(tags));
    Address a = order.address();
    Map<String, AttributeValue> address = new HashMap<>(8);
    address.put("street", AttributeValue.fromS(a.street()));
    address.put("city", AttributeValue.fromS(a.city()));
    address.put("postalCode", AttributeValue.fromS(a.postalCode()));
    address.put("country", AttributeValue.fromS(a.country()));
    item.put("address", AttributeValue.fromM(address));
    item.put("gift", AttributeValue.fromBool(order.gift()));
    item.put("ttl", AttributeValue.fromN(Long.toString(order.ttl())));
    return item;
  }

  public static Order fromItem(Map<String, AttributeValue> item) {
    List<AttributeValue> tagValues = item.get("tags").l();
    List<String> tags = new ArrayList<>(tagValues.size());
    for (AttributeValue tag : tagValues) {
      tags.add(tag.s());
    }
    Map<String, AttributeValue> a = item.get("address").m();
    return new Order(
        item.get("orderId").s(),
        item.get("userId").s(),
        OrderStatus.valueOf(item.get("status").s()),
        new BigDecimal(item.get("total").n()),
        Integer.parseInt(item.get("itemCount").n()),
        Instant.parse(item.get("createdAt").s()),
        tags,
        new Address(
            a.get("street").s(), a.get("city").s(), a.get("postalCode").s(), a.get("country").s()),
        item.get("gift").bool(),
        Long.parseLong(item.get("ttl").n()));
  }
}
