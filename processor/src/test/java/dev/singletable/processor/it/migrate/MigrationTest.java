package dev.singletable.processor.it.migrate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.migrations.MigrationCheckpoint;
import dev.singletable.migrations.MigrationCheckpoints;
import dev.singletable.migrations.MigrationOptions;
import dev.singletable.migrations.MigrationRefusedException;
import dev.singletable.migrations.MigrationReport;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * Declared migrations on the engine: items stored in the old form (written raw, as version 1 wrote
 * them) read as the new entity while they wait, and the generated jobs move their keys and rename
 * their attribute online.
 */
@LocalDynamoDbTest
class MigrationTest {

  private static final int OLD = 30;

  private DynamoDbClient client;
  private String tableName;
  private LedgerDb db;
  private final List<RequestEvent> requests = new CopyOnWriteArrayList<>();

  @BeforeEach
  void table(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name() + "_" + System.nanoTime();
    db =
        LedgerDb.create(
            dynamoDb,
            DbOptions.builder().tableName(tableName).requestListener(requests::add).build());
    db.createTable();
    for (int i = 0; i < OLD; i++) {
      Map<String, AttributeValue> item = oldItem("i" + i, i);
      client.putItem(b -> b.tableName(tableName).item(item));
    }
    requests.clear();
  }

