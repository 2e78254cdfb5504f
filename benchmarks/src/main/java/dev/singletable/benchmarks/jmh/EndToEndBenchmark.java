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
import org.openjdk.jmh.infra.BenchmarkParams;
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
 * difference is Singletable's own work per request. Every fork first warms both variants of its
 * operation on replayed answers ({@code warmUp}). The aims' figures come from {@link
 * EndToEndRounds}, which runs these methods in one JVM in alternating blocks.
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
  static final int WARM_CALLS = 10_000;
  static final int WARM_SOCKET_CALLS = 3_000;

  private LocalDynamoDb engine;
  private DynamoDbClient client;
  private BenchDb db;
  private Order order;
  private OrderKey key;

  @Setup(Level.Trial)
  public void start(BenchmarkParams params) {
    String method = params.getBenchmark().substring(params.getBenchmark().lastIndexOf('.') + 1);
    start(List.of(method.substring(0, method.indexOf('_'))));
  }

  /** Starts the engine, writes the items and warms both variants of {@code operations}. */
  void start(List<String> operations) {
    engine = LocalDynamoDb.start();
    client = engine.client();
    DbOptions options = DbOptions.builder().tableName(TABLE).build();
    db = BenchDb.create(client, options);
    engine.createTable(db.tableDefinition());
    order = SampleOrders.order();
    key = OrderKey.of(order);
    fill(db, order);
    for (String operation : operations) {
      warmUp(operation, options);
    }
  }

  /** Writes {@code order} and 25 orders of {@link #PAGE_USER}: more than a page, so it is full. */
  static void fill(BenchDb db, Order order) {
    db.orders().put(order);
    for (int i = 0; i < 25; i++) {
      db.orders()
          .put(
              SampleOrders.order(
                  PAGE_USER, "o" + i, SampleOrders.CREATED_AT_EPOCH_SECOND + i * 60L));
    }
  }

  /**
   * The engine's answers to the raw variant's PutItem, GetItem and Query of a page, recorded for
   * {@link ReplayedHttp}.
   */
  static ReplayedHttp record(LocalDynamoDb engine, Order order, OrderKey key) {
    ReplayedHttp replayed = new ReplayedHttp();
    try (DynamoDbClient recording =
        engine
            .clientBuilder()
            .overrideConfiguration(c -> c.addExecutionInterceptor(replayed.recorder()))
            .build()) {
      put(recording, order);
      get(recording, key);
      QueryShapes.firstPageByHand(recording, TABLE, PAGE_USER);
    }
    return replayed;
  }

  /**
   * Runs both variants of {@code operation}, alternating, against the engine's answers recorded
   * once and replayed: {@value #WARM_CALLS} times each without network, then {@value
   * #WARM_SOCKET_CALLS} times each over a loopback socket (the SDK's HTTP client included). The
   * SDK's whole request path and each variant's own code (building the request, mapping the answer)
   * reach compiled code before anything is measured, and the raw and the Singletable fork of an
   * operation have the same history. Against the engine alone a fork sent a few thousand requests
   * (about 1 ms each, 3–30 ms on a busy machine), so much of the client still ran in C1's profiling
   * tier and the calling thread's CPU per request (0.4–0.9 ms in run 14) was more the JIT's state
   * than the client's work.
   */
  private void warmUp(String operation, DbOptions options) {
    long started = System.nanoTime();
    ReplayedHttp replayed = record(engine, order, key);
    try (DynamoDbClient replay = engine.clientBuilder().httpClient(replayed.httpClient()).build()) {
      warmUp(operation, replay, options, WARM_CALLS);
    }
    try (ReplayedHttp.Server server = replayed.serve();
        DynamoDbClient replay =
            engine.clientBuilder().endpointOverride(server.endpoint()).build()) {
      warmUp(operation, replay, options, WARM_SOCKET_CALLS);
    }
    System.out.printf("(warm-up of %s: %.1f s)%n", operation, (System.nanoTime() - started) / 1e9);
  }

  private void warmUp(String operation, DynamoDbClient replay, DbOptions options, int calls) {
    BenchDb warm = BenchDb.create(replay, options);
    for (int i = 0; i < calls; i++) {
      switch (operation) {
        case "put" -> {
          warm.orders().put(order);
          put(replay, order);
        }
        case "get" -> {
          warm.orders().get(key);
          get(replay, key);
        }
        case "query" -> {
          QueryShapes.firstPage(warm, PAGE_USER);
          QueryShapes.firstPageByHand(replay, TABLE, PAGE_USER);
        }
        default -> throw new IllegalArgumentException("no operation " + operation);
      }
    }
  }

  @TearDown(Level.Trial)
  public void stop() {
    if (engine != null) {
      engine.close();
    }
  }

  @Benchmark
  public Order put_singletable() {
    return db.orders().put(order);
  }

  @Benchmark
  public PutItemResponse put_raw() {
    return put(client, order);
  }

  @Benchmark
  public Optional<Order> get_singletable() {
    return db.orders().get(key);
  }

  @Benchmark
  public Optional<Order> get_raw() {
    return get(client, key);
  }

  @Benchmark
  public Page<Order> query_singletable() {
    return QueryShapes.firstPage(db, PAGE_USER);
  }

  @Benchmark
  public List<Order> query_raw() {
    return QueryShapes.firstPageByHand(client, TABLE, PAGE_USER);
  }

  /** The raw PutItem: the item written by the hand-written mapper. */
  static PutItemResponse put(DynamoDbClient client, Order order) {
    return client.putItem(
        PutItemRequest.builder().tableName(TABLE).item(HandWrittenMapper.toItem(order)).build());
  }

  /** The raw GetItem: the key built by hand, the answer read by the hand-written mapper. */
  static Optional<Order> get(DynamoDbClient client, OrderKey key) {
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
}
