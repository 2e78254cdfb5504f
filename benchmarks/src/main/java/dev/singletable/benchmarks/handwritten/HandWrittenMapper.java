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
 * The baseline: the fastest code a careful developer writes by hand with the plain SDK. {@code
 * AttributeValue.createS/createN/createL/createM/createBool} (public static factories that build
 * the value directly, without the builder {@code fromS} and friends allocate and fill), pre-sized
 * maps, keys by string concatenation and the JDK's own date-time text ({@code Instant.toString()},
 * a {@code DateTimeFormatter} for the 9-digit attribute, {@code Instant.parse}). No validation, no
 * entity-type check.
 *
 * <p>It writes exactly the item {@code OrderSchema} writes and reads the same entity (the
 * equivalence test proves it), so that every variant does the same work.
 */
public final class HandWrittenMapper {

  /** ISO-8601 UTC with exactly nine fraction digits, as Singletable stores timestamps. */
  private static final DateTimeFormatter NANOS =
      new DateTimeFormatterBuilder().appendInstant(9).toFormatter();

  private HandWrittenMapper() {}

  /** The partition key text. */
  public static String pk(String userId) {
    return "USER#" + userId;
  }

  /** The sort key text; {@code Instant.toString()} writes no fraction for whole seconds. */
  public static String sk(Instant createdAt, String orderId) {
    return "ORDER#" + createdAt + "#" + orderId;
  }

  /** The key attributes, as GetItem takes them. */
  public static Map<String, AttributeValue> key(String userId, Instant createdAt, String orderId) {
    return Map.of(
        "PK",
        AttributeValue.createS("USER#" + userId),
        "SK",
        AttributeValue.createS("ORDER#" + createdAt + "#" + orderId));
  }

  /** The item. */
  public static Map<String, AttributeValue> toItem(Order order) {
    Map<String, AttributeValue> item = new HashMap<>(32); // 15 attributes without rehashing
    String created = order.createdAt().toString();
    String status = order.status().name();
    item.put("PK", AttributeValue.createS("USER#" + order.userId()));
    item.put("SK", AttributeValue.createS("ORDER#" + created + "#" + order.orderId()));
    item.put("GSI1PK", AttributeValue.createS("STATUS#" + status));
    item.put("GSI1SK", AttributeValue.createS(created + "#" + order.orderId()));
    item.put("entityType", AttributeValue.createS("Order"));
    item.put("orderId", AttributeValue.createS(order.orderId()));
    item.put("userId", AttributeValue.createS(order.userId()));
    item.put("status", AttributeValue.createS(status));
    item.put("total", AttributeValue.createN(order.total().toPlainString()));
    item.put("itemCount", AttributeValue.createN(Integer.toString(order.itemCount())));
    item.put("createdAt", AttributeValue.createS(NANOS.format(order.createdAt())));
    List<AttributeValue> tags = new ArrayList<>(order.tags().size());
    for (String tag : order.tags()) {
      tags.add(AttributeValue.createS(tag));
    }
    item.put("tags", AttributeValue.createL(tags));
    Address a = order.address();
    Map<String, AttributeValue> address = new HashMap<>(8);
    address.put("street", AttributeValue.createS(a.street()));
    address.put("city", AttributeValue.createS(a.city()));
    address.put("postalCode", AttributeValue.createS(a.postalCode()));
    address.put("country", AttributeValue.createS(a.country()));
    item.put("address", AttributeValue.createM(address));
    item.put("gift", AttributeValue.createBool(order.gift()));
    item.put("ttl", AttributeValue.createN(Long.toString(order.ttl())));
    return item;
  }

  /** The order of an item. */
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
