package dev.singletable.benchmarks.jmh;

import dev.singletable.benchmarks.SampleOrders;
import dev.singletable.benchmarks.model.BenchDb;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderKey;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.testkit.LocalDynamoDb;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;

/**
 * The end-to-end pairs of {@link EndToEndBenchmark} without the network: the SDK client runs its
 * whole request pipeline (marshalling, signing, unmarshalling) against the engine's answers,
 * recorded once and replayed by {@link ReplayedHttp}. What is left is the client's CPU per request,
 * without the socket and the engine's latency; for profiling the difference between the variants.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 10, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class ReplayedClientBenchmark {

  private LocalDynamoDb engine;
  private DynamoDbClient client;
  private BenchDb db;
  private Order order;
  private OrderKey key;

  @Setup(Level.Trial)
  public void start() {
    engine = LocalDynamoDb.start();
    DbOptions options = DbOptions.builder().tableName(EndToEndBenchmark.TABLE).build();
    BenchDb live = BenchDb.create(engine.client(), options);
    engine.createTable(live.tableDefinition());
    order = SampleOrders.order();
    key = OrderKey.of(order);
    EndToEndBenchmark.fill(live, order);
    client =
        engine
            .clientBuilder()
            .httpClient(EndToEndBenchmark.record(engine, order, key).httpClient())
            .build();
    db = BenchDb.create(client, options);
  }

  @TearDown(Level.Trial)
  public void stop() {
    client.close();
    engine.close();
  }

  @Benchmark
  public Order put_singletable() {
    return db.orders().put(order);
  }

  @Benchmark
  public PutItemResponse put_raw() {
    return EndToEndBenchmark.put(client, order);
  }

  @Benchmark
  public Optional<Order> get_singletable() {
    return db.orders().get(key);
  }

  @Benchmark
  public Optional<Order> get_raw() {
    return EndToEndBenchmark.get(client, key);
  }

  @Benchmark
  public Page<Order> query_singletable() {
    return QueryShapes.firstPage(db, EndToEndBenchmark.PAGE_USER);
  }

  @Benchmark
  public List<Order> query_raw() {
    return QueryShapes.firstPageByHand(
        client, EndToEndBenchmark.TABLE, EndToEndBenchmark.PAGE_USER);
  }
}
