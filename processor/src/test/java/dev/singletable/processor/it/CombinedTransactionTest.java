package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.billing.BillingAsyncDb;
import dev.singletable.processor.it.billing.BillingDb;
import dev.singletable.processor.it.billing.BillingItems;
import dev.singletable.processor.it.billing.BillingTransactGet;
import dev.singletable.processor.it.billing.BillingTransaction;
import dev.singletable.processor.it.billing.Credit;
import dev.singletable.processor.it.billing.CreditKey;
import dev.singletable.processor.it.billing.CreditSchema;
import dev.singletable.processor.it.billing.Invoice;
import dev.singletable.processor.it.billing.InvoiceKey;
import dev.singletable.processor.it.model.CatalogAsyncDb;
import dev.singletable.processor.it.model.CatalogDb;
import dev.singletable.processor.it.model.CatalogItems;
import dev.singletable.processor.it.model.CatalogTransactGet;
import dev.singletable.processor.it.model.CatalogTransaction;
import dev.singletable.processor.it.model.Inventory;
import dev.singletable.processor.it.model.InventoryKey;
import dev.singletable.processor.it.model.InventorySchema;
import dev.singletable.processor.it.model.Note;
import dev.singletable.processor.it.model.NoteKey;
import dev.singletable.processor.it.model.OrderHeader;
import dev.singletable.processor.it.model.OrderHeaderKey;
import dev.singletable.runtime.CombinedTransactGet;
import dev.singletable.runtime.CombinedTransaction;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.Transactions;
import dev.singletable.runtime.failure.CancellationReason;
import dev.singletable.runtime.failure.DuplicateItemException;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.runtime.failure.TransactionLimitException;
import dev.singletable.runtime.observe.OperationEvent;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.runtime.observe.RequestListener;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.TestTable;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * One TransactWriteItems across two tables generated from two {@code @Table} interfaces (Catalog
 * and Billing), and across two physical tables of one layout, on the local engine.
 */
class CombinedTransactionTest extends EngineTest {

  static BillingDb billing;
  static CatalogDb otherCatalog;

  @BeforeAll
  static void createBillingTables(TestTable table) {
    billing = BillingDb.create(client, options(table.derived("billing")));
    billing.createTable();
    otherCatalog = CatalogDb.create(client, options(table.derived("tenant2")));
    otherCatalog.createTable();
  }

  static DbOptions options(String tableName) {
    return DbOptions.builder()
        .tableName(tableName)
        .retryPolicy(TransactionTest.FAST)
        .clock(Clock.fixed(TransactionTest.T0, ZoneOffset.UTC))
        .build();
  }

  static CatalogDb catalog() {
    return CatalogDb.create(client, options(db.tableName()));
  }

  /** An order placed in the catalog and invoiced, with its amount taken from the credit. */
  static CombinedTransaction<TransactionResult> placeAndInvoice(
      String orderId, String customer, long amount) {
    return placeAndInvoice(orderId, customer, amount, null);
  }

  /** {@link #placeAndInvoice(String, String, long)}, the order's part given {@code token}. */
  static CombinedTransaction<TransactionResult> placeAndInvoice(
      String orderId, String customer, long amount, String token) {
    CatalogTransaction<TransactionResult> order =
        catalog()
            .transaction()
            .create(OrderHeader.placed(orderId, customer, amount))
            .update(
                new InventoryKey("sku-" + orderId),
                u ->
                    u.apply(InventorySchema.AVAILABLE.decrement(1))
                        .condition(InventorySchema.AVAILABLE.ge(1)));
    BillingTransaction<TransactionResult> invoice =
        billing
            .transaction()
            .create(new Invoice(orderId, customer, amount))
            .update(
                new CreditKey(customer),
                u ->
                    u.apply(CreditSchema.BALANCE.decrement(amount))
                        .condition(CreditSchema.BALANCE.ge(amount)));
    if (token != null) {
      order.idempotencyToken(token);
    }
    return Transactions.together(order, invoice);
  }

