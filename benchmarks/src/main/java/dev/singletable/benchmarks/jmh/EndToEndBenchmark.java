package dev.singletable.benchmarks.jmh;

import dev.singletable.benchmarks.SampleOrders;
import dev.singletable.benchmarks.handwritten.HandWrittenMapper;
import dev.singletable.benchmarks.model.BenchDb;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderKey;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.testkit.LocalDynamoDb;
import java.util.List;
import java.util.Map;
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
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;

/**
 * Put, get and a 20-item query page against the local engine (testkit: dynalite behind the in-JVM
 * gateway), through the generated repository ({@code BenchDb}) and as raw SDK calls that build the
 * same requests with the hand-written mapper. Both share one client and one table, so the
 * difference is Singletable's own work per request.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class EndToEndBenchmark {

  static final String TABLE = "Bench";
  static final String PAGE_USER = "u-page";

  private LocalDynamoDb engine;
  private DynamoDbClient client;
  private BenchDb db;
  private Order order;
  private OrderKey key;

  @Setup(Level.Trial)
  public void start() {
    engine = LocalDynamoDb.start();
    client = engine.client();
    db = BenchDb.create(client, DbOptions.builder().tableName(TABLE).build());
    engine.createTable(db.tableDefinition());
    order = SampleOrders.order();
    key = OrderKey.of(order);
    db.orders().put(order);
    for (int i = 0; i < 25; i++) { // more than a page, so that the page is full
      db.orders()
          .put(
              SampleOrders.order(
                  PAGE_USER, "o" + i, SampleOrders.CREATED_AT_EPOCH_SECOND + i * 60L));
    }
  }

  @TearDown(Level.Trial)
  public void stop() {
    engine.close();
  }

  @Benchmark
  public Order put_singletable() {
    return db.orders().put(order);
  }

  @Benchmark
  public PutItemResponse put_raw() {
    return client.putItem(
        PutItemRequest.builder().tableName(TABLE).item(HandWrittenMapper.toItem(order)).build());
  }

  @Benchmark
  public Optional<Order> get_singletable() {
    return db.orders().get(key);
  }

  @Benchmark
  public Optional<Order> get_raw() {
    GetItemResponse response =
        client.getItem(
            GetItemRequest.builder()
                .tableName(TABLE)
                .key(HandWrittenMapper.key(key.userId(), key.createdAt(), key.orderId()))
                .build());
    Map<String, AttributeValue> item = response.item();
    return response.hasItem() && !item.isEmpty()
        ? Optional.of(HandWrittenMapper.fromItem(item))
        : Optional.empty();
  }

  @Benchmark
  public Page<Order> query_singletable() {
    return QueryShapes.firstPage(db, PAGE_USER);
  }

  @Benchmark
  public List<Order> query_raw() {
    return QueryShapes.firstPageByHand(client, TABLE, PAGE_USER);
  }
}
