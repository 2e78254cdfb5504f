package dev.singletable.benchmarks.jmh;

import dev.singletable.benchmarks.SampleBeans;
import dev.singletable.benchmarks.SampleOrders;
import dev.singletable.benchmarks.enhanced.EnhancedSchemas;
import dev.singletable.benchmarks.enhanced.OrderBean;
import dev.singletable.benchmarks.handwritten.BuilderMapper;
import dev.singletable.benchmarks.handwritten.HandWrittenMapper;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderSchema;
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
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Item mapping of one order, five ways: the generated {@code OrderSchema}, the hand-written mapper
 * (the baseline: {@code createX} factories), the same with the SDK's builder-based {@code fromX}
 * factories ({@code handwrittenBuilders}, writes only: reads use no factory), and the Enhanced
 * Client with {@code TableSchema.fromBean} and with a {@code StaticTableSchema}. Method names are
 * {@code <operation>_<variant>}; the report groups on them.
 *
 * <p>Every variant reads the same item (written by OrderSchema; the equivalence test proves all
 * variants write it identically) and writes the same order.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MappingBenchmark {

  private Order order;
  private OrderBean bean;
  private Map<String, AttributeValue> item;
  private TableSchema<OrderBean> beanSchema;
  private TableSchema<OrderBean> staticSchema;

  @Setup
  public void setUp() {
    order = SampleOrders.order();
    bean = SampleBeans.bean(order);
    item = OrderSchema.INSTANCE.toItem(order);
    beanSchema = EnhancedSchemas.bean();
    staticSchema = EnhancedSchemas.staticSchema();
  }

  // toItem

  @Benchmark
  public Map<String, AttributeValue> toItem_singletable() {
    return OrderSchema.INSTANCE.toItem(order);
  }

  @Benchmark
  public Map<String, AttributeValue> toItem_handwritten() {
    return HandWrittenMapper.toItem(order);
  }

  @Benchmark
  public Map<String, AttributeValue> toItem_handwrittenBuilders() {
    return BuilderMapper.toItem(order);
  }

  @Benchmark
  public Map<String, AttributeValue> toItem_enhancedBean() {
    return beanSchema.itemToMap(bean, true);
  }

  @Benchmark
  public Map<String, AttributeValue> toItem_enhancedStatic() {
    return staticSchema.itemToMap(bean, true);
  }

  // fromItem

  @Benchmark
  public Order fromItem_singletable() {
    return OrderSchema.INSTANCE.fromItem(item);
  }

  @Benchmark
  public Order fromItem_handwritten() {
    return HandWrittenMapper.fromItem(item);
  }

  @Benchmark
  public OrderBean fromItem_enhancedBean() {
    return beanSchema.mapToItem(item);
  }

  @Benchmark
  public OrderBean fromItem_enhancedStatic() {
    return staticSchema.mapToItem(item);
  }

  // round trip: write the item, read it back

  @Benchmark
  public Order roundTrip_singletable() {
    return OrderSchema.INSTANCE.fromItem(OrderSchema.INSTANCE.toItem(order));
  }

  @Benchmark
  public Order roundTrip_handwritten() {
    return HandWrittenMapper.fromItem(HandWrittenMapper.toItem(order));
  }

  @Benchmark
  public Order roundTrip_handwrittenBuilders() {
    return HandWrittenMapper.fromItem(BuilderMapper.toItem(order));
  }

  @Benchmark
  public OrderBean roundTrip_enhancedBean() {
    return beanSchema.mapToItem(beanSchema.itemToMap(bean, true));
  }

  @Benchmark
  public OrderBean roundTrip_enhancedStatic() {
    return staticSchema.mapToItem(staticSchema.itemToMap(bean, true));
  }
}