  @Test
  void writesBothTablesAtomically() {
    db.inventories().put(new Inventory("sku-o1", 3));
    billing.credits().put(new Credit("c1", 1000, 0));

    CombinedTransaction<TransactionResult> combined = placeAndInvoice("o1", "c1", 250);
    TransactionResult result = combined.execute();

    assertThat(result.attempts()).isEqualTo(1);
    assertThat(result.actions()).isEqualTo(4);
    assertThat(db.orderHeaders().get(new OrderHeaderKey("o1"))).isPresent();
    assertThat(db.inventories().get(new InventoryKey("sku-o1")))
        .contains(new Inventory("sku-o1", 2));
    assertThat(billing.invoices().get(new InvoiceKey("o1"))).contains(new Invoice("o1", "c1", 250));
    assertThat(billing.credits().get(new CreditKey("c1")).orElseThrow().balance()).isEqualTo(750);
    assertThat(result.written(new InvoiceKey("o1"))).contains(new Invoice("o1", "c1", 250));
    assertThat(result.written(new OrderHeaderKey("o1")).orElseThrow().version()).isEqualTo(1);
    assertThat(result.writtenCount()).isEqualTo(2);
    TransactionResult billed = result.of(combined.parts().get(1));
    assertThat(billed.actions()).isEqualTo(2);
    assertThat(billed.written(new InvoiceKey("o1"))).isPresent();
    assertThat(billed.written(new OrderHeaderKey("o1"))).isEmpty();
    assertThat(billed.idempotencyToken()).isEqualTo(combined.idempotencyToken());
  }

  @Test
  void aFailedConditionInTheSecondTableIsTypedByItsSchemaAndNothingIsApplied() {
    db.inventories().put(new Inventory("sku-o2", 3));
    billing.credits().put(new Credit("c2", 100, 0));

    assertThatThrownBy(() -> placeAndInvoice("o2", "c2", 250).execute())
        .isInstanceOfSatisfying(
            TransactionCancelledException.class,
            e -> {
              assertThat(e.reasons())
                  .extracting(CancellationReason::code)
                  .containsExactly("None", "None", "None", "ConditionalCheckFailed");
              assertThat(e.reasons())
                  .extracting(CancellationReason::table)
                  .containsExactly(
                      db.tableName(), db.tableName(), billing.tableName(), billing.tableName());
              CancellationReason<Credit> reason = e.reason(new CreditKey("c2")).orElseThrow();
              assertThat(reason.position()).isEqualTo(3);
              assertThat(reason.action()).isEqualTo("Update");
              assertThat(reason.table()).isEqualTo(billing.tableName());
              Credit current = reason.currentItem().orElseThrow();
              assertThat(current).isEqualTo(new Credit("c2", 100, 1));
              assertThat(e.entityType()).isEqualTo("Credit");
              assertThat(e.getMessage())
                  .contains(
                      "#3 Update Credit in "
                          + billing.tableName()
                          + " PK=CUSTOMER#c2, SK=CREDIT: ConditionalCheckFailed");
            });

    assertThat(db.orderHeaders().get(new OrderHeaderKey("o2"))).isEmpty();
    assertThat(db.inventories().get(new InventoryKey("sku-o2")))
        .contains(new Inventory("sku-o2", 3));
    assertThat(billing.invoices().get(new InvoiceKey("o2"))).isEmpty();
  }

