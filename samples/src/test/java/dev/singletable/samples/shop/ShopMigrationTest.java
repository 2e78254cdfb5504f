package dev.singletable.samples.shop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.migrations.MigrationRefusedException;
import dev.singletable.migrations.MigrationReport;
import dev.singletable.runtime.DbOptions;
import dev.singletable.samples.shop.v2.OrderKey;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * The shop evolves from v1 (the sample) to v2 ({@code shop/v2}: orders keyed {@code HEADER},
 * formerly {@code METADATA}) on a live table: v1 stored the orders, v2 is deployed and reads and
 * writes them while its generated migration moves them; the migration's process crashes in the
 * middle (every request fails from then on, so it cannot even give its lease back), and a second
 * run resumes once the lease expired. Afterwards every order is stored once, under its new key,
 * with the last value the application wrote, and none is lost or brought back. v2's new index GSI3
 * is created on the table and filled first, and lists every order once at the end.
 */
@LocalDynamoDbTest
class ShopMigrationTest {

  private static final int ORDERS = 240;

  @Test
  void ordersMoveToTheirNewKeysWhileTheApplicationWritesAndTheJobCrashes(
      DynamoDbClient client, TestTable table, LocalDynamoDb engine) throws Exception {
    // v1 stores the orders, with an item each.
    ShopDb v1 = ShopDb.create(client, DbOptions.builder().tableName(table.name()).build());
    v1.createTable();
    Instant at = Instant.parse("2025-01-01T00:00:00Z");
    for (int i = 0; i < ORDERS; i++) {
      v1.orders()
          .put(
              new Order(
                  id(i), "u" + (i % 12), at.plusSeconds(i), OrderStatus.PLACED, BigDecimal.TEN, 1));
      v1.orderItems().put(new OrderItem(id(i), "p1", 1, BigDecimal.TEN));
    }

    // v2 is deployed on the same table; what it last wrote of each order is what must survive.
    dev.singletable.samples.shop.v2.ShopV2Db v2 =
        dev.singletable.samples.shop.v2.ShopV2Db.create(
            client, DbOptions.builder().tableName(table.name()).build());
    // With v2, its new index goes onto the deployed table: created, then filled with the keys of
    // the orders v1 stored.
    List<MigrationReport> filled =
        v2.migrations()
            .createIndex("GSI3", Duration.ofMinutes(1), MigrationOptions.budget(2_000).segments(2));
    assertThat(filled).extracting(MigrationReport::job).containsExactly("Order.fill:GSI3");
    assertThat(filled.get(0).changed()).isEqualTo(ORDERS);
    Map<String, Optional<dev.singletable.samples.shop.v2.Order>> written =
        new ConcurrentHashMap<>();
    AtomicBoolean stop = new AtomicBoolean();
    AtomicInteger writes = new AtomicInteger();
    Thread application =
        new Thread(
            () -> {
              Random random = new Random(25);
              while (!stop.get()) {
                String id = id(random.nextInt(ORDERS + 20));
                OrderKey key = new OrderKey(id);
                int what = random.nextInt(10);
                if (what < 6) {
                  // Read (under either key) and write back a change, in the new form.
                  v2.orders()
                      .get(key)
                      .ifPresent(
                          order -> {
                            var changed =
                                new dev.singletable.samples.shop.v2.Order(
                                    order.orderId(),
                                    order.userId(),
                                    order.createdAt(),
                                    OrderStatus.SHIPPED,
                                    order.total().add(BigDecimal.ONE),
                                    order.itemCount());
                            v2.orders().put(changed);
                            written.put(id, Optional.of(changed));
                          });
                } else if (what < 8) {
                  v2.orders().delete(key);
                  written.put(id, Optional.empty());
                } else {
                  var created =
                      new dev.singletable.samples.shop.v2.Order(
                          id, "u-new", at, OrderStatus.PLACED, BigDecimal.ONE, 0);
                  v2.orders().put(created);
                  written.put(id, Optional.of(created));
                }
                writes.incrementAndGet();
              }
            });
    application.start();

    // The migration runs from a process that dies after 60 moves: from then on every request it
    // sends fails, the release of its lease included.
    AtomicBoolean dead = new AtomicBoolean();
    AtomicInteger moves = new AtomicInteger();
    try (DynamoDbClient dying =
        engine
            .clientBuilder()
            .overrideConfiguration(
                c ->
                    c.addExecutionInterceptor(
                        new ExecutionInterceptor() {
                          @Override
                          public void beforeExecution(
                              Context.BeforeExecution context, ExecutionAttributes attributes) {
                            // A transaction moves up to 25 orders (a put and a delete each).
                            if (context.request() instanceof TransactWriteItemsRequest moving
                                && moves.addAndGet(moving.transactItems().size() / 2) > 60) {
                              dead.set(true);
                            }
                            if (dead.get()) {
                              throw new IllegalStateException("the migration's process died");
                            }
                          }
                        }))
            .build()) {
      var crashing =
          dev.singletable.samples.shop.v2.ShopV2Db.create(
              dying, DbOptions.builder().tableName(table.name()).build());
      MigrationOptions options =
          MigrationOptions.budget(2_000).segments(4).lease(Duration.ofSeconds(5));
      assertThatThrownBy(() -> crashing.migrations().job("Order.key").run(options))
          .hasStackTraceContaining("the migration's process died");

      // Its lease still holds the job: a second run is refused until it expires.
      assertThatThrownBy(() -> v2.migrations().job("Order.key").run(options))
          .isInstanceOfSatisfying(
              MigrationRefusedException.class,
              e -> assertThat(e.reason()).isEqualTo(MigrationRefusedException.Reason.RUNNING));
      assertThat(rawOrders(client, table.name()))
          .as("the crash left orders under both keys")
          .anyMatch(item -> item.get("SK").s().equals("METADATA"))
          .anyMatch(item -> item.get("SK").s().equals("HEADER"));

      Thread.sleep(5_100);
      MigrationReport resumed = v2.migrations().job("Order.key").run(options);
      assertThat(resumed.resumed()).isTrue();
      assertThat(resumed.changed()).isPositive();
    }
    stop.set(true);
    application.join();
    assertThat(writes.get()).as("the application wrote while the job ran").isGreaterThan(20);

    // Every order is stored once, under its new key; deleted ones stay deleted; each holds the
    // last value the application wrote, or v1's when the application left it alone.
    List<Map<String, AttributeValue>> stored = rawOrders(client, table.name());
    assertThat(stored).allMatch(item -> item.get("SK").s().equals("HEADER"));
    Map<String, Map<String, AttributeValue>> byId = new HashMap<>();
    for (Map<String, AttributeValue> item : stored) {
      assertThat(byId.put(item.get("orderId").s(), item)).as("stored once").isNull();
    }
    for (int i = 0; i < ORDERS + 20; i++) {
      String id = id(i);
      Optional<dev.singletable.samples.shop.v2.Order> expected =
          written.containsKey(id)
              ? written.get(id)
              : i < ORDERS
                  ? Optional.of(
                      new dev.singletable.samples.shop.v2.Order(
                          id,
                          "u" + (i % 12),
                          at.plusSeconds(i),
                          OrderStatus.PLACED,
                          BigDecimal.TEN,
                          1))
                  : Optional.empty();
      assertThat(v2.orders().get(new OrderKey(id))).as(id).isEqualTo(expected);
      assertThat(byId.containsKey(id)).as(id).isEqualTo(expected.isPresent());
    }
    // v2's new index lists every order once (the move wrote the index keys of v2 too).
    Map<String, Long> perUserAndStatus = new HashMap<>();
    for (Map<String, AttributeValue> item : stored) {
      perUserAndStatus.merge(item.get("userId").s() + "|" + item.get("status").s(), 1L, Long::sum);
    }
    perUserAndStatus.forEach(
        (userAndStatus, count) -> {
          String[] parts = userAndStatus.split("\\|");
          assertThat(
                  v2.orders().ofUserByStatus(parts[0], OrderStatus.valueOf(parts[1])).all().stream()
                      .count())
              .as(userAndStatus)
              .isEqualTo(count);
        });
    // The orders' items did not move, and the collection reads each order with its items.
    assertThat(v2.orderItems().scan().list()).hasSize(ORDERS);
    // Nothing is left to move.
    assertThat(v2.migrations().job("Order.key").dryRun(MigrationOptions.budget(2_000)).changed())
        .isZero();
  }

