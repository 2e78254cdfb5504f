package dev.singletable.benchmarks.jmh;

import dev.singletable.benchmarks.SampleOrders;
import dev.singletable.benchmarks.handwritten.BuilderMapper;
import dev.singletable.benchmarks.handwritten.HandWrittenMapper;
import dev.singletable.benchmarks.model.BenchDb;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderKey;
import dev.singletable.benchmarks.model.OrderStatus;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.SortKeyCondition;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Cost per call of key rendering and query building, without network: {@code OrderKey.pk()}, {@code
 * sk()}, {@code toKey()}; a sort-key range (a query stage's {@code Keys.Slot} over a {@code Range}
 * of instants); a filter built per call from references, and the same filter declared on a read
 * (rendered at compile time, bound per call); and a whole query page (builder, key condition,
 * filter, SDK request, page) against a client stub that answers an empty page. Each against the
 * hand-written equivalent ({@code createX} factories, concatenation, the request built directly
 * with the same expression strings). Names are {@code <operation>_<variant>}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class KeysBenchmark {

  private static final String TABLE = "Bench";

  private static final Keys.Attribute SK =
      Keys.sortKey("Order", "SK", '#', "ORDER#{createdAt}#{orderId}");

  private static final Keys.Slot<Instant> CREATED_AT =
      Keys.slot(Keys.instant("Order", "createdAt", 0), "#", true);

  private static final SortKeyCondition ORDERS = SortKeyCondition.prefix("ORDER#");

  private OrderKey key;
  private String userId;
  private String orderId;
  private Instant createdAt;
  private Instant from;
  private Instant to;
  private BigDecimal min;
  private OrderStatus status;
  private StubDynamoDbClient client;
  private BenchDb db;

  @Setup
  public void setUp() {
    Order order = SampleOrders.order();
    key = OrderKey.of(order);
    userId = order.userId();
    orderId = order.orderId();
    createdAt = order.createdAt();
    from = createdAt.minusSeconds(86_400 * 30);
    to = createdAt;
    min = BigDecimal.valueOf(100);
    status = OrderStatus.PLACED;
    client = new StubDynamoDbClient(List.of());
    db = BenchDb.create(client, DbOptions.builder().tableName(TABLE).build());
  }

  @Benchmark
  public String pk_singletable() {
    return key.pk();
  }

  @Benchmark
  public String pk_handwritten() {
    return HandWrittenMapper.pk(userId);
  }

  /**
   * Not a baseline (no aim reads it): the hand-written concatenation over the user id of the same
   * key record {@code pk_singletable} reads. The baseline, {@code pk_handwritten}, reads the id
   * from this benchmark's own field, one dependent load fewer; this variant shows what that load
   * costs ({@code benchmarks/README.md}, "Branch `keys`").
   */
  @Benchmark
  public String pk_handwrittenOverKey() {
    return HandWrittenMapper.pk(key.userId());
  }

  @Benchmark
  public String sk_singletable() {
    return key.sk();
  }

  @Benchmark
  public String sk_handwritten() {
    return HandWrittenMapper.sk(createdAt, orderId);
  }

  @Benchmark
  public Map<String, AttributeValue> toKey_singletable() {
    return key.toKey();
  }

  @Benchmark
  public Map<String, AttributeValue> toKey_handwritten() {
    return HandWrittenMapper.key(userId, createdAt, orderId);
  }

  @Benchmark
  public Map<String, AttributeValue> toKey_handwrittenBuilders() {
    return BuilderMapper.key(userId, createdAt, orderId);
  }

  /**
   * The BETWEEN bounds of "orders placed in [from, to]", exact in UTF-8 order, as a generated query
   * stage computes them: its slot over the prefix the query carries.
   */
  @Benchmark
  public SortKeyCondition sortKeyRange_singletable() {
    return CREATED_AT.range(SK, ORDERS, Range.between(from, to));
  }

  @Benchmark
  public String[] sortKeyRange_handwritten() {
    return new String[] {"ORDER#" + from + "#", "ORDER#" + to + "$"};
  }

  /**
   * The filter application code builds per call from references, {@code
   * TOTAL.gt(min).and(STATUS.eq(status))}, rendered with its name and value maps (the aim).
   */
  @Benchmark
  public Object[] filter_singletable() {
    return QueryShapes.filter(min, status);
  }

  @Benchmark
  public Object[] filter_handwritten() {
    return QueryShapes.filterByHand(min, status);
  }

  /**
   * The same filter declared on a read: the template the processor renders, bound per call (no aim;
   * what a declared read's filter costs).
   */
  @Benchmark
  public Object[] filterDeclared_singletable() {
    return QueryShapes.filterDeclared(min, status);
  }

  @Benchmark
  public Object[] filterDeclared_handwritten() {
    return QueryShapes.filterByHand(min, status);
  }

  /** The whole page: query builder, key condition, filter, request, (empty) page. */
  @Benchmark
  public Page<Order> queryPage_singletable() {
    return QueryShapes.rangeWithFilter(db, userId, from, to, min);
  }

  @Benchmark
  public List<Order> queryPage_handwritten() {
    return QueryShapes.rangeWithFilterByHand(client, TABLE, userId, from, to, min);
  }
}
