package dev.singletable.processor.it.reenum;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.migrations.MigrationReport;
import dev.singletable.processor.it.reenum.Shipment.Leg;
import dev.singletable.processor.it.reenum.Shipment.Status;
import dev.singletable.runtime.DbOptions;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A renamed enum constant on the engine ({@code @Formerly("SENT") SHIPPED}): shipments stored by
 * version 1 with {@code SENT}, in a top-level attribute and inside a list of nested records, read
 * as {@code SHIPPED} while they wait; writes write {@code SHIPPED}; the generated jobs {@code
 * Shipment.convert:status} and {@code Shipment.convert:legs} rewrite the stored values while the
 * application writes.
 */
@LocalDynamoDbTest
class EnumConstantRenameTest {

  private static final int OLD = 40;

  private DynamoDbClient client;
  private String tableName;
  private DispatchDb db;
  private final ExecutorService application = Executors.newSingleThreadExecutor();

  @BeforeEach
  void table(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name() + "_" + System.nanoTime();
    db = DispatchDb.create(dynamoDb, DbOptions.builder().tableName(tableName).build());
    db.createTable();
    for (int i = 0; i < OLD; i++) {
      Map<String, AttributeValue> item = oldItem(shipment(i, "h" + i));
      client.putItem(b -> b.tableName(tableName).item(item));
    }
  }

  @AfterEach
  void stop() {
    application.shutdownNow();
  }

  /** Every other shipment is shipped; its first leg is always shipped, its second placed. */
  private static Shipment shipment(int i, String hub) {
    return new Shipment(
        "s" + i,
        i % 2 == 0 ? Status.SHIPPED : Status.PLACED,
        List.of(new Leg(hub, Status.SHIPPED), new Leg("next", Status.PLACED)));
  }

  /** A shipment as version 1 stored it: SENT where version 2 says SHIPPED. */
  private static Map<String, AttributeValue> oldItem(Shipment shipment) {
    Map<String, AttributeValue> item = new HashMap<>(ShipmentSchema.INSTANCE.toItem(shipment));
    return sentFor(item);
  }

  private static Map<String, AttributeValue> sentFor(Map<String, AttributeValue> item) {
    Map<String, AttributeValue> old = new HashMap<>();
    item.forEach((name, value) -> old.put(name, sent(value)));
    return old;
  }

  private static AttributeValue sent(AttributeValue value) {
    if ("SHIPPED".equals(value.s())) {
      return AttributeValue.fromS("SENT");
    }
    if (value.hasL()) {
      return AttributeValue.fromL(value.l().stream().map(EnumConstantRenameTest::sent).toList());
    }
    if (value.hasM()) {
      return AttributeValue.fromM(sentFor(value.m()));
    }
    return value;
  }

  private List<Map<String, AttributeValue>> rawItems() {
    return client.scan(ScanRequest.builder().tableName(tableName).build()).items().stream()
        .filter(item -> "Shipment".equals(item.get("entityType").s()))
        .toList();
  }

  private static boolean holdsSent(Map<String, AttributeValue> item) {
    return item.toString().contains("SENT");
  }

  @Test
  void readsTakeTheFormerNameAsTheConstantAndWritesWriteTheNewOne() {
    assertThat(rawItems()).hasSize(OLD).allMatch(EnumConstantRenameTest::holdsSent);
    assertThat(db.shipments().get(new ShipmentKey("s4"))).contains(shipment(4, "h4"));
    assertThat(db.shipments().scan().list())
        .containsExactlyInAnyOrderElementsOf(
            java.util.stream.IntStream.range(0, OLD).mapToObj(i -> shipment(i, "h" + i)).toList());

    db.shipments().put(shipment(4, "changed"));
    Map<String, AttributeValue> stored =
        client
            .getItem(
                b ->
                    b.tableName(tableName)
                        .key(ShipmentSchema.INSTANCE.keyItem(new ShipmentKey("s4"))))
            .item();
    assertThat(stored.get("status")).isEqualTo(AttributeValue.fromS("SHIPPED"));
    assertThat(holdsSent(stored)).isFalse();
  }

  @Test
  void equalityFiltersAndConditionsMatchTheFormerNameTooBeforeAndAfterTheJob() {
    // Half the shipments are shipped, all stored as SENT; one more in the new form.
    db.shipments().put(new Shipment("n", Status.SHIPPED, List.of()));
    assertThat(db.shipments().scan().filter(ShipmentSchema.STATUS.eq(Status.SHIPPED)).count())
        .isEqualTo(OLD / 2 + 1);
    assertThat(db.shipments().scan().filter(ShipmentSchema.STATUS.ne(Status.SHIPPED)).count())
        .isEqualTo(OLD / 2);
    assertThat(
            db.shipments()
                .scan()
                .filter(ShipmentSchema.STATUS.in(Status.SHIPPED, Status.DELIVERED))
                .count())
        .isEqualTo(OLD / 2 + 1);
    // A nested reference compares the former name too: every first leg is shipped.
    assertThat(
            db.shipments()
                .scan()
                .filter(ShipmentSchema.LEGS.at(0).status().eq(Status.SHIPPED))
                .count())
        .isEqualTo(OLD);

    // So does a declared read's filter, rendered at compile time.
    assertThat(db.shipmentsIn(Status.SHIPPED)).hasSize(OLD / 2 + 1);
    assertThat(db.shipmentsIn(Status.PLACED)).hasSize(OLD / 2);

    // A write conditioned on the constant holds for an item that stores its former name.
    db.shipments().put(shipment(2, "checked"), ShipmentSchema.STATUS.eq(Status.SHIPPED));
    assertThat(db.shipments().get(new ShipmentKey("s2"))).contains(shipment(2, "checked"));

    db.migrations().job("Shipment.convert:status").run(MigrationOptions.budget(5000));
    assertThat(db.shipments().scan().filter(ShipmentSchema.STATUS.eq(Status.SHIPPED)).count())
        .isEqualTo(OLD / 2 + 1);
    assertThat(db.shipments().scan().filter(ShipmentSchema.STATUS.ne(Status.SHIPPED)).count())
        .isEqualTo(OLD / 2);
    assertThat(db.shipmentsIn(Status.SHIPPED)).hasSize(OLD / 2 + 1);
  }