  /** An invoice as version 1 stored it. */
  private static Map<String, AttributeValue> oldItem(String id, int amount) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("PK", AttributeValue.fromS("INV#" + id));
    item.put("SK", AttributeValue.fromS("META"));
    item.put("entityType", AttributeValue.fromS("Invoice"));
    item.put("invoiceId", AttributeValue.fromS(id));
    item.put("customer", AttributeValue.fromS("c" + id));
    item.put("amount", AttributeValue.fromN(Integer.toString(amount)));
    return item;
  }

  private List<Map<String, AttributeValue>> rawItems() {
    return client.scan(ScanRequest.builder().tableName(tableName).build()).items().stream()
        .filter(item -> "Invoice".equals(item.get("entityType").s()))
        .toList();
  }

  @Test
  void anItemInTheOldFormReadsAsTheNewEntity() {
    assertThat(db.invoices().get(new InvoiceKey("i7")))
        .contains(new Invoice("i7", "ci7", new BigDecimal("7")));
    // A get that finds the item under the new key does not read the old one.
    db.invoices().put(new Invoice("n1", "c", BigDecimal.ONE));
    requests.clear();
    assertThat(db.invoices().get(new InvoiceKey("n1"))).isPresent();
    assertThat(requests).hasSize(1);
    requests.clear();
    assertThat(db.invoices().get(new InvoiceKey("none"))).isEmpty();
    // Absent under both keys: the new key is read once more, in case a job moved it meanwhile.
    assertThat(requests).hasSize(3);
  }

  @Test
  void writesWriteOnlyTheNewFormAndADeleteRemovesBoth() {
    Invoice read = db.invoices().get(new InvoiceKey("i3")).orElseThrow();
    db.invoices().put(new Invoice(read.invoiceId(), "changed", read.total()));

    Map<String, AttributeValue> stored =
        client
            .getItem(
                b ->
                    b.tableName(tableName)
                        .key(
                            Map.of(
                                "PK",
                                AttributeValue.fromS("INVOICE#i3"),
                                "SK",
                                AttributeValue.fromS("A"))))
            .item();
    assertThat(stored).containsKey("total").doesNotContainKey("amount");
    assertThat(db.invoices().get(new InvoiceKey("i3")).orElseThrow().customer())
        .isEqualTo("changed");

    db.invoices().delete(new InvoiceKey("i3"));
    assertThat(db.invoices().get(new InvoiceKey("i3"))).isEmpty();
    assertThat(rawItems()).noneMatch(item -> item.get("invoiceId").s().equals("i3"));
  }

  @Test
  void theJobsAreNamedByTheirChange() {
    assertThat(db.migrations().jobs())
        .extracting(job -> job.name())
        .containsExactly("Invoice.key", "Invoice.amount->total");
    assertThatThrownBy(() -> db.migrations().job("Invoice.nothing"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("[Invoice.key, Invoice.amount->total]");
  }

  @Test
  void aDryRunCountsAndChangesNothing() {
    MigrationReport report =
        db.migrations().job("Invoice.key").dryRun(MigrationOptions.budget(1000).segments(3));

    assertThat(report.changed()).isEqualTo(OLD);
    assertThat(rawItems()).allMatch(item -> item.get("PK").s().startsWith("INV#"));
    assertThat(requests).allMatch(event -> event.api().equals("Scan"));
  }

  @Test
  void theJobsMoveEveryKeyAndRenameEveryAmountOnce() {
    // The application wrote one invoice in the new form already: its old copy is superseded.
    db.invoices().put(new Invoice("i0", "newer", BigDecimal.TEN));

    MigrationReport moved =
        db.migrations().job("Invoice.key").run(MigrationOptions.budget(1000).segments(4));
    MigrationReport renamed =
        db.migrations().job("Invoice.amount->total").run(MigrationOptions.budget(1000));

    assertThat(moved.changed()).isEqualTo(OLD - 1);
    assertThat(moved.superseded()).isEqualTo(1);
    assertThat(renamed.changed()).isEqualTo(OLD - 1);
    List<Map<String, AttributeValue>> items = rawItems();
    assertThat(items).hasSize(OLD);
    assertThat(items)
        .allMatch(item -> item.get("PK").s().startsWith("INVOICE#"))
        .allMatch(item -> item.containsKey("total") && !item.containsKey("amount"));
    assertThat(db.invoices().get(new InvoiceKey("i0")).orElseThrow().customer()).isEqualTo("newer");
    assertThat(db.invoices().get(new InvoiceKey("i5")).orElseThrow().total())
        .isEqualByComparingTo("5");
    // Every request went through the listener, as the entity's.
    assertThat(requests).isNotEmpty().allMatch(event -> event.entity() != null);
    // A second run finds nothing left to do.
    assertThat(db.migrations().job("Invoice.key").run(MigrationOptions.budget(1000)).changed())
        .isZero();
  }

  @Test
  void anItemHoldingAListAndAMapMovesConditionedOnItsWholeStoredForm() {
    // Attributes the entity does not map, as an older version or another tool wrote them: the
    // move's condition compares them by value (lists in order, maps by name), as DynamoDB does.
    for (int i = 0; i < OLD; i++) {
      Map<String, AttributeValue> item = oldItem("i" + i, i);
      item.put("history", AttributeValue.fromL(List.of(AttributeValue.fromS("created"))));
      item.put("meta", AttributeValue.fromM(Map.of("source", AttributeValue.fromS("v1"))));
      client.putItem(b -> b.tableName(tableName).item(item));
    }

    MigrationReport moved =
        db.migrations().job("Invoice.key").run(MigrationOptions.budget(1000).segments(2));

    assertThat(moved.changed()).isEqualTo(OLD);
    assertThat(rawItems()).hasSize(OLD).allMatch(item -> item.get("PK").s().startsWith("INVOICE#"));
  }

  @Test
  void aRunSpendsNoMoreThanItsBudgetPerSecond() {
    double budget = 25;
    long start = System.nanoTime();
    MigrationReport report =
        db.migrations().job("Invoice.key").run(MigrationOptions.budget(budget).segments(2));
    double seconds = (System.nanoTime() - start) / 1e9;

    assertThat(report.changed()).isEqualTo(OLD);
    assertThat(report.unitsConsumed()).isPositive();
    // At most one second's budget ahead, plus the one request each segment sends on credit.
    assertThat(report.unitsConsumed()).isLessThanOrEqualTo(budget * (seconds + 1) + 2 * 8);
    assertThat(seconds).isGreaterThan((report.unitsConsumed() - budget - 2 * 8) / budget);
  }

  @Test
  void aBudgetOfZeroIsRefusedBeforeAnyRequest() {
    assertThatThrownBy(() -> db.migrations().job("Invoice.key").run(MigrationOptions.budget(0)))
        .isInstanceOfSatisfying(
            MigrationRefusedException.class,
            e -> assertThat(e.reason()).isEqualTo(MigrationRefusedException.Reason.BUDGET))
        .hasMessageContaining("capacity budget of more than 0 units per second");
    assertThatThrownBy(() -> db.migrations().job("Invoice.key").dryRun(MigrationOptions.budget(-1)))
        .isInstanceOf(MigrationRefusedException.class);
    assertThat(requests).isEmpty();
  }

  @Test
  void aCheckpointOfAnotherJobIsRefusedBeforeAnItemIsTouched() {
    MigrationCheckpoint other =
        new MigrationCheckpoint(
            tableName, "Invoice.amount->total", List.of(), List.of(), null, 0, 0, 1);
    MigrationCheckpoints store =
        new MigrationCheckpoints() {
          @Override
          public MigrationCheckpoint load(String table, String job) {
            return other;
          }

          @Override
          public boolean replace(MigrationCheckpoint expected, MigrationCheckpoint next) {
            throw new AssertionError("nothing is saved");
          }
        };

    assertThatThrownBy(
            () ->
                db.migrations()
                    .job("Invoice.key")
                    .run(MigrationOptions.budget(100).checkpoints(store)))
        .isInstanceOfSatisfying(
            MigrationRefusedException.class,
            e ->
                assertThat(e.reason())
                    .isEqualTo(MigrationRefusedException.Reason.FOREIGN_CHECKPOINT))
        .hasMessageContaining("found the checkpoint of job Invoice.amount->total");
    assertThat(requests).isEmpty();
  }

  @Test
  void aJobHeldByAnotherRunIsRefused() {
    MigrationCheckpoints store = MigrationCheckpoints.inMemory();
    store.replace(
        null,
        new MigrationCheckpoint(
            tableName,
            "Invoice.key",
            java.util.Arrays.asList((Map<String, AttributeValue>) null),
            List.of(false),
            "another-run",
            System.currentTimeMillis() + 60_000,
            0,
            1));

    assertThatThrownBy(
            () ->
                db.migrations()
                    .job("Invoice.key")
                    .run(MigrationOptions.budget(100).checkpoints(store)))
        .isInstanceOfSatisfying(
            MigrationRefusedException.class,
            e -> assertThat(e.reason()).isEqualTo(MigrationRefusedException.Reason.RUNNING))
        .hasMessageContaining("is running already (run another-run holds it");
    assertThat(requests).isEmpty();
    assertThat(rawItems()).allMatch(item -> item.get("PK").s().startsWith("INV#"));
  }

  @Test
  void aRunResumesFromTheCheckpointOfAnUnfinishedOne() {
    MigrationCheckpoints store = MigrationCheckpoints.inMemory();
    // A run that crashed after its first segment, of two, was done: its lease has expired.
    store.replace(
        null,
        new MigrationCheckpoint(
            tableName,
            "Invoice.key",
            java.util.Arrays.asList(null, null),
            List.of(true, false),
            "crashed-run",
            System.currentTimeMillis() - 1,
            0,
            1));

    MigrationReport report =
        db.migrations()
            .job("Invoice.key")
            .run(MigrationOptions.budget(1000).segments(2).checkpoints(store));

    assertThat(report.resumed()).isTrue();
    // Only the second segment was read: fewer than all the items moved.
    assertThat(report.changed()).isPositive().isLessThan(OLD);
    assertThat(store.load(tableName, "Invoice.key").finished()).isTrue();
    assertThat(store.load(tableName, "Invoice.key").owner()).isNull();
    assertThatThrownBy(
            () ->
                db.migrations()
                    .job("Invoice.key")
                    .run(
                        MigrationOptions.budget(1000)
                            .segments(3)
                            .checkpoints(unfinished(tableName))))
        .isInstanceOfSatisfying(
            MigrationRefusedException.class,
            e -> assertThat(e.reason()).isEqualTo(MigrationRefusedException.Reason.SEGMENTS));
  }

  private static MigrationCheckpoints unfinished(String table) {
    MigrationCheckpoints store = MigrationCheckpoints.inMemory();
    store.replace(
        null,
        new MigrationCheckpoint(
            table,
            "Invoice.key",
            java.util.Arrays.asList(null, null),
            List.of(false, false),
            null,
            0,
            0,
            1));
    return store;
  }

  @Test
  void theDefaultCheckpointIsAnItemOfTheTableThatNoEntityReads() {
    db.migrations().job("Invoice.key").run(MigrationOptions.budget(1000).segments(2));

    Map<String, AttributeValue> checkpoint =
        client
            .getItem(
                b ->
                    b.tableName(tableName)
                        .key(
                            Map.of(
                                "PK", AttributeValue.fromS("~migration#Invoice.key"),
                                "SK", AttributeValue.fromS("~migration#Invoice.key"))))
            .item();
    assertThat(checkpoint.get("entityType").s()).isEqualTo("~migration");
    assertThat(checkpoint.get("done").l()).allMatch(AttributeValue::bool);
    assertThat(db.invoices().scan().list()).hasSize(OLD);
  }
}
