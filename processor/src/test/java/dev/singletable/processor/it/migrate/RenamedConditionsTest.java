package dev.singletable.processor.it.migrate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Conditions, filters and updates on an attribute renamed while its migration runs ({@code
 * Invoice.total}, formerly {@code amount}), on the engine: invoices {@code a0..a9} are stored by
 * version 1 under the new key but still with {@code amount} (the key job ran, the rename job not
 * yet), {@code b0..b9} in the new form; both read alike, and an update leaves an old one in the new
 * form.
 */
@LocalDynamoDbTest
class RenamedConditionsTest {

  private static final int EACH = 10;

  private DynamoDbClient client;
  private String tableName;
  private LedgerDb db;

  @BeforeEach
  void table(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name() + "_" + System.nanoTime();
    db = LedgerDb.create(dynamoDb, DbOptions.builder().tableName(tableName).build());
    db.createTable();
    for (int i = 0; i < EACH; i++) {
      Map<String, AttributeValue> item = unrenamed("a" + i, i);
      client.putItem(b -> b.tableName(tableName).item(item));
      db.invoices().put(new Invoice("b" + i, "cb" + i, BigDecimal.valueOf(i)));
    }
  }

  /** An invoice under its new key whose total is still stored as {@code amount}. */
  private static Map<String, AttributeValue> unrenamed(String id, int amount) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("PK", AttributeValue.fromS("INVOICE#" + id));
    item.put("SK", AttributeValue.fromS("A"));
    item.put("entityType", AttributeValue.fromS("Invoice"));
    item.put("invoiceId", AttributeValue.fromS(id));
    item.put("customer", AttributeValue.fromS("c" + id));
    item.put("amount", AttributeValue.fromN(Integer.toString(amount)));
    return item;
  }

  private Map<String, AttributeValue> stored(String id) {
    return client
        .getItem(
            b ->
                b.tableName(tableName)
                    .consistentRead(true)
                    .key(
                        Map.of(
                            "PK",
                            AttributeValue.fromS("INVOICE#" + id),
                            "SK",
                            AttributeValue.fromS("A"))))
        .item();
  }

  private List<String> ids(dev.singletable.runtime.expression.Condition<? super Invoice> filter) {
    return db.invoices().scan().filter(filter).list().stream()
        .map(Invoice::invoiceId)
        .sorted()
        .toList();
  }

  @Test
  void aFilterOnTheNewNameMatchesTheItemsStillHoldingTheFormerOne() {
    assertThat(ids(InvoiceSchema.TOTAL.gt(new BigDecimal("7"))))
        .containsExactly("a8", "a9", "b8", "b9");
    assertThat(ids(InvoiceSchema.TOTAL.eq(new BigDecimal("3")))).containsExactly("a3", "b3");
    assertThat(ids(InvoiceSchema.TOTAL.between(new BigDecimal("1"), new BigDecimal("2"))))
        .containsExactly("a1", "a2", "b1", "b2");
    assertThat(ids(InvoiceSchema.TOTAL.in(new BigDecimal("4"), new BigDecimal("6"))))
        .containsExactly("a4", "a6", "b4", "b6");
    // Not equal: an item holding amount = 5 is equal, though it has no total.
    assertThat(ids(InvoiceSchema.TOTAL.ne(new BigDecimal("5"))))
        .hasSize(2 * EACH - 2)
        .doesNotContain("a5", "b5");
    assertThat(db.invoices().scan().filter(InvoiceSchema.TOTAL.exists()).count())
        .isEqualTo(2 * EACH);
    db.invoices().put(new Invoice("none", "c", null));
    assertThat(ids(InvoiceSchema.TOTAL.notExists())).containsExactly("none");
  }

  @Test
  void aDeclaredFilterOnTheRenamedAttributeMatchesBothForms() {
    assertThat(db.invoicesOfCustomer("ca7", new BigDecimal("5")))
        .containsExactly(new Invoice("a7", "ca7", new BigDecimal("7")));
    assertThat(db.invoicesOfCustomer("cb7", new BigDecimal("5")))
        .containsExactly(new Invoice("b7", "cb7", new BigDecimal("7")));
    assertThat(db.invoicesOfCustomer("ca3", new BigDecimal("5"))).isEmpty();
    // Without the nullable minimum, that part of the filter is left out.
    assertThat(db.invoicesOfCustomer("ca3", null))
        .containsExactly(new Invoice("a3", "ca3", new BigDecimal("3")));
  }

  @Test
  void aQueryFollowingTheKeyMoveFiltersBothForms() {
    // An invoice still under its former key and name, as version 1 wrote it.
    Map<String, AttributeValue> old = unrenamed("o1", 42);
    old.put("PK", AttributeValue.fromS("INV#o1"));
    old.put("SK", AttributeValue.fromS("META"));
    client.putItem(b -> b.tableName(tableName).item(old));

    assertThat(
            db.invoices()
                .byInvoiceId("o1")
                .filter(InvoiceSchema.TOTAL.ge(new BigDecimal("40")))
                .list())
        .containsExactly(new Invoice("o1", "co1", new BigDecimal("42")));
    assertThat(
            db.invoices()
                .byInvoiceId("o1")
                .filter(InvoiceSchema.TOTAL.lt(new BigDecimal("40")))
                .list())
        .isEmpty();
  }

  @Test
  void aProjectionOfTheNewNameReadsTheFormerOneToo() {
    assertThat(
            db.invoices().scan().project(InvoiceSchema.TOTAL).list().stream()
                .map(Invoice::total)
                .filter(total -> total != null)
                .count())
        .isEqualTo(2 * EACH);
  }

  @Test
  void aWriteConditionOnTheNewNameHoldsForAnItemHoldingTheFormerOne() {
    db.invoices()
        .put(
            new Invoice("a3", "changed", new BigDecimal("30")),
            InvoiceSchema.TOTAL.eq(new BigDecimal("3")));
    assertThat(stored("a3"))
        .containsEntry("total", AttributeValue.fromN("30"))
        .doesNotContainKey("amount");

    assertThatThrownBy(
            () ->
                db.invoices().delete(new InvoiceKey("a4"), InvoiceSchema.TOTAL.gt(BigDecimal.TEN)))
        .isInstanceOf(ConditionFailedException.class);
    db.invoices().delete(new InvoiceKey("a4"), InvoiceSchema.TOTAL.lt(BigDecimal.TEN));
    assertThat(db.invoices().get(new InvoiceKey("a4"))).isEmpty();
  }

  @Test
  void anUpdateReadsTheFormerNameAndLeavesTheItemInTheNewForm() {
    db.invoices()
        .update(new InvoiceKey("a5"))
        .apply(InvoiceSchema.TOTAL.add(BigDecimal.TEN))
        .execute();
    assertThat(stored("a5"))
        .containsEntry("total", AttributeValue.fromN("15"))
        .doesNotContainKey("amount");

    db.invoices()
        .update(new InvoiceKey("a6"))
        .apply(InvoiceSchema.TOTAL.increment(BigDecimal.ONE))
        .condition(InvoiceSchema.TOTAL.eq(new BigDecimal("6")))
        .execute();
    assertThat(stored("a6"))
        .containsEntry("total", AttributeValue.fromN("7"))
        .doesNotContainKey("amount");

    db.invoices()
        .update(new InvoiceKey("a7"))
        .apply(InvoiceSchema.TOTAL.setIfNotExists(BigDecimal.ONE))
        .execute();
    assertThat(stored("a7"))
        .containsEntry("total", AttributeValue.fromN("7"))
        .doesNotContainKey("amount");

    db.invoices().update(new InvoiceKey("a8")).set(InvoiceSchema.TOTAL, BigDecimal.ONE).execute();
    assertThat(stored("a8"))
        .containsEntry("total", AttributeValue.fromN("1"))
        .doesNotContainKey("amount");

    db.invoices().update(new InvoiceKey("a9")).remove(InvoiceSchema.TOTAL).execute();
    assertThat(stored("a9")).doesNotContainKeys("total", "amount");

    // ADD of a number to an item holding neither name starts from zero, as ADD does.
    db.invoices().put(new Invoice("none", "c", null));
    db.invoices()
        .update(new InvoiceKey("none"))
        .apply(InvoiceSchema.TOTAL.add(BigDecimal.TEN))
        .execute();
    assertThat(stored("none")).containsEntry("total", AttributeValue.fromN("10"));

    // An update of an item in the new form is as before.
    db.invoices()
        .update(new InvoiceKey("b2"))
        .apply(InvoiceSchema.TOTAL.add(BigDecimal.ONE))
        .execute();
    assertThat(stored("b2")).containsEntry("total", AttributeValue.fromN("3"));
  }

  @Test
  void theRenameJobCountsOnlyTheItemsUpdatesDidNotMove() {
    db.invoices()
        .update(new InvoiceKey("a1"))
        .apply(InvoiceSchema.TOTAL.add(BigDecimal.ONE))
        .execute();
    db.invoices().update(new InvoiceKey("a2")).set(InvoiceSchema.TOTAL, BigDecimal.ONE).execute();

    assertThat(
            db.migrations()
                .job("Invoice.amount->total")
                .dryRun(MigrationOptions.budget(1000))
                .changed())
        .isEqualTo(EACH - 2);
    assertThat(
            db.migrations()
                .job("Invoice.amount->total")
                .run(MigrationOptions.budget(1000))
                .changed())
        .isEqualTo(EACH - 2);
    // Afterwards the same filters find the same items.
    assertThat(ids(InvoiceSchema.TOTAL.gt(new BigDecimal("7"))))
        .containsExactly("a8", "a9", "b8", "b9");
    assertThat(ids(InvoiceSchema.TOTAL.eq(BigDecimal.ONE))).containsExactly("a2", "b1");
    assertThat(db.invoices().get(new InvoiceKey("a1")).orElseThrow().total())
        .isEqualByComparingTo("2");
  }
}
