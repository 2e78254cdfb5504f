package dev.singletable.processor.it.indexmove;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.migrations.MigrationReport;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.internal.KeyEncoding;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Index key moves on the engine: receipts stored under their former LSI1 sort key
 * ({@code @Lsi(formerly = @FormerKey(sk = ...))}), read by the index query in the new key's order,
 * each once, with one cursor, until the backfill {@code Receipt.fill:LSI1} rewrote them; payments
 * whose GSI1 sort key holds their time in a former format ({@code @KeyFormat(formerly
 * = @FormerFormat)} on a component only the index key holds), rewritten by {@code
 * Payment.fill:GSI1}. Afterwards every item is stored in the new form and reads once.
 */
@LocalDynamoDbTest
class IndexMoveTest {

  private static final int OLD = 20;

  private static final Instant START = Instant.parse("2026-03-01T10:00:00Z");

  private DynamoDbClient client;
  private String tableName;
  private TillDb db;

  @BeforeEach
  void table(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name() + "_" + System.nanoTime();
    db = TillDb.create(dynamoDb, DbOptions.builder().tableName(tableName).build());
    db.createTable();
  }

  private static Receipt receipt(int i) {
    return new Receipt("s1", "r" + i, (i * 7L) % 11);
  }

  /** Every receipt as version 1 stored it: under the former LSI1 sort key. */
  private void putOldReceipts() {
    for (int i = 0; i < OLD; i++) {
      Map<String, AttributeValue> item = new HashMap<>(ReceiptSchema.INSTANCE.toItem(receipt(i)));
      String now = item.get("LSI1SK").s();
      assertThat(now).startsWith("T#");
      item.put("LSI1SK", AttributeValue.fromS("TOTAL#" + now.substring(2)));
      client.putItem(b -> b.tableName(tableName).item(item));
    }
  }

  private static List<String> inNewOrder(List<Receipt> receipts) {
    return receipts.stream()
        .sorted(Comparator.comparingLong(Receipt::total).thenComparing(Receipt::receiptId))
        .map(Receipt::receiptId)
        .toList();
  }

  private static List<Receipt> oldReceipts() {
    return IntStream.range(0, OLD).mapToObj(IndexMoveTest::receipt).toList();
  }

  private static List<String> pagedIds(EntityQuery<Receipt> query) {
    List<String> read = new ArrayList<>();
    String cursor = null;
    do {
      Page<Receipt> page = query.startAfter(cursor).page();
      page.items().forEach(receipt -> read.add(receipt.receiptId()));
      cursor = page.cursor();
    } while (cursor != null);
    return read;
  }

  @Test
  void aLocalIndexQueryReadsTheFormerSortKeysInTheNewOrderWithOneCursor() {
    putOldReceipts();
    db.receipts().put(new Receipt("s1", "r3", 10)); // written anew: the new key, another total
    db.receipts().put(new Receipt("s1", "n1", 4));
    List<Receipt> all = new ArrayList<>(oldReceipts());
    all.set(3, new Receipt("s1", "r3", 10));
    all.add(new Receipt("s1", "n1", 4));
    List<String> expected = inNewOrder(all);

    for (boolean ascending : new boolean[] {true, false}) {
      for (boolean consistent : new boolean[] {true, false}) {
        EntityQuery<Receipt> query = db.receipts().byTotal("s1").all().limit(4);
        query = ascending ? query : query.descending();
        query = consistent ? query.consistentRead() : query;
        List<String> order = new ArrayList<>(expected);
        if (!ascending) {
          Collections.reverse(order);
        }
        assertThat(pagedIds(query)).isEqualTo(order);
      }
    }
    List<Receipt> between = all.stream().filter(r -> r.total() >= 3 && r.total() <= 7).toList();
    assertThat(
            db.receipts().byTotal("s1").total(Range.between(3L, 7L)).list().stream()
                .map(Receipt::receiptId)
                .toList())
        .isEqualTo(inNewOrder(between))
        .isNotEmpty();
    assertThat(db.receipts().byTotal("s2").all().list()).isEmpty();
    assertThat(db.receipts().byTotal("s1").describe())
        .contains("the former key, while it moves")
        .contains("TOTAL#")
        .contains("LSI1");
  }

