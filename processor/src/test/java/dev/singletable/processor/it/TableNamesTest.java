package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.billing.BillingDb;
import dev.singletable.processor.it.billing.Credit;
import dev.singletable.processor.it.billing.CreditKey;
import dev.singletable.processor.it.billing.Invoice;
import dev.singletable.processor.it.billing.InvoiceKey;
import dev.singletable.processor.it.model.CatalogAsyncDb;
import dev.singletable.processor.it.model.CatalogDb;
import dev.singletable.processor.it.model.Inventory;
import dev.singletable.processor.it.model.InventoryKey;
import dev.singletable.processor.it.model.InventorySchema;
import dev.singletable.processor.it.model.Note;
import dev.singletable.processor.it.model.NoteKey;
import dev.singletable.processor.it.stream.model.Entry;
import dev.singletable.processor.it.stream.model.JournalChange;
import dev.singletable.processor.it.stream.model.JournalChanges;
import dev.singletable.processor.it.stream.model.JournalDb;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.Transactions;
import dev.singletable.runtime.failure.ValidationException;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.runtime.observe.RequestListener;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import dev.singletable.tools.StreamPoller;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Table names resolved at run time on the local engine: two environments' tables of one design side
 * by side, a transaction across two tables of one environment, a stream read, table creation, and
 * the names refused before any request.
 */
@LocalDynamoDbTest
class TableNamesTest {

  private static DynamoDbClient client;
  private static String dev;
  private static String prod;

  private static LocalDynamoDb engine;

  @BeforeAll
  static void environments(LocalDynamoDb localEngine, DynamoDbClient dynamoDb, TestTable table) {
    engine = localEngine;
    client = dynamoDb;
    // Each environment's prefix starts with the test's table name, so the testkit deletes them.
    dev = table.derived("dev") + "-";
    prod = table.derived("prod") + "-";
  }

  private static DbOptions.Builder env(String prefix) {
    return DbOptions.builder().tableNamePrefix(prefix);
  }

  private static Set<String> tables() {
    return Set.copyOf(client.listTables().tableNames());
  }

  @Test
  void twoEnvironmentsOfOneDesignAreTwoTablesSideBySide() {
    CatalogDb devCatalog = CatalogDb.create(client, env(dev).build());
    CatalogDb prodCatalog = CatalogDb.create(client, env(prod).build());
    devCatalog.createTable();
    prodCatalog.createTable();

    assertThat(devCatalog.tableName()).isEqualTo(dev + "Catalog");
    assertThat(prodCatalog.tableName()).isEqualTo(prod + "Catalog");
    assertThat(tables()).contains(dev + "Catalog", prod + "Catalog");
    assertThat(devCatalog.tableDefinition().tableName()).isEqualTo(dev + "Catalog");

    Note note = new Note("u1", "n1", "only in dev");
    devCatalog.notes().put(note);
    assertThat(devCatalog.notes().get(new NoteKey("u1", "n1"))).contains(note);
    assertThat(prodCatalog.notes().get(new NoteKey("u1", "n1"))).isEmpty();
    assertThat(devCatalog.notes().byNote("n1").all().list()).containsExactly(note);
    assertThat(prodCatalog.notes().byNote("n1").all().list()).isEmpty();

    // The asynchronous face of the same options reaches the same physical table.
    try (DynamoDbAsyncClient async = engine.asyncClientBuilder().build()) {
      CatalogAsyncDb devAsync = CatalogDb.createAsync(async, env(dev).build());
      assertThat(devAsync.tableName()).isEqualTo(dev + "Catalog");
      assertThat(devAsync.notes().get(new NoteKey("u1", "n1")).join()).contains(note);
    }
  }

