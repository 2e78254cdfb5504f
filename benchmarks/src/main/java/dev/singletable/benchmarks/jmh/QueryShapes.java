package dev.singletable.benchmarks.jmh;

import dev.singletable.benchmarks.handwritten.HandWrittenMapper;
import dev.singletable.benchmarks.model.BenchDb;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderSchema;
import dev.singletable.benchmarks.model.OrderStatus;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.internal.Expressions;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The queries the benchmarks run, written twice: through the generated repository and as the plain
 * SDK request a developer would build by hand. Both send the same request (a test checks it) and
 * return the same orders.
 */
public final class QueryShapes {

  /**
   * The filter the processor renders for a declared read {@code (String
   * userId, @Filter @After("total") BigDecimal min, @Filter OrderStatus status)}: a constant of the
   * generated Db.
   */
  private static final Expressions.Template<Order> DECLARED_FILTER =
      Expressions.template("#n0 > :v0 AND #n1 = :v1", "total", "status");

  private QueryShapes() {}

  /**
   * The filter application code builds per call from the schema's references, {@code
   * TOTAL.gt(min).and(STATUS.eq(status))}, rendered on its own: {@code total > :v0 AND status =
   * :v1} with its name and value maps, as {@code {expression, names, values}}. The {@code filter}
   * aim.
   */
  public static Object[] filter(BigDecimal min, OrderStatus status) {
    Expressions.Writer writer = Expressions.writer(null);
    String expression =
        writer.condition(OrderSchema.TOTAL.gt(min).and(OrderSchema.STATUS.eq(status)));
    return new Object[] {expression, writer.names(), writer.values()};
  }

  /**
   * The same filter declared on a read ({@code @Filter} parameters), as the generated Db sends it:
   * the processor's template, bound to the two encoded arguments.
   */
  public static Object[] filterDeclared(BigDecimal min, OrderStatus status) {
    Expressions.Writer writer = Expressions.writer(null);
    String expression =
        writer.condition(
            DECLARED_FILTER.bind(OrderSchema.TOTAL.encode(min), OrderSchema.STATUS.encode(status)));
    return new Object[] {expression, writer.names(), writer.values()};
  }

  /**
   * {@link #filter} (and {@link #filterDeclared}) by hand: the same strings, maps of the same
   * entries, the fastest plain SDK code.
   */
  public static Object[] filterByHand(BigDecimal min, OrderStatus status) {
    Map<String, String> names = new HashMap<>(4);
    names.put("#n0", "total");
    names.put("#n1", "status");
    Map<String, AttributeValue> values = new HashMap<>(4);
    values.put(":v0", AttributeValue.createN(min.toPlainString()));
    values.put(":v1", AttributeValue.createS(status.name()));
    return new Object[] {"#n0 > :v0 AND #n1 = :v1", names, values};
  }

  /** A user's orders placed in [from, to] with a total above {@code min}, 20 per page. */
  public static Page<Order> rangeWithFilter(
      BenchDb db, String userId, Instant from, Instant to, BigDecimal min) {
    return db.orders()
        .ordersOf(userId)
        .createdAt(Range.between(from, to))
        .filter(OrderSchema.TOTAL.gt(min))
        .limit(20)
        .page();
  }

  /** {@link #rangeWithFilter} by hand. */
  public static List<Order> rangeWithFilterByHand(
      DynamoDbClient client,
      String table,
      String userId,
      Instant from,
      Instant to,
      BigDecimal min) {
    Map<String, String> names = new HashMap<>(8);
    names.put("#n0", "total");
    names.put("#n1", "PK");
    names.put("#n2", "SK");
    Map<String, AttributeValue> values = new HashMap<>(8);
    values.put(":v0", AttributeValue.createN(min.toPlainString()));
    values.put(":v1", AttributeValue.createS("USER#" + userId));
    values.put(":v2", AttributeValue.createS("ORDER#" + from + "#"));
    values.put(":v3", AttributeValue.createS("ORDER#" + to + "$")); // '$' follows the delimiter '#'
    QueryResponse response =
        client.query(
            QueryRequest.builder()
                .tableName(table)
                .keyConditionExpression("#n1 = :v1 AND #n2 BETWEEN :v2 AND :v3")
                .filterExpression("#n0 > :v0")
                .expressionAttributeNames(names)
                .expressionAttributeValues(values)
                .scanIndexForward(true)
                .limit(20)
                .build());
    return map(response);
  }

  /** A user's orders (the first 20): {@code PK = :pk AND begins_with(SK, "ORDER#")}. */
  public static Page<Order> firstPage(BenchDb db, String userId) {
    return db.orders().ordersOf(userId).limit(20).page();
  }

  /** {@link #firstPage} by hand. */
  public static List<Order> firstPageByHand(DynamoDbClient client, String table, String userId) {
    Map<String, String> names = new HashMap<>(4);
    names.put("#n0", "PK");
    names.put("#n1", "SK");
    Map<String, AttributeValue> values = new HashMap<>(4);
    values.put(":v0", AttributeValue.createS("USER#" + userId));
    values.put(":v1", AttributeValue.createS("ORDER#"));
    QueryResponse response =
        client.query(
            QueryRequest.builder()
                .tableName(table)
                .keyConditionExpression("#n0 = :v0 AND begins_with(#n1, :v1)")
                .expressionAttributeNames(names)
                .expressionAttributeValues(values)
                .scanIndexForward(true)
                .limit(20)
                .build());
    return map(response);
  }

  private static List<Order> map(QueryResponse response) {
    List<Map<String, AttributeValue>> items = response.items();
    List<Order> orders = new ArrayList<>(items.size());
    for (Map<String, AttributeValue> item : items) {
      orders.add(HandWrittenMapper.fromItem(item));
    }
    return orders;
  }
}