  @Test
  void aDeleteThatAMoveInterleavesStaysDeleted(
      DynamoDbClient client, TestTable table, LocalDynamoDb engine) throws Exception {
    ShopDb v1 = ShopDb.create(client, DbOptions.builder().tableName(table.name()).build());
    v1.createTable();
    Instant at = Instant.parse("2025-01-01T00:00:00Z");
    v1.orders().put(new Order("o-1", "u1", at, OrderStatus.PLACED, BigDecimal.TEN, 1));
    var mover =
        dev.singletable.samples.shop.v2.ShopV2Db.create(
            client, DbOptions.builder().tableName(table.name()).build());

    // The application's first DeleteItem answers, then the job moves the order before the second.
    AtomicInteger deletes = new AtomicInteger();
    try (DynamoDbClient application =
        engine
            .clientBuilder()
            .overrideConfiguration(
                c ->
                    c.addExecutionInterceptor(
                        new ExecutionInterceptor() {
                          @Override
                          public void afterExecution(
                              Context.AfterExecution context, ExecutionAttributes attributes) {
                            if (context.request() instanceof DeleteItemRequest
                                && deletes.incrementAndGet() == 1) {
                              mover.migrations().job("Order.key").run(MigrationOptions.budget(100));
                            }
                          }
                        }))
            .build()) {
      var v2 =
          dev.singletable.samples.shop.v2.ShopV2Db.create(
              application, DbOptions.builder().tableName(table.name()).build());
      v2.orders().delete(new OrderKey("o-1"));

      assertThat(deletes).hasValue(2);
      assertThat(v2.orders().get(new OrderKey("o-1"))).as("deleted, not brought back").isEmpty();
      assertThat(rawOrders(client, table.name())).isEmpty();
    }
  }

  private static String id(int i) {
    return "o-" + i;
  }

  private static List<Map<String, AttributeValue>> rawOrders(DynamoDbClient client, String table) {
    return client.scanPaginator(ScanRequest.builder().tableName(table).build()).items().stream()
        .filter(item -> item.containsKey("entityType"))
        .filter(item -> item.get("entityType").s().equals("Order"))
        .toList();
  }
}
