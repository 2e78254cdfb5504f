package dev.singletable.processor.it.shape;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.migrations.MigrationReport;
import dev.singletable.processor.it.shape.Customer.Money;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.runtime.failure.MappingException;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * A whole stored shape upgraded on the engine ({@code @Entity(shape = 2)} with a {@code
 * FormerShape(1)} record): customers stored by shape 1 (a whole {@code name}, the balance as {@code
 * amt} and {@code currency}, no {@code _shape}) read as shape 2 through every read; writes write
 * shape 2 and its marker; the job {@code Customer.upgrade} rewrites the stored items while the
 * application writes, and refuses an item whose upgrade would change its key, leaving it as stored.
 */
@LocalDynamoDbTest
class ShapeUpgradeTest {

  private static final int OLD = 24;

  private DynamoDbClient client;
  private String tableName;
  private StudioDb db;
  private final ExecutorService application = Executors.newSingleThreadExecutor();

  @BeforeEach
  void table(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name() + "_" + System.nanoTime();
    db = StudioDb.create(dynamoDb, DbOptions.builder().tableName(tableName).build());
    db.createTable();
    for (int i = 0; i < OLD; i++) {
      putRaw(shape1("c" + i, "Ada Lovelace" + i, i));
    }
  }

  @AfterEach
  void stop() {
    application.shutdownNow();
  }

  /** A customer as shape 1 stored it: written raw, as that version of the application did. */
  private static Map<String, AttributeValue> shape1(String id, String name, int amount) {
    Map<String, AttributeValue> item =
        new HashMap<>(CustomerSchema.INSTANCE.keyItem(new CustomerKey(id)));
    item.put("entityType", AttributeValue.fromS("Customer"));
    item.put("customerId", AttributeValue.fromS(id));
    item.put("name", AttributeValue.fromS(name));
    item.put("amt", AttributeValue.fromN(Integer.toString(amount)));
    item.put("currency", AttributeValue.fromS("EUR"));
    return item;
  }

  /** What reads give for customer {@code i} of shape 1. */
  private static Customer upgraded(int i) {
    return new Customer("c" + i, "Ada", "Lovelace" + i, new Money(BigDecimal.valueOf(i), "EUR"));
  }

  private void putRaw(Map<String, AttributeValue> item) {
    client.putItem(b -> b.tableName(tableName).item(item));
  }

  private Map<String, AttributeValue> raw(String id) {
    return client
        .getItem(
            b -> b.tableName(tableName).key(CustomerSchema.INSTANCE.keyItem(new CustomerKey(id))))
        .item();
  }

  private List<Map<String, AttributeValue>> rawItems() {
    return client.scan(ScanRequest.builder().tableName(tableName).build()).items().stream()
        .filter(item -> "Customer".equals(item.get("entityType").s()))
        .toList();
  }

  private static boolean ofShape2(Map<String, AttributeValue> item) {
    return AttributeValue.fromN("2").equals(item.get("_shape"))
        && item.containsKey("first")
        && item.containsKey("balance")
        && !item.containsKey("name")
        && !item.containsKey("amt")
        && !item.containsKey("currency");
  }

  @Test
  void everyReadUpgradesAnItemOfShape1AndWritesWriteShape2() {
    assertThat(rawItems()).hasSize(OLD).noneMatch(item -> item.containsKey("_shape"));

    assertThat(db.customers().get(new CustomerKey("c3"))).contains(upgraded(3));
    assertThat(db.customers().byCustomerId("c4").list()).containsExactly(upgraded(4));
    assertThat(db.customers().scan().list())
        .containsExactlyInAnyOrderElementsOf(
            IntStream.range(0, OLD).mapToObj(ShapeUpgradeTest::upgraded).toList());
    assertThat(
            db.batchGet()
                .add(new CustomerKey("c5"))
                .add(new CustomerKey("c6"))
                .execute()
                .customers())
        .containsExactlyInAnyOrder(upgraded(5), upgraded(6));

    Customer renamed = new Customer("c3", "Grace", "Hopper", new Money(BigDecimal.TEN, "USD"));
    db.customers().put(renamed);
    Map<String, AttributeValue> stored = raw("c3");
    assertThat(stored)
        .containsEntry("_shape", AttributeValue.fromN("2"))
        .containsEntry("first", AttributeValue.fromS("Grace"))
        .doesNotContainKeys("name", "amt", "currency");
    assertThat(ofShape2(stored)).isTrue();
    assertThat(db.customers().get(new CustomerKey("c3"))).contains(renamed);

    // An upsert that creates the item marks it with the current shape too.
    db.customers()
        .upsert(new CustomerKey("c99"))
        .set(CustomerSchema.FIRST, "Edsger")
        .set(CustomerSchema.LAST, "Dijkstra")
        .execute();
    assertThat(raw("c99")).containsEntry("_shape", AttributeValue.fromN("2"));
    assertThat(db.customers().get(new CustomerKey("c99")))
        .contains(new Customer("c99", "Edsger", "Dijkstra", null));
  }