  /**
   * A first page read before the backfill, the rest after it: the new sort key's read finds few
   * items on the first page and must still be read on the next ones, where the job moved them.
   */
  @Test
  void localIndexPagesBeforeAndAfterTheBackfillListEveryReceiptOnce() {
    for (boolean ascending : new boolean[] {true, false}) {
      putOldReceipts();
      EntityQuery<Receipt> query = db.receipts().byTotal("s1").all().limit(4);
      query = ascending ? query : query.descending();
      Page<Receipt> first = query.page();
      List<String> read = new ArrayList<>();
      first.items().forEach(receipt -> read.add(receipt.receiptId()));
      assertThat(read).hasSize(4);

      db.migrations().job("Receipt.fill:LSI1").run(MigrationOptions.budget(1000));
      String cursor = first.cursor();
      while (cursor != null) {
        Page<Receipt> page = query.startAfter(cursor).page();
        page.items().forEach(receipt -> read.add(receipt.receiptId()));
        cursor = page.cursor();
      }

      List<String> order = new ArrayList<>(inNewOrder(oldReceipts()));
      if (!ascending) {
        Collections.reverse(order);
      }
      assertThat(read).isEqualTo(order);
    }
  }

  @Test
  void theLocalIndexBackfillRewritesTheFormerSortKeys() {
    putOldReceipts();
    db.receipts().put(new Receipt("s1", "r0", 0)); // written anew under the new key

    MigrationReport dry =
        db.migrations().job("Receipt.fill:LSI1").dryRun(MigrationOptions.budget(1000));
    assertThat(dry.changed()).isEqualTo(OLD - 1);
    MigrationReport report =
        db.migrations().job("Receipt.fill:LSI1").run(MigrationOptions.budget(1000).segments(2));
    assertThat(report.changed()).isEqualTo(OLD - 1);

    List<String> stored = storedSortKeys("LSI1SK");
    assertThat(stored).hasSize(OLD).allMatch(sk -> sk.startsWith("T#"));
    assertThat(db.receipts().byTotal("s1").all().list().stream().map(Receipt::receiptId).toList())
        .isEqualTo(inNewOrder(oldReceipts()));
    assertThat(
            db.migrations().job("Receipt.fill:LSI1").run(MigrationOptions.budget(1000)).changed())
        .isZero();
  }

  private static Payment payment(int i) {
    // Distinct milliseconds: the former format wrote them with 9 fraction digits, the new one 3.
    return new Payment("p" + i, "a1", START.plusMillis(i * 37L % 50), i);
  }

  /** Every payment as version 1 stored it: its time in GSI1SK with 9 fraction digits. */
  private void putOldPayments() {
    for (int i = 0; i < OLD; i++) {
      Payment payment = payment(i);
      Map<String, AttributeValue> item = new HashMap<>(PaymentSchema.INSTANCE.toItem(payment));
      String former =
          "PAID#"
              + KeyEncoding.instant("Payment", "paidAt", payment.paidAt(), 9)
              + "#"
              + payment.paymentId();
      assertThat(item.get("GSI1SK").s())
          .isEqualTo(
              "PAID#"
                  + KeyEncoding.instant("Payment", "paidAt", payment.paidAt(), 3)
                  + "#"
                  + payment.paymentId())
          .isNotEqualTo(former);
      item.put("GSI1SK", AttributeValue.fromS(former));
      client.putItem(b -> b.tableName(tableName).item(item));
    }
  }

