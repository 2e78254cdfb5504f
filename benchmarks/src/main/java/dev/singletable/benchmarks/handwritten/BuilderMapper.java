package dev.singletable.benchmarks.handwritten;

import dev.singletable.benchmarks.model.Address;
import dev.singletable.benchmarks.model.Order;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The second hand-written variant ({@code handwrittenBuilders} in the reports): {@link
 * HandWrittenMapper}'s writes with the SDK's {@code
 * AttributeValue.fromS/fromN/fromL/fromM/fromBool}, each of which goes through a builder, as much
 * code in the wild does. Shown for reference only: the aims are measured against {@link
 * HandWrittenMapper}. Reads need no factory, so they are {@link HandWrittenMapper#fromItem}.
 */
public final class BuilderMapper {

  /** ISO-8601 UTC with exactly nine fraction digits, as Singletable stores timestamps. */
  private static final DateTimeFormatter NANOS =
      new DateTimeFormatterBuilder().appendInstant(9).toFormatter();

  private BuilderMapper() {}

  /** The key attributes, with builder-made values. */
  public static Map<String, AttributeValue> key(String userId, Instant createdAt, String orderId) {
    return Map.of(
        "PK",
        AttributeValue.fromS(HandWrittenMapper.pk(userId)),
        "SK",
        AttributeValue.fromS(HandWrittenMapper.sk(createdAt, orderId)));
  }

  /** The item, with builder-made values. */
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
}
