package dev.singletable.micrometer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.failure.ItemAlreadyExistsException;
import dev.singletable.runtime.failure.ThrottledException;
import dev.singletable.runtime.observe.OperationEvent;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.runtime.observe.RequestListener;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderStatus;
import dev.singletable.samples.shop.Product;
import dev.singletable.samples.shop.Shop;
import dev.singletable.samples.shop.ShopAsyncDb;
import dev.singletable.samples.shop.ShopDb;
import dev.singletable.samples.shop.User;
import dev.singletable.samples.shop.UserKey;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.config.MeterFilter;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The samples' generated Shop table against the local engine, measured into a {@link
 * SimpleMeterRegistry}: the meters hold what the engine reported.
 */
@LocalDynamoDbTest
class MicrometerListenerTest {

  static String table;
  static DynamoDbClient client;

  MeterRegistry registry;
  final List<RequestEvent> requests = new CopyOnWriteArrayList<>();
  ShopDb db;

  @BeforeAll
  static void load(DynamoDbClient dynamoDb, TestTable testTable) {
    client = dynamoDb;
    table = testTable.name();
    ShopDb plain = ShopDb.create(dynamoDb, DbOptions.builder().tableName(table).build());
    plain.createTable();
    for (String name : List.of("ann", "bob", "cy")) {
      plain.users().put(new User("u-" + name, name, name + "@example.com", null, 0));
    }
    plain.orders().put(order("o-1", OrderStatus.PLACED));
    plain.orders().put(order("o-2", OrderStatus.PLACED));
    plain.orders().put(order("o-3", OrderStatus.SHIPPED));
  }

  static Order order(String id, OrderStatus status) {
    return new Order(id, "u-ann", Instant.parse("2025-03-01T10:00:00Z"), status, BigDecimal.TEN, 1);
  }

  @BeforeEach
  void measured() {
    registry = new SimpleMeterRegistry();
    db = ShopDb.create(client, options(registry));
  }

  /** The meters, and a record of the events they were made of. */
  DbOptions options(MeterRegistry meters) {
    MicrometerListener metrics = new MicrometerListener(meters);
    RequestListener both =
        new RequestListener() {
          @Override
          public void onRequest(RequestEvent event) {
            requests.add(event);
            metrics.onRequest(event);
          }

          @Override
          public void onOperation(OperationEvent event) {
            metrics.onOperation(event);
          }
        };
    return DbOptions.builder().tableName(table).requestListener(both).build();
  }

  Tags of(String entity, String operation, String accessPattern, String index) {
    return Tags.of(
        "table", table,
        "entity", entity,
        "operation", operation,
        "access_pattern", accessPattern,
        "index", index);
  }

  double counted(String name, Tags tags) {
    return registry.get(name).tags(tags).counter().count();
  }

  @Test
  void aDeclaredReadIsTimedAndTaggedWithItsAccessPattern() {
    Shop shop = db;
    assertThat(shop.user("u-ann")).isPresent();
    assertThat(shop.userByEmail("bob@example.com")).isPresent();

    Timer get =
        registry
            .get(MicrometerListener.OPERATION)
            .tags(of("User", "GetItem", "user", "none").and("outcome", "success"))
            .timer();
    assertThat(get.count()).isEqualTo(1);
    assertThat(get.totalTime(java.util.concurrent.TimeUnit.NANOSECONDS)).isPositive();
    assertThat(get.max(java.util.concurrent.TimeUnit.NANOSECONDS)).isPositive();
    Timer byEmail =
        registry
            .get(MicrometerListener.OPERATION)
            .tags(of("User", "Query", "userByEmail", "GSI1").and("outcome", "success"))
            .timer();
    assertThat(byEmail.count()).isEqualTo(1);

    // the units the engine reported: half a read unit for the eventually consistent get on the
    // table, half a unit on GSI1 for the query
    assertThat(
            counted(
                MicrometerListener.CAPACITY,
                of("User", "GetItem", "user", "none").and("capacity", "read")))
        .isEqualTo(0.5)
        .isEqualTo(requests.get(0).capacity().table());
    assertThat(
            counted(
                MicrometerListener.CAPACITY,
                of("User", "Query", "userByEmail", "GSI1").and("capacity", "read")))
        .isEqualTo(0.5)
        .isEqualTo(requests.get(1).capacity().index("GSI1"));
    assertThat(counted(MicrometerListener.ITEMS, of("User", "GetItem", "user", "none")))
        .isEqualTo(1);
    assertThat(counted(MicrometerListener.SCANNED, of("User", "Query", "userByEmail", "GSI1")))
        .isEqualTo(1);
    assertThat(
            counted(
                MicrometerListener.REQUESTS,
                of("User", "Query", "userByEmail", "GSI1").and("outcome", "success")))
        .isEqualTo(1);
    // tags hold names from the design only, never a key value
    assertThat(registry.getMeters())
        .flatExtracting(meter -> meter.getId().getTags())
        .noneSatisfy(tag -> assertThat(tag.getValue()).contains("u-ann"))
        .noneSatisfy(tag -> assertThat(tag.getValue()).contains("bob@example.com"));
  }