  private static List<String> paymentsInNewOrder() {
    return IntStream.range(0, OLD)
        .mapToObj(IndexMoveTest::payment)
        .sorted(Comparator.comparing(Payment::paidAt).thenComparing(Payment::paymentId))
        .map(Payment::paymentId)
        .toList();
  }

  @Test
  void theIndexBackfillRewritesKeysInAFormerFormat() {
    putOldPayments();
    db.payments().put(new Payment("p5", "a1", payment(5).paidAt(), 500)); // written anew

    // While the format moves, the index query reads the partition as it is stored: every payment
    // once (its one GSI1 key), in the order of the stored text.
    assertThat(db.payments().byAccountId("a1").all().list().stream().map(Payment::paymentId))
        .containsExactlyInAnyOrderElementsOf(paymentsInNewOrder());

    MigrationReport dry =
        db.migrations().job("Payment.fill:GSI1").dryRun(MigrationOptions.budget(1000));
    assertThat(dry.changed()).isEqualTo(OLD - 1);
    MigrationReport report =
        db.migrations().job("Payment.fill:GSI1").run(MigrationOptions.budget(1000).segments(2));
    assertThat(report.changed()).isEqualTo(OLD - 1);

    assertThat(storedSortKeys("GSI1SK"))
        .hasSize(OLD)
        .allMatch(sk -> sk.matches("PAID#.*\\.\\d{3}Z#p\\d+"));
    List<Payment> read = db.payments().byAccountId("a1").all().list();
    assertThat(read.stream().map(Payment::paymentId).toList()).isEqualTo(paymentsInNewOrder());
    assertThat(read)
        .filteredOn(p -> p.paymentId().equals("p5"))
        .extracting(Payment::cents)
        .containsExactly(500L);
    assertThat(
            db
                .payments()
                .byAccountId("a1")
                .paidAt(Range.between(START, START.plusMillis(21)))
                .list()
                .stream()
                .map(Payment::paymentId)
                .toList())
        .isEqualTo(
            IntStream.range(0, OLD)
                .mapToObj(IndexMoveTest::payment)
                .filter(p -> p.paidAt().isBefore(START.plusMillis(21)))
                .sorted(Comparator.comparing(Payment::paidAt).thenComparing(Payment::paymentId))
                .map(Payment::paymentId)
                .toList());
    assertThat(
            db.migrations().job("Payment.fill:GSI1").run(MigrationOptions.budget(1000)).changed())
        .isZero();
  }

  /**
   * A stored time the new format cannot hold (nanoseconds, keyed at milliseconds now) stops the
   * backfill with the error a write of it raises, rather than truncating it.
   */
  @Test
  void aStoredValueTheNewFormatCannotHoldStopsTheBackfill() {
    Payment fine = new Payment("p1", "a1", START.plusNanos(123_456), 1);
    Map<String, AttributeValue> item =
        new HashMap<>(PaymentSchema.INSTANCE.toItem(new Payment("p1", "a1", START, 1)));
    item.put("paidAt", AttributeValue.fromS(fine.paidAt().toString()));
    item.put(
        "GSI1SK",
        AttributeValue.fromS(
            "PAID#" + KeyEncoding.instant("Payment", "paidAt", fine.paidAt(), 9) + "#p1"));
    client.putItem(b -> b.tableName(tableName).item(item));

    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> db.migrations().job("Payment.fill:GSI1").run(MigrationOptions.budget(1000)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Payment.paidAt")
        .hasMessageContaining("3 fraction digits");
    assertThat(storedSortKeys("GSI1SK")).containsExactly(item.get("GSI1SK").s());
  }

  /** The values of one index key attribute of every stored item that has it. */
  private List<String> storedSortKeys(String attribute) {
    List<String> values = new ArrayList<>();
    for (Map<String, AttributeValue> item : client.scan(b -> b.tableName(tableName)).items()) {
      if (item.containsKey(attribute)) {
        values.add(item.get(attribute).s());
      }
    }
    return values;
  }
}