  @Test
  void anUpdateOrUpsertOfAnItemOfShape1IsRefusedAndLeavesItAsStored() {
    Map<String, AttributeValue> before = raw("c7");

    // Without the guard the upsert would mark the item shape 2 beside shape 1's attributes, and
    // the update would write "first" that shape 1's reading ignores: both would be lost to reads.
    assertThatThrownBy(
            () ->
                db.customers()
                    .upsert(new CustomerKey("c7"))
                    .set(CustomerSchema.FIRST, "Grace")
                    .execute())
        .isInstanceOf(ConditionFailedException.class)
        .hasMessageContaining("Customer")
        .hasMessageContaining("stored in shape 1")
        .hasMessageContaining("Customer.upgrade")
        .satisfies(
            e ->
                assertThat(((ConditionFailedException) e).currentItem(Customer.class))
                    .contains(upgraded(7)));
    assertThatThrownBy(
            () ->
                db.customers()
                    .update(new CustomerKey("c7"))
                    .set(CustomerSchema.FIRST, "Grace")
                    .execute())
        .isInstanceOf(ConditionFailedException.class)
        .hasMessageContaining("stored in shape 1");
    assertThat(raw("c7")).isEqualTo(before);

    // Once the item is of shape 2 (a put, or the job), both go through.
    db.customers().put(upgraded(7));
    db.customers().update(new CustomerKey("c7")).set(CustomerSchema.FIRST, "Grace").execute();
    db.customers().upsert(new CustomerKey("c7")).set(CustomerSchema.LAST, "Hopper").execute();
    assertThat(db.customers().get(new CustomerKey("c7")))
        .contains(new Customer("c7", "Grace", "Hopper", new Money(BigDecimal.valueOf(7), "EUR")));
  }

  @Test
  void theJobRewritesEveryItemOfShape1WhileTheApplicationWrites() throws Exception {
    assertThat(db.migrations().jobs())
        .extracting(job -> job.name())
        .containsExactly("Customer.upgrade");
    assertThat(db.migrations().job("Customer.upgrade").dryRun(MigrationOptions.budget(5000)))
        .extracting(MigrationReport::changed)
        .isEqualTo((long) OLD);
    assertThat(rawItems()).noneMatch(item -> item.containsKey("_shape"));

    // The application writes every third customer anew meanwhile, in shape 2.
    Future<?> writes =
        application.submit(
            () -> {
              for (int i = 0; i < OLD; i += 3) {
                db.customers()
                    .put(
                        new Customer("c" + i, "New", "Name" + i, new Money(BigDecimal.ONE, "GBP")));
              }
            });
    MigrationReport report =
        db.migrations().job("Customer.upgrade").run(MigrationOptions.budget(5000).segments(3));
    writes.get();
    MigrationReport again =
        db.migrations().job("Customer.upgrade").run(MigrationOptions.budget(5000));

    assertThat(report.changed() + again.changed() + report.superseded() + again.superseded())
        .isPositive();
    assertThat(rawItems()).hasSize(OLD).allMatch(ShapeUpgradeTest::ofShape2);
    for (int i = 0; i < OLD; i++) {
      // No write of the application was lost.
      Customer expected =
          i % 3 == 0
              ? new Customer("c" + i, "New", "Name" + i, new Money(BigDecimal.ONE, "GBP"))
              : upgraded(i);
      assertThat(db.customers().get(new CustomerKey("c" + i))).contains(expected);
    }
    assertThat(db.migrations().job("Customer.upgrade").dryRun(MigrationOptions.budget(5000)))
        .extracting(MigrationReport::changed)
        .isEqualTo(0L);
  }

  @Test
  void anItemWhoseUpgradeChangesItsKeyIsRefusedAndLeftAsStored() {
    Map<String, AttributeValue> spaced = shape1(" c9 ", "Alan Turing", 9);
    putRaw(spaced);

    assertThatThrownBy(() -> db.customers().get(new CustomerKey(" c9 ")))
        .isInstanceOf(MappingException.class)
        .hasMessageContaining("the upgrade of shape 1 gives the entity another key")
        .satisfies(
            e -> {
              MappingException mapping = (MappingException) e;
              assertThat(mapping.entityType()).isEqualTo("Customer");
              assertThat(mapping.key()).contains("CUSTOMER# c9 ");
            });
    assertThatThrownBy(
            () -> db.migrations().job("Customer.upgrade").run(MigrationOptions.budget(5000)))
        .isInstanceOf(MappingException.class)
        .hasMessageContaining("an upgrade must keep the key the item is stored under");
    assertThat(raw(" c9 ")).isEqualTo(spaced);
  }
}