  @Test
  void theSameKeyInTwoTablesIsTwoItemsAndIsAnsweredPerPart() {
    Note note = new Note("u1", "n1", "in both tables");
    CatalogTransaction<TransactionResult> first = catalog().transaction().put(note);
    CatalogTransaction<TransactionResult> second = otherCatalog.transaction().put(note);

    TransactionResult result = Transactions.together(first, second).execute();

    assertThat(db.notes().get(new NoteKey("u1", "n1"))).contains(note);
    assertThat(otherCatalog.notes().get(new NoteKey("u1", "n1"))).contains(note);
    assertThatThrownBy(() -> result.written(new NoteKey("u1", "n1")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("of(part)");
    assertThat(result.of(second).written(new NoteKey("u1", "n1"))).contains(note);
    assertThatThrownBy(() -> result.of(catalog().transaction()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("was not part of the transaction");
  }

  @Test
  void twoActionsOnOneItemOfOneTableAreRefusedBeforeSending() {
    CatalogTransaction<TransactionResult> first =
        catalog().transaction().put(new Note("u2", "n1", "a"));
    CatalogTransaction<TransactionResult> second =
        catalog().transaction().put(new Note("u2", "n2", "b")).delete(new NoteKey("u2", "n1"));

    assertThatThrownBy(() -> Transactions.together(first, second))
        .isInstanceOfSatisfying(
            DuplicateItemException.class,
            e -> {
              assertThat(e.firstPosition()).isZero();
              assertThat(e.secondPosition()).isEqualTo(2);
              assertThat(e.entityType()).isEqualTo("Note");
            });
    // Nothing was combined: the parts are still usable on their own.
    first.execute();
    assertThat(db.notes().get(new NoteKey("u2", "n1"))).isPresent();
  }

  @Test
  void aHundredAndFirstActionAcrossTheTablesIsRefusedBeforeSending(LocalDynamoDb engine) {
    CatalogTransaction<TransactionResult> notes = catalog().transaction();
    for (int i = 0; i < 60; i++) {
      notes.put(new Note("u3", "n" + i, "x"));
    }
    BillingTransaction<TransactionResult> invoices = billing.transaction();
    for (int i = 0; i < 41; i++) {
      invoices.put(new Invoice("o3-" + i, "c3", i));
    }
    LocalDynamoDb.assumeFaultsAvailable();
    long sent = engine.faults().requestCount("TransactWriteItems");

    assertThatThrownBy(() -> Transactions.together(notes, invoices))
        .isInstanceOfSatisfying(
            TransactionLimitException.class,
            e -> {
              assertThat(e.actual()).isEqualTo(101);
              assertThat(e.limit()).isEqualTo(100);
              assertThat(e.entityType()).isEqualTo("Invoice");
              assertThat(e.getMessage()).contains("action #100");
            });
    assertThat(engine.faults().requestCount("TransactWriteItems")).isEqualTo(sent);
    assertThat(billing.invoices().get(new InvoiceKey("o3-0"))).isEmpty();
  }

  @Test
  void reExecutingSendsTheSameTokenAndAppliesOnceWhileThePartsRefuseMore() {
    db.inventories().put(new Inventory("sku-o4", 5));
    billing.credits().put(new Credit("c4", 1000, 0));
    CombinedTransaction<TransactionResult> combined =
        placeAndInvoice("o4", "c4", 100).idempotencyToken("place-and-invoice-o4");
    CatalogTransaction<TransactionResult> part =
        (CatalogTransaction<TransactionResult>) combined.parts().get(0);

    TransactionResult first = combined.execute();
    TransactionResult again = combined.execute(); // as after a timeout: replayed, not re-applied

    assertThat(again.idempotencyToken()).isEqualTo(first.idempotencyToken());
    assertThat(db.inventories().get(new InventoryKey("sku-o4")))
        .contains(new Inventory("sku-o4", 4));
    assertThat(billing.credits().get(new CreditKey("c4")).orElseThrow().balance()).isEqualTo(900);
    assertThatThrownBy(() -> part.put(new Note("u4", "n1", "late")))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("part of a transaction across tables");
    assertThatThrownBy(part::execute)
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("execute that one");
    assertThatThrownBy(() -> combined.idempotencyToken("other"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("already executed");
    assertThatThrownBy(() -> Transactions.together(part))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("already part of another transaction across tables");
  }

  @Test
  void aTokenGivenToAPartIsSentSoARetriedCommandAppliesOnce() {
    db.inventories().put(new Inventory("sku-o9", 5));
    billing.credits().put(new Credit("c9", 1000, 0));

    // The command handler sets its token on its own transaction, then combines it; a retry of
    // the command (a new process, new objects) does the same.
    for (int attempt = 0; attempt < 2; attempt++) {
      CombinedTransaction<TransactionResult> combined =
          placeAndInvoice("o9", "c9", 100, "command-o9");
      assertThat(combined.idempotencyToken()).isEqualTo("command-o9");
      assertThat(combined.execute().idempotencyToken()).isEqualTo("command-o9");
    }

    assertThat(db.inventories().get(new InventoryKey("sku-o9")))
        .contains(new Inventory("sku-o9", 4));
    assertThat(billing.credits().get(new CreditKey("c9")).orElseThrow().balance()).isEqualTo(900);
  }

  @Test
  void partsGivenDifferentTokensAreRefusedAndStayUsable() {
    CatalogTransaction<TransactionResult> order =
        catalog().transaction().create(OrderHeader.placed("o10", "c10", 5)).idempotencyToken("a");
    BillingTransaction<TransactionResult> invoice =
        billing.transaction().create(new Invoice("o10", "c10", 5)).idempotencyToken("b");

    assertThatThrownBy(() -> Transactions.together(order, invoice))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("different idempotency tokens: \"a\"")
        .hasMessageContaining("and \"b\"")
        .hasMessageContaining("idempotencyToken(...) on the result of Transactions.together");

    CombinedTransaction<TransactionResult> combined =
        Transactions.together(order, invoice.idempotencyToken("a")).idempotencyToken("o10");
    assertThat(combined.execute().idempotencyToken()).isEqualTo("o10");
    assertThat(billing.invoices().get(new InvoiceKey("o10"))).isPresent();
  }

  @Test
  void conflictsAreRetriedWithTheCombinedToken(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    db.inventories().put(new Inventory("sku-o7", 2));
    billing.credits().put(new Credit("c7", 1000, 0));
    engine.faults().transactionConflict(2);
    long before = engine.faults().requestCount("TransactWriteItems");

    TransactionResult result =
        placeAndInvoice("o7", "c7", 10).idempotencyToken("place-and-invoice-o7").execute();

    assertThat(result.attempts()).isEqualTo(3);
    assertThat(result.idempotencyToken()).isEqualTo("place-and-invoice-o7");
    assertThat(engine.faults().requestCount("TransactWriteItems")).isEqualTo(before + 3);
    assertThat(billing.invoices().get(new InvoiceKey("o7"))).isPresent();
    assertThat(db.inventories().get(new InventoryKey("sku-o7")))
        .contains(new Inventory("sku-o7", 1));
  }

  @Test
  void tablesOpenedWithDifferentClientsAreRefused(LocalDynamoDb engine) {
    try (DynamoDbClient another = engine.clientBuilder().build()) {
      BillingDb elsewhere = BillingDb.create(another, options(billing.tableName()));
      CatalogTransaction<TransactionResult> order =
          catalog().transaction().put(new Note("u5", "n1", "x"));
      BillingTransaction<TransactionResult> invoice =
          elsewhere.transaction().put(new Invoice("o5", "c5", 1));

      assertThatThrownBy(() -> Transactions.together(order, invoice))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("one client")
          .hasMessageContaining("same client object");
      assertThatThrownBy(() -> Transactions.together(order, order))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("twice");
    }
  }

  @Test
  void theFirstTablesListenerHearsTheCombinedCallOnce() {
    List<OperationEvent> operations = new CopyOnWriteArrayList<>();
    RequestListener listener =
        new RequestListener() {
          @Override
          public void onRequest(RequestEvent event) {}

          @Override
          public void onOperation(OperationEvent event) {
            operations.add(event);
          }
        };
    CatalogDb heard =
        CatalogDb.create(
            client,
            DbOptions.builder().tableName(db.tableName()).requestListener(listener).build());

    Transactions.together(
            heard.transaction().put(new Note("u6", "n1", "x")),
            billing.transaction().put(new Invoice("o6", "c6", 1)))
        .execute();

    assertThat(operations)
        .singleElement()
        .satisfies(
            event -> {
              assertThat(event.api()).isEqualTo("TransactWriteItems");
              assertThat(event.requests()).isEqualTo(1);
              assertThat(event.items()).isEqualTo(2);
            });
  }

  @Test
  void aReadAcrossTablesAnswersEachPartWithItsTypedItems() {
    db.inventories().put(new Inventory("sku-r1", 7));
    billing.credits().put(new Credit("c-r1", 500, 0));
    CatalogTransactGet<CatalogItems, CombinedTransactGet.CombinedItems> stock =
        catalog().transactGet().add(new InventoryKey("sku-r1")).add(new NoteKey("u-r1", "none"));
    BillingTransactGet<BillingItems, CombinedTransactGet.CombinedItems> credit =
        billing.transactGet().add(new CreditKey("c-r1")).add(new InvoiceKey("none"));

    CombinedTransactGet<CombinedTransactGet.CombinedItems> read =
        Transactions.together(stock, credit);
    CombinedTransactGet.CombinedItems items = read.execute();

    assertThat(read.size()).isEqualTo(4);
    CatalogItems catalogItems = items.of(stock);
    BillingItems billingItems = items.of(credit);
    assertThat(catalogItems.get(new InventoryKey("sku-r1"))).contains(new Inventory("sku-r1", 7));
    assertThat(catalogItems.missingKeys(NoteKey.class))
        .containsExactly(new NoteKey("u-r1", "none"));
    assertThat(billingItems.credits()).containsExactly(new Credit("c-r1", 500, 1));
    assertThat(billingItems.missingKeys(InvoiceKey.class)).containsExactly(new InvoiceKey("none"));
    assertThatThrownBy(() -> stock.add(new InventoryKey("sku-late")))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("part of a read across tables");
    assertThatThrownBy(() -> items.of(billing.transactGet()))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theSameKeyInTwoTablesIsReadFromEach() {
    Note note = new Note("u-r2", "n1", "tenant 1");
    db.notes().put(note);
    otherCatalog.notes().put(new Note("u-r2", "n1", "tenant 2"));
    CatalogTransactGet<CatalogItems, CombinedTransactGet.CombinedItems> first =
        catalog().transactGet().add(new NoteKey("u-r2", "n1"));
    CatalogTransactGet<CatalogItems, CombinedTransactGet.CombinedItems> second =
        otherCatalog.transactGet().add(new NoteKey("u-r2", "n1"));

    CombinedTransactGet.CombinedItems items = Transactions.together(first, second).execute();

    assertThat(items.of(first).get(new NoteKey("u-r2", "n1"))).contains(note);
    assertThat(items.of(second).get(new NoteKey("u-r2", "n1")).orElseThrow().text())
        .isEqualTo("tenant 2");
  }

  @Test
  void aReadOfMoreThanAHundredItemsAcrossTablesIsRefused() {
    CatalogTransactGet<CatalogItems, CombinedTransactGet.CombinedItems> notes =
        catalog().transactGet();
    for (int i = 0; i < 70; i++) {
      notes.add(new NoteKey("u-r3", "n" + i));
    }
    BillingTransactGet<BillingItems, CombinedTransactGet.CombinedItems> invoices =
        billing.transactGet();
    for (int i = 0; i < 31; i++) {
      invoices.add(new InvoiceKey("o-r3-" + i));
    }

    assertThatThrownBy(() -> Transactions.together(notes, invoices))
        .isInstanceOfSatisfying(
            TransactionLimitException.class,
            e -> {
              assertThat(e.actual()).isEqualTo(101);
              assertThat(e.limit()).isEqualTo(100);
            });
    notes.add(new NoteKey("u-r3", "still-open")); // refused combinations leave the parts open
  }

  @Test
  void writesAndReadsAcrossTablesRunAsynchronously(LocalDynamoDb engine) {
    try (DynamoDbAsyncClient asyncClient = engine.asyncClientBuilder().build()) {
      CatalogAsyncDb asyncCatalog = CatalogDb.createAsync(asyncClient, options(db.tableName()));
      BillingAsyncDb asyncBilling =
          BillingDb.createAsync(asyncClient, options(billing.tableName()));

      CompletableFuture<TransactionResult> written =
          Transactions.together(
                  asyncCatalog.transaction().put(new Note("u-a1", "n1", "async")),
                  asyncBilling.transaction().create(new Invoice("o-a1", "c-a1", 5)))
              .execute();
      assertThat(join(written).actions()).isEqualTo(2);

      var note = asyncCatalog.transactGet().add(new NoteKey("u-a1", "n1"));
      var invoice = asyncBilling.transactGet().add(new InvoiceKey("o-a1"));
      CombinedTransactGet.CombinedItems items =
          join(Transactions.together(note, invoice).execute());
      assertThat(items.of(note).get(new NoteKey("u-a1", "n1"))).isPresent();
      assertThat(items.of(invoice).get(new InvoiceKey("o-a1")))
          .contains(new Invoice("o-a1", "c-a1", 5));

      CompletableFuture<TransactionResult> refused =
          Transactions.together(
                  asyncCatalog.transaction().put(new Note("u-a1", "n2", "x")),
                  asyncBilling.transaction().create(new Invoice("o-a1", "c-a1", 5)))
              .execute();
      assertThatThrownBy(() -> join(refused))
          .isInstanceOfSatisfying(
              TransactionCancelledException.class,
              e ->
                  assertThat(e.reason(new InvoiceKey("o-a1")).orElseThrow().currentItem())
                      .contains(new Invoice("o-a1", "c-a1", 5)));
      assertThat(db.notes().get(new NoteKey("u-a1", "n2"))).isEmpty();

      // parts of both faces do not compile together; parts of one face share one client
      try (DynamoDbAsyncClient otherClient = engine.asyncClientBuilder().build()) {
        BillingAsyncDb otherBilling =
            BillingDb.createAsync(otherClient, options(billing.tableName()));
        assertThatThrownBy(
                () ->
                    Transactions.together(
                        asyncCatalog.transaction().put(new Note("u-a1", "n3", "x")),
                        otherBilling.transaction().put(new Invoice("o-a3", "c", 1))))
            .isInstanceOf(IllegalArgumentException.class)
            .hasMessageContaining("DynamoDbAsyncClient");
      }
    }
  }
}