  @Test
  void aTransactionAcrossTwoTablesOfOneEnvironmentWritesThePrefixedTables() {
    List<RequestEvent> requests = new CopyOnWriteArrayList<>();
    RequestListener listener =
        new RequestListener() {
          @Override
          public void onRequest(RequestEvent event) {
            requests.add(event);
          }
        };
    DbOptions options = env(dev).requestListener(listener).build();
    CatalogDb catalog = CatalogDb.create(client, options);
    BillingDb billing = BillingDb.create(client, options);
    catalog.createTable();
    billing.createTable();
    catalog.inventories().put(new Inventory("sku-1", 3));
    billing.credits().put(new Credit("c1", 100, 0));
    requests.clear();

    TransactionResult result =
        Transactions.together(
                catalog
                    .transaction()
                    .update(
                        new InventoryKey("sku-1"),
                        u -> u.apply(InventorySchema.AVAILABLE.decrement(1))),
                billing.transaction().create(new Invoice("o1", "c1", 40)))
            .execute();

    assertThat(result.actions()).isEqualTo(2);
    assertThat(catalog.inventories().get(new InventoryKey("sku-1")))
        .contains(new Inventory("sku-1", 2));
    assertThat(billing.invoices().get(new InvoiceKey("o1"))).contains(new Invoice("o1", "c1", 40));
    assertThat(billing.credits().get(new CreditKey("c1"))).isPresent();
    assertThat(requests.get(0).api()).isEqualTo("TransactWriteItems");
    assertThat(requests.get(0).table()).isEqualTo(dev + "Catalog");
  }

  @Test
  void theStreamOfAPrefixedTableIsRead() {
    JournalDb journal = JournalDb.create(client, env(dev).build());
    journal.createTable();
    DynamoDbStreamsClient streams = engine.streamsClient();
    Entry entry =
        new Entry("acc-1", Instant.parse("2025-03-01T10:00:00Z"), "e-1", 250, "tea", null);

    List<JournalChange> changes = new ArrayList<>();
    try (StreamPoller<JournalChange, Integer, String> poller =
        StreamPoller.builder(streams, JournalChanges::decode, JournalChange.Unknown::new)
            .table(journal.table())
            .startingAt(ShardIteratorType.LATEST)
            .build()) {
      poller.poll(changes::add);
      journal.entries().put(entry);
      poller.poll(changes::add);
    }

    assertThat(client.describeTable(b -> b.tableName(dev + "Journal")).table().latestStreamArn())
        .isNotNull();
    assertThat(changes)
        .singleElement()
        .isInstanceOfSatisfying(
            JournalChange.EntryChange.class, c -> assertThat(c.newImage()).contains(entry));
  }

  @Test
  void aNameThatCannotBeResolvedFailsTheCreationNamingTheLogicalTableBeforeAnyRequest() {
    // Any request through this client fails with UnsupportedOperationException, not the refusal.
    DynamoDbClient refusesCalls =
        new DynamoDbClient() {
          @Override
          public String serviceName() {
            return "dynamodb";
          }

          @Override
          public void close() {}
        };

    assertThatThrownBy(
            () -> JournalDb.create(refusesCalls, DbOptions.builder().tableNames(n -> null).build()))
        .isInstanceOf(ValidationException.class)
        .hasMessageStartingWith("table Journal: the DbOptions.tableNames resolver returned null");
    assertThatThrownBy(
            () ->
                CatalogDb.create(
                    refusesCalls,
                    DbOptions.builder()
                        .tableNames(
                            n -> {
                              throw new IllegalStateException("STAGE is not set");
                            })
                        .build()))
        .isInstanceOf(ValidationException.class)
        .hasMessageStartingWith("table Catalog: the DbOptions.tableNames resolver failed")
        .hasMessageContaining("STAGE is not set");
    assertThatThrownBy(
            () ->
                BillingDb.create(
                    refusesCalls, DbOptions.builder().tableNames(n -> "dev:" + n).build()))
        .isInstanceOf(ValidationException.class)
        .hasMessageContaining(
            "table Billing: \"dev:Billing\" is not a table name DynamoDB accepts");
  }
}
