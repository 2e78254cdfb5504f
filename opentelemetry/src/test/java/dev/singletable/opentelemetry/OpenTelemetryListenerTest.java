package dev.singletable.opentelemetry;

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
import dev.singletable.samples.shop.ShopDb;
import dev.singletable.samples.shop.User;
import dev.singletable.samples.shop.UserKey;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.common.AttributesBuilder;
import io.opentelemetry.api.metrics.Meter;
import io.opentelemetry.sdk.metrics.SdkMeterProvider;
import io.opentelemetry.sdk.metrics.data.HistogramPointData;
import io.opentelemetry.sdk.metrics.data.MetricData;
import io.opentelemetry.sdk.metrics.data.PointData;
import io.opentelemetry.sdk.testing.exporter.InMemoryMetricReader;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The samples' generated Shop table against the local engine, measured into OpenTelemetry's SDK and
 * read back with its in-memory metric reader.
 */
@LocalDynamoDbTest
class OpenTelemetryListenerTest {

  static String table;
  static DynamoDbClient client;

  InMemoryMetricReader reader;
  SdkMeterProvider provider;
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
    reader = InMemoryMetricReader.create();
    provider = SdkMeterProvider.builder().registerMetricReader(reader).build();
    db = ShopDb.create(client, options(provider.get(OpenTelemetryListener.SCOPE)));
  }

  @AfterEach
  void close() {
    provider.close();
  }

  DbOptions options(Meter meter) {
    OpenTelemetryListener metrics = new OpenTelemetryListener(meter);
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

  AttributesBuilder of(String entity, String operation, String accessPattern, String index) {
    AttributesBuilder attributes =
        Attributes.builder()
            .put(OpenTelemetryListener.TABLE, table)
            .put(OpenTelemetryListener.ENTITY, entity)
            .put(OpenTelemetryListener.OPERATION, operation);
    if (accessPattern != null) {
      attributes.put(OpenTelemetryListener.ACCESS_PATTERN, accessPattern);
    }
    if (index != null) {
      attributes.put(OpenTelemetryListener.INDEX, index);
    }
    return attributes;
  }

  Optional<? extends PointData> point(
      Collection<MetricData> metrics, String name, AttributesBuilder attributes) {
    Attributes wanted = attributes.build();
    return metrics.stream()
        .filter(metric -> metric.getName().equals(name))
        .flatMap(metric -> metric.getData().getPoints().stream())
        .filter(p -> p.getAttributes().equals(wanted))
        .findFirst();
  }

  double value(Collection<MetricData> metrics, String name, AttributesBuilder attributes) {
    PointData point = point(metrics, name, attributes).orElseThrow();
    if (point instanceof io.opentelemetry.sdk.metrics.data.LongPointData longPoint) {
      return longPoint.getValue();
    }
    return ((io.opentelemetry.sdk.metrics.data.DoublePointData) point).getValue();
  }

  long durations(Collection<MetricData> metrics, AttributesBuilder attributes) {
    return ((HistogramPointData)
            point(metrics, OpenTelemetryListener.OPERATION_DURATION, attributes).orElseThrow())
        .getCount();
  }

  @Test
  void aDeclaredReadIsMeasuredWithItsAccessPattern() {
    Shop shop = db;
    assertThat(shop.user("u-ann")).isPresent();
    assertThat(shop.userByEmail("bob@example.com")).isPresent();

    Collection<MetricData> metrics = reader.collectAllMetrics();
    assertThat(
            durations(
                metrics,
                of("User", "GetItem", "user", null).put(OpenTelemetryListener.OUTCOME, "success")))
        .isEqualTo(1);
    HistogramPointData byEmail =
        (HistogramPointData)
            point(
                    metrics,
                    OpenTelemetryListener.OPERATION_DURATION,
                    of("User", "Query", "userByEmail", "GSI1")
                        .put(OpenTelemetryListener.OUTCOME, "success"))
                .orElseThrow();
    assertThat(byEmail.getCount()).isEqualTo(1);
    assertThat(byEmail.getSum()).isPositive().isLessThan(10); // seconds
    assertThat(byEmail.getBoundaries()).startsWith(0.001, 0.0025);

    assertThat(
            value(
                metrics,
                OpenTelemetryListener.CAPACITY,
                of("User", "GetItem", "user", null)
                    .put(OpenTelemetryListener.CAPACITY_KIND, "read")))
        .isEqualTo(0.5)
        .isEqualTo(requests.get(0).capacity().table());
    assertThat(
            value(
                metrics,
                OpenTelemetryListener.CAPACITY,
                of("User", "Query", "userByEmail", "GSI1")
                    .put(OpenTelemetryListener.CAPACITY_KIND, "read")))
        .isEqualTo(0.5)
        .isEqualTo(requests.get(1).capacity().index("GSI1"));
    assertThat(value(metrics, OpenTelemetryListener.ITEMS, of("User", "GetItem", "user", null)))
        .isEqualTo(1);
    assertThat(
            value(
                metrics, OpenTelemetryListener.SCANNED, of("User", "Query", "userByEmail", "GSI1")))
        .isEqualTo(1);
    // attributes hold names from the design only, never a key value
    assertThat(metrics)
        .flatExtracting(metric -> metric.getData().getPoints())
        .allSatisfy(
            p ->
                assertThat(p.getAttributes().asMap().values())
                    .noneSatisfy(v -> assertThat(v.toString()).contains("u-ann"))
                    .noneSatisfy(v -> assertThat(v.toString()).contains("bob@example.com")));
  }

  @Test
  void aStreamedDeclaredReadKeepsItsName() {
    assertThat(db.ordersInStatus(OrderStatus.PLACED).toList()).hasSize(2);

    Collection<MetricData> metrics = reader.collectAllMetrics();
    assertThat(
            value(
                metrics,
                OpenTelemetryListener.REQUESTS,
                of("Order", "Query", "ordersInStatus", "GSI2")
                    .put(OpenTelemetryListener.OUTCOME, "success")))
        .isEqualTo(requests.size());
    assertThat(
            value(
                metrics,
                OpenTelemetryListener.ITEMS,
                of("Order", "Query", "ordersInStatus", "GSI2")))
        .isEqualTo(2);
  }

  @Test
  void writesAndConditionFailures() {
    // a Product: a User (its email @Unique) is written with its guard in a TransactWriteItems
    Product pen = new Product("p-pen", "Pen", new BigDecimal("2.50"), 3, null, 0);
    db.products().create(pen);
    assertThatThrownBy(() -> db.products().create(pen))
        .isInstanceOf(ItemAlreadyExistsException.class);

    Collection<MetricData> metrics = reader.collectAllMetrics();
    assertThat(
            value(
                metrics,
                OpenTelemetryListener.CAPACITY,
                of("Product", "PutItem", null, null)
                    .put(OpenTelemetryListener.CAPACITY_KIND, "write")))
        .isEqualTo(1.0)
        .isEqualTo(requests.get(0).capacity().table());
    assertThat(
            value(
                metrics,
                OpenTelemetryListener.CONDITION_FAILURES,
                of("Product", "PutItem", null, null)))
        .isEqualTo(1);
    assertThat(
            durations(
                metrics,
                of("Product", "PutItem", null, null)
                    .put(OpenTelemetryListener.OUTCOME, "ItemAlreadyExistsException")))
        .isEqualTo(1);
  }

  @Test
  void throttlesByReason(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    engine.faults().throttlingReason("GetItem", 1, "TableReadProvisionedThroughputExceeded");
    assertThat(db.users().get(new UserKey("u-bob"))).isPresent();
    try (DynamoDbClient noRetries =
        engine
            .clientBuilder()
            .overrideConfiguration(o -> o.retryStrategy(AwsRetryStrategy.doNotRetry()))
            .build()) {
      ShopDb once = ShopDb.create(noRetries, options(provider.get(OpenTelemetryListener.SCOPE)));
      engine.faults().throttlingReason("GetItem", 1, "TableReadProvisionedThroughputExceeded");
      assertThatThrownBy(() -> once.users().get(new UserKey("u-bob")))
          .isInstanceOf(ThrottledException.class);
    }

    Collection<MetricData> metrics = reader.collectAllMetrics();
    AttributesBuilder get = of("User", "GetItem", null, null);
    assertThat(
            value(
                metrics,
                OpenTelemetryListener.THROTTLES,
                of("User", "GetItem", null, null).put(OpenTelemetryListener.REASON, "unknown")))
        .isEqualTo(1);
    assertThat(
            value(
                metrics,
                OpenTelemetryListener.THROTTLES,
                get.put(OpenTelemetryListener.REASON, "TableReadProvisionedThroughputExceeded")))
        .isEqualTo(1);
    assertThat(
            value(
                metrics,
                OpenTelemetryListener.RETRIES,
                of("User", "GetItem", null, null).put(OpenTelemetryListener.BY, "sdk")))
        .isEqualTo(1);
  }

  @Test
  void aFailingMeterNeverFailsTheRequestItMeasures() {
    Meter failing =
        (Meter)
            java.lang.reflect.Proxy.newProxyInstance(
                Meter.class.getClassLoader(),
                new Class<?>[] {Meter.class},
                (proxy, method, args) -> {
                  throw new IllegalStateException("no meter today");
                });
    // the listener cannot even be made on it: the application finds out at start-up
    assertThatThrownBy(() -> new OpenTelemetryListener(failing))
        .isInstanceOf(IllegalStateException.class);

    // instruments that throw when recording: the request goes on
    ShopDb measured =
        ShopDb.create(
            client,
            DbOptions.builder()
                .tableName(table)
                .requestListener(
                    new RequestListener() {
                      final OpenTelemetryListener metrics =
                          new OpenTelemetryListener(provider.get(OpenTelemetryListener.SCOPE));

                      @Override
                      public void onRequest(RequestEvent event) {
                        requests.add(event);
                        metrics.onRequest(event);
                        throw new IllegalStateException("exporter broken");
                      }

                      @Override
                      public void onOperation(OperationEvent event) {
                        throw new IllegalStateException("exporter broken");
                      }
                    })
                .build());
    assertThat(measured.user("u-cy")).isPresent();
    assertThat(requests).hasSize(1);
  }
}
