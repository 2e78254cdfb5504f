package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.billing.BillingDb;
import dev.singletable.processor.it.billing.BillingTransaction;
import dev.singletable.processor.it.billing.Credit;
import dev.singletable.processor.it.billing.CreditKey;
import dev.singletable.processor.it.billing.CreditSchema;
import dev.singletable.processor.it.billing.Invoice;
import dev.singletable.processor.it.billing.InvoiceKey;
import dev.singletable.processor.it.model.CatalogDb;
import dev.singletable.processor.it.model.CatalogTransaction;
import dev.singletable.processor.it.model.Inventory;
import dev.singletable.processor.it.model.InventoryKey;
import dev.singletable.processor.it.model.InventorySchema;
import dev.singletable.processor.it.model.Note;
import dev.singletable.processor.it.model.NoteKey;
import dev.singletable.processor.it.model.OrderHeader;
import dev.singletable.processor.it.model.OrderHeaderKey;
import dev.singletable.runtime.CancellationReason;
import dev.singletable.runtime.CombinedTransaction;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.DuplicateItemException;
import dev.singletable.runtime.OperationEvent;
import dev.singletable.runtime.RequestEvent;
import dev.singletable.runtime.RequestListener;
import dev.singletable.runtime.TransactionCancelledException;
import dev.singletable.runtime.TransactionLimitException;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.Transactions;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.TestTable;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
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
  static CombinedTransaction placeAndInvoice(String orderId, String customer, long amount) {
    CatalogTransaction order =
        catalog()
            .transaction()
            .create(OrderHeader.placed(orderId, customer, amount))
            .update(
                new InventoryKey("sku-" + orderId),
                u ->
                    u.apply(InventorySchema.AVAILABLE.decrement(1))
                        .condition(InventorySchema.AVAILABLE.ge(1)));
    BillingTransaction invoice =
        billing
            .transaction()
            .create(new Invoice(orderId, customer, amount))
            .update(
                new CreditKey(customer),
                u ->
                    u.apply(CreditSchema.BALANCE.decrement(amount))
                        .condition(CreditSchema.BALANCE.ge(amount)));
    return Transactions.together(order, invoice);
  }

  @Test
  void writesBothTablesAtomically() {
    db.inventories().put(new Inventory("sku-o1", 3));
    billing.credits().put(new Credit("c1", 1000, 0));

    CombinedTransaction combined = placeAndInvoice("o1", "c1", 250);
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
    CatalogTransaction first = catalog().transaction().put(note);
    CatalogTransaction second = otherCatalog.transaction().put(note);

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
    CatalogTransaction first = catalog().transaction().put(new Note("u2", "n1", "a"));
    CatalogTransaction second =
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
    CatalogTransaction notes = catalog().transaction();
    for (int i = 0; i < 60; i++) {
      notes.put(new Note("u3", "n" + i, "x"));
    }
    BillingTransaction invoices = billing.transaction();
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
    CombinedTransaction combined =
        placeAndInvoice("o4", "c4", 100).idempotencyToken("place-and-invoice-o4");
    CatalogTransaction part = (CatalogTransaction) combined.parts().get(0);

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
  void tablesOpenedWithDifferentClientsAreRefused(LocalDynamoDb engine) {
    try (DynamoDbClient another = engine.clientBuilder().build()) {
      BillingDb elsewhere = BillingDb.create(another, options(billing.tableName()));
      CatalogTransaction order = catalog().transaction().put(new Note("u5", "n1", "x"));
      BillingTransaction invoice = elsewhere.transaction().put(new Invoice("o5", "c5", 1));

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
}