  @Test
  void aStreamedDeclaredReadKeepsItsNameForThePagesItReadsLater() {
    List<?> placed = db.ordersInStatus(OrderStatus.PLACED).toList();

    assertThat(placed).hasSize(2);
    assertThat(requests)
        .isNotEmpty()
        .allSatisfy(r -> assertThat(r.accessPattern()).isEqualTo("ordersInStatus"));
    assertThat(
            counted(
                MicrometerListener.REQUESTS,
                of("Order", "Query", "ordersInStatus", "GSI2").and("outcome", "success")))
        .isEqualTo(requests.size());
    assertThat(counted(MicrometerListener.ITEMS, of("Order", "Query", "ordersInStatus", "GSI2")))
        .isEqualTo(2);
  }

  @Test
  void writesCountWriteUnitsAndARefusedConditionCountsAsAConditionFailure() {
    Product pen = new Product("p-pen", "Pen", new BigDecimal("2.50"), 3, null, 0);
    db.products().create(pen);
    assertThatThrownBy(() -> db.products().create(pen))
        .isInstanceOf(ItemAlreadyExistsException.class);

    Tags put = of("Product", "PutItem", "none", "none");
    assertThat(timed(put.and("outcome", "success"))).isEqualTo(1);
    assertThat(timed(put.and("outcome", "ItemAlreadyExistsException"))).isEqualTo(1);
    // a small item: one write unit on the table (the engine reports no index units for writes)
    assertThat(counted(MicrometerListener.CAPACITY, put.and("capacity", "write")))
        .isEqualTo(requests.get(0).capacity().table())
        .isEqualTo(1.0);
    assertThat(counted(MicrometerListener.CONDITION_FAILURES, put)).isEqualTo(1);
    assertThat(
            counted(
                MicrometerListener.REQUESTS, put.and("outcome", "ConditionalCheckFailedException")))
        .isEqualTo(1);
  }

  @Test
  void theWriteOfAUniqueAttributesEntityIsTheEntitysTransaction() {
    // User.email is @Unique: the user and its guard item are written in one TransactWriteItems
    db.users().create(new User("u-eve", "Eve", "eve@example.com", null, 0));

    Tags write = of("User", "TransactWriteItems", "none", "none");
    assertThat(timed(write.and("outcome", "success"))).isEqualTo(1);
    assertThat(counted(MicrometerListener.REQUESTS, write.and("outcome", "success"))).isEqualTo(1);
  }

  /** How many operations with {@code tags} the operation timer recorded. */
  private long timed(Tags tags) {
    return registry.get(MicrometerListener.OPERATION).tags(tags).timer().count();
  }

  @Test
  void throttlesAreCountedWithTheReasonDynamoDbGave(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    // the SDK re-sends a throttled attempt itself: counted, its reason not passed on
    engine.faults().throttlingReason("GetItem", 1, "TableReadKeyRangeThroughputExceeded");
    assertThat(db.users().get(new UserKey("u-ann"))).isPresent();

    Tags get = of("User", "GetItem", "none", "none");
    assertThat(counted(MicrometerListener.THROTTLES, get.and("reason", "unknown"))).isEqualTo(1);
    assertThat(counted(MicrometerListener.RETRIES, get.and("by", "sdk"))).isEqualTo(1);

    // throttled beyond the retries: the reason the exception carries
    try (DynamoDbClient noRetries =
        engine
            .clientBuilder()
            .overrideConfiguration(o -> o.retryStrategy(AwsRetryStrategy.doNotRetry()))
            .build()) {
      ShopDb once = ShopDb.create(noRetries, options(registry));
      engine.faults().throttlingReason("GetItem", 1, "TableReadKeyRangeThroughputExceeded");
      assertThatThrownBy(() -> once.users().get(new UserKey("u-ann")))
          .isInstanceOf(ThrottledException.class);
    }
    assertThat(
            counted(
                MicrometerListener.THROTTLES,
                get.and("reason", "TableReadKeyRangeThroughputExceeded")))
        .isEqualTo(1);
    assertThat(timed(get.and("outcome", "ThrottledException"))).isEqualTo(1);
  }

  @Test
  void theAsynchronousFaceIsMeasuredAlike(LocalDynamoDb engine) {
    try (DynamoDbAsyncClient async = engine.asyncClientBuilder().build()) {
      ShopAsyncDb shop = ShopDb.createAsync(async, options(registry));
      assertThat(shop.userByEmail("ann@example.com").join()).isPresent();
    }
    assertThat(timed(of("User", "Query", "userByEmail", "GSI1").and("outcome", "success")))
        .isEqualTo(1);
  }

  @Test
  void aFailingRegistryNeverFailsTheRequestItMeasures() {
    MeterRegistry failing = new SimpleMeterRegistry();
    failing
        .config()
        .meterFilter(
            new MeterFilter() {
              @Override
              public Meter.Id map(Meter.Id id) {
                throw new IllegalStateException("the registry is broken");
              }
            });
    ShopDb measured = ShopDb.create(client, options(failing));

    assertThat(measured.user("u-cy")).isPresent();
    assertThat(measured.userByEmail("cy@example.com")).isPresent();
    assertThat(requests).hasSize(2); // the events were made; the registry threw on each
  }
}
