package dev.singletable.benchmarks.jmh;

import dev.singletable.benchmarks.SampleOrders;
import dev.singletable.benchmarks.handwritten.HandWrittenMapper;
import dev.singletable.benchmarks.model.BenchAsyncDb;
import dev.singletable.benchmarks.model.BenchDb;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderKey;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.testkit.LocalDynamoDb;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The asynchronous path against the local engine: one GetItem and one 20-item query page through
 * {@code BenchAsyncDb}, against the raw {@code DynamoDbAsyncClient} sending the same requests
 * (mapped with the hand-written mapper), each awaited in turn; and {@code concurrency} GetItems in
 * flight at once (all futures started, then awaited), Singletable's asynchronous repository against
 * the raw asynchronous client and against the blocking repository on as many threads' worth of
 * sequential calls. Time per operation: for the concurrent ones, per batch of {@code concurrency}
 * reads, so throughput is {@code concurrency} ÷ that time.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class AsyncBenchmark {

  static final String TABLE = "BenchAsync";
  static final String PAGE_USER = "u-page";
  static final int WARM_CALLS = 10_000;

  @Param({"64"})
  public int concurrency;

  private LocalDynamoDb engine;
  private DynamoDbAsyncClient client;
  private BenchAsyncDb async;
  private BenchDb blocking;
  private OrderKey key;
  private GetItemRequest getRequest;

  @Setup(Level.Trial)
  public void start() {
    engine = LocalDynamoDb.start();
    // Netty's default of 50 connections would queue part of a batch of 64.
    client =
        engine
            .asyncClientBuilder()
            .httpClientBuilder(NettyNioAsyncHttpClient.builder().maxConcurrency(256))
            .build();
    DbOptions options = DbOptions.builder().tableName(TABLE).build();
    blocking = BenchDb.create(engine.client(), options);
    async = BenchDb.createAsync(client, options);
    engine.createTable(blocking.tableDefinition());
    Order order = SampleOrders.order();
    key = OrderKey.of(order);
    blocking.orders().put(order);
    for (int i = 0; i < 25; i++) { // more than a page, so that the page is full
      blocking
          .orders()
          .put(
              SampleOrders.order(
                  PAGE_USER, "o" + i, SampleOrders.CREATED_AT_EPOCH_SECOND + i * 60L));
    }
    getRequest =
        GetItemRequest.builder()
            .tableName(TABLE)
            .key(HandWrittenMapper.key(key.userId(), key.createdAt(), key.orderId()))
            .build();
    warmUp(options);
  }

  /**
   * Runs each variant's own code (request building, reading the answer) {@value #WARM_CALLS} times
   * against the engine's answers replayed by a client without network, the same for both variants
   * in every fork. Against the engine on a busy machine a fork made a few hundred requests (25–150
   * ms each), so the measured CPU was mostly interpreted code, and more of it on the side with more
   * code of its own; replayed answers bring both to compiled code before the first iteration. The
   * SDK's request pipeline, the same for both, warms in the warm-up iterations.
   */
  private void warmUp(DbOptions options) {
    QueryResponse page = client.query(pageRequest()).join();
    GetItemResponse item = client.getItem(getRequest).join();
    DynamoDbAsyncClient replay =
        new DynamoDbAsyncClient() {
          @Override
          public CompletableFuture<QueryResponse> query(QueryRequest request) {
            return CompletableFuture.completedFuture(page);
          }

          @Override
          public CompletableFuture<GetItemResponse> getItem(GetItemRequest request) {
            return CompletableFuture.completedFuture(item);
          }

          @Override
          public String serviceName() {
            return SERVICE_NAME;
          }

          @Override
          public void close() {}
        };
    BenchAsyncDb warm = BenchDb.createAsync(replay, options);
    for (int i = 0; i < WARM_CALLS; i++) {
      warm.orders().ordersOf(PAGE_USER).limit(20).page().join();
      warm.orders().get(key).join();
      rawQuery(replay).join();
      rawGet(replay).join();
    }
  }

  @TearDown(Level.Trial)
  public void stop() {
    client.close();
    engine.close();
  }

  @Benchmark
  public Optional<Order> get_async_singletable() {
    return async.orders().get(key).join();
  }

  @Benchmark
  public Optional<Order> get_async_raw() {
    return rawGet(client).join();
  }

  @Benchmark
  public Page<Order> query_async_singletable() {
    return async.orders().ordersOf(PAGE_USER).limit(20).page().join();
  }

  @Benchmark
  public List<Order> query_async_raw() {
    return rawQuery(client).join();
  }

  private CompletableFuture<List<Order>> rawQuery(DynamoDbAsyncClient client) {
    return client
        .query(pageRequest())
        .thenApply(
            response -> {
              List<Order> orders = new ArrayList<>(response.items().size());
              response.items().forEach(item -> orders.add(HandWrittenMapper.fromItem(item)));
              return orders;
            });
  }

  /** The raw query of a page, built per call as application code builds it. */
  private static QueryRequest pageRequest() {
    Map<String, String> names = new HashMap<>(4);
    names.put("#n0", "PK");
    names.put("#n1", "SK");
    Map<String, AttributeValue> values = new HashMap<>(4);
    values.put(":v0", AttributeValue.createS("USER#" + PAGE_USER));
    values.put(":v1", AttributeValue.createS("ORDER#"));
    return QueryRequest.builder()
        .tableName(TABLE)
        .keyConditionExpression("#n0 = :v0 AND begins_with(#n1, :v1)")
        .expressionAttributeNames(names)
        .expressionAttributeValues(values)
        .scanIndexForward(true)
        .limit(20)
        .build();
  }

  /** {@code concurrency} reads in flight at once through the asynchronous repository. */
  @Benchmark
  public int concurrentGets_async_singletable() {
    List<CompletableFuture<Optional<Order>>> reads = new ArrayList<>(concurrency);
    for (int i = 0; i < concurrency; i++) {
      reads.add(async.orders().get(key));
    }
    return awaitAll(reads);
  }

  /** {@code concurrency} reads in flight at once through the raw asynchronous client. */
  @Benchmark
  public int concurrentGets_async_raw() {
    List<CompletableFuture<Optional<Order>>> reads = new ArrayList<>(concurrency);
    for (int i = 0; i < concurrency; i++) {
      reads.add(rawGet(client));
    }
    return awaitAll(reads);
  }

  /** The same {@code concurrency} reads one after the other through the blocking repository. */
  @Benchmark
  public int concurrentGets_blocking_sequential() {
    int found = 0;
    for (int i = 0; i < concurrency; i++) {
      found += blocking.orders().get(key).isPresent() ? 1 : 0;
    }
    return found;
  }

  private CompletableFuture<Optional<Order>> rawGet(DynamoDbAsyncClient client) {
    return client
        .getItem(getRequest)
        .thenApply(
            response ->
                response.hasItem() && !response.item().isEmpty()
                    ? Optional.of(HandWrittenMapper.fromItem(response.item()))
                    : Optional.empty());
  }

  private static int awaitAll(List<CompletableFuture<Optional<Order>>> reads) {
    int found = 0;
    for (CompletableFuture<Optional<Order>> read : reads) {
      found += read.join().isPresent() ? 1 : 0;
    }
    return found;
  }
}