  @Test
  void theJobsRewriteEveryStoredValueWhileTheApplicationWrites() throws Exception {
    assertThat(db.migrations().jobs())
        .extracting(job -> job.name())
        .containsExactly("Shipment.convert:status", "Shipment.convert:legs");
    assertThat(
            db.migrations()
                .job("Shipment.convert:status")
                .dryRun(MigrationOptions.budget(5000))
                .changed())
        .isEqualTo(OLD / 2);
    assertThat(
            db.migrations()
                .job("Shipment.convert:legs")
                .dryRun(MigrationOptions.budget(5000))
                .changed())
        .isEqualTo(OLD);
    assertThat(rawItems()).allMatch(EnumConstantRenameTest::holdsSent);

    // The application writes every third shipment anew meanwhile, with another first hub.
    Future<?> writes =
        application.submit(
            () -> {
              for (int i = 0; i < OLD; i += 3) {
                db.shipments().put(shipment(i, "new" + i));
              }
            });
    MigrationReport status =
        db.migrations()
            .job("Shipment.convert:status")
            .run(MigrationOptions.budget(5000).segments(3));
    MigrationReport legs =
        db.migrations().job("Shipment.convert:legs").run(MigrationOptions.budget(5000).segments(3));
    writes.get();
    db.migrations().job("Shipment.convert:status").run(MigrationOptions.budget(5000));
    db.migrations().job("Shipment.convert:legs").run(MigrationOptions.budget(5000));

    assertThat(status.changed()).isPositive();
    assertThat(legs.changed()).isPositive();
    assertThat(rawItems()).hasSize(OLD).noneMatch(EnumConstantRenameTest::holdsSent);
    for (int i = 0; i < OLD; i++) {
      // No write of the application was lost.
      Shipment expected = shipment(i, i % 3 == 0 ? "new" + i : "h" + i);
      assertThat(db.shipments().get(new ShipmentKey("s" + i))).contains(expected);
    }
    assertThat(
            db.migrations()
                .job("Shipment.convert:legs")
                .dryRun(MigrationOptions.budget(5000))
                .changed())
        .isZero();
  }

  @Test
  void aListChangedBetweenTheReadAndTheRewriteIsReadAgainAndKept(LocalDynamoDb engine) {
    // Before the job's first UpdateItem, the application (still version 1) changes the first
    // leg's hub of that very item, inside the list only: the job's condition must see the list
    // differ, read the item again and rewrite what the application wrote.
    AtomicReference<String> changed = new AtomicReference<>();
    ExecutionInterceptor interleave =
        new ExecutionInterceptor() {
          @Override
          public void beforeExecution(
              Context.BeforeExecution context, ExecutionAttributes attributes) {
            if (context.request() instanceof UpdateItemRequest update && changed.get() == null) {
              String id = update.key().get("PK").s().substring("SHIPMENT#".length());
              changed.set(id);
              int i = Integer.parseInt(id.substring(1));
              Map<String, AttributeValue> item = oldItem(shipment(i, "late"));
              client.putItem(b -> b.tableName(tableName).item(item));
            }
          }
        };
    try (DynamoDbClient jobClient =
        engine
            .clientBuilder()
            .overrideConfiguration(c -> c.addExecutionInterceptor(interleave))
            .build()) {
      DispatchDb job =
          DispatchDb.create(jobClient, DbOptions.builder().tableName(tableName).build());
      MigrationReport legs =
          job.migrations().job("Shipment.convert:legs").run(MigrationOptions.budget(5000));

      assertThat(changed.get()).isNotNull();
      assertThat(legs.changed()).isEqualTo(OLD);
    }
    int i = Integer.parseInt(changed.get().substring(1));
    Map<String, AttributeValue> stored =
        client
            .getItem(
                b ->
                    b.tableName(tableName)
                        .key(ShipmentSchema.INSTANCE.keyItem(new ShipmentKey("s" + i))))
            .item();
    // The application's hub is kept, in the new form.
    assertThat(stored.get("legs"))
        .isEqualTo(ShipmentSchema.INSTANCE.toItem(shipment(i, "late")).get("legs"));
  }
}
