package dev.singletable.processor.it.retype;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.migrations.MigrationReport;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.failure.MappingException;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * Declared stored types on the engine ({@code @Formerly(type = long.class) String orderNumber} and
 * the other way round): receipts stored by version 1 with an N order number and S quantities,
 * points and amounts read as version 2's types while they wait; writes write the new types; the
 * generated jobs {@code Receipt.convert:...} rewrite the stored values.
 */
@LocalDynamoDbTest
class StoredTypeChangeTest {

  private static final int OLD = 30;

  private DynamoDbClient client;
  private String tableName;
  private TillsDb db;

  @BeforeEach
  void table(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name() + "_" + System.nanoTime();
    db = TillsDb.create(dynamoDb, DbOptions.builder().tableName(tableName).build());
    db.createTable();
    for (int i = 0; i < OLD; i++) {
      Map<String, AttributeValue> item = oldItem(receipt(i));
      client.putItem(b -> b.tableName(tableName).item(item));
    }
  }

  private static Receipt receipt(int i) {
    return new Receipt(
        "r" + i, Long.toString(4200 + i), i + 1, 10L * i, new BigDecimal(i + ".25"), "n" + i);
  }

  /** A receipt as version 1 stored it: the order number an N, the others S. */
  private static Map<String, AttributeValue> oldItem(Receipt receipt) {
    Map<String, AttributeValue> item = new HashMap<>(ReceiptSchema.INSTANCE.toItem(receipt));
    item.put("orderNumber", AttributeValue.fromN(receipt.orderNumber()));
    item.put("quantity", AttributeValue.fromS(receipt.quantity().toString()));
    item.put("points", AttributeValue.fromS(Long.toString(receipt.points())));
    item.put("amount", AttributeValue.fromS(receipt.amount().toPlainString()));
    return item;
  }

  private Map<String, AttributeValue> stored(String receiptId) {
    return client
        .getItem(
            b ->
                b.tableName(tableName)
                    .key(ReceiptSchema.INSTANCE.keyItem(new ReceiptKey(receiptId))))
        .item();
  }

  private List<Map<String, AttributeValue>> rawItems() {
    return client.scan(ScanRequest.builder().tableName(tableName).build()).items().stream()
        .filter(item -> "Receipt".equals(item.get("entityType").s()))
        .toList();
  }

  private static boolean inNewTypes(Map<String, AttributeValue> item) {
    return item.get("orderNumber").s() != null
        && item.get("quantity").n() != null
        && item.get("points").n() != null
        && item.get("amount").n() != null;
  }

  @Test
  void storedValuesOfTheFormerTypeReadAsTheNewOneAndWritesWriteTheNewType() {
    assertThat(stored("r7").get("orderNumber")).isEqualTo(AttributeValue.fromN("4207"));
    assertThat(db.receipts().get(new ReceiptKey("r7"))).contains(receipt(7));
    assertThat(db.receipts().scan().list())
        .containsExactlyInAnyOrderElementsOf(
            IntStream.range(0, OLD).mapToObj(StoredTypeChangeTest::receipt).toList());

    db.receipts().put(receipt(7));
    Map<String, AttributeValue> written = stored("r7");
    assertThat(written.get("orderNumber")).isEqualTo(AttributeValue.fromS("4207"));
    assertThat(written.get("quantity")).isEqualTo(AttributeValue.fromN("8"));
    assertThat(written.get("points")).isEqualTo(AttributeValue.fromN("70"));
    assertThat(written.get("amount")).isEqualTo(AttributeValue.fromN("7.25"));
    assertThat(db.receipts().get(new ReceiptKey("r7"))).contains(receipt(7));
  }

  @Test
  void aStoredStringThatSpellsNoNumberIsAMappingException() {
    Map<String, AttributeValue> item = oldItem(receipt(3));
    item.put("quantity", AttributeValue.fromS("three"));
    client.putItem(b -> b.tableName(tableName).item(item));

    assertThatThrownBy(() -> db.receipts().get(new ReceiptKey("r3")))
        .isInstanceOf(MappingException.class)
        .hasMessageContaining("Receipt")
        .hasMessageContaining("quantity")
        .hasMessageContaining("\"three\"");
  }

  @Test
  void theJobsRewriteTheStoredValuesToTheNewTypes() {
    assertThat(db.migrations().jobs())
        .extracting(job -> job.name())
        .containsExactly(
            "Receipt.convert:orderNumber",
            "Receipt.convert:quantity",
            "Receipt.convert:points",
            "Receipt.convert:amount");
    db.receipts().put(receipt(0)); // written by version 2: nothing to rewrite
    for (String job : List.of("orderNumber", "quantity", "points", "amount")) {
      assertThat(
              db.migrations()
                  .job("Receipt.convert:" + job)
                  .dryRun(MigrationOptions.budget(5000))
                  .changed())
          .as(job)
          .isEqualTo(OLD - 1);
    }
    assertThat(rawItems()).hasSize(OLD).filteredOn(StoredTypeChangeTest::inNewTypes).hasSize(1);

    for (String job : List.of("orderNumber", "quantity", "points", "amount")) {
      MigrationReport report =
          db.migrations()
              .job("Receipt.convert:" + job)
              .run(MigrationOptions.budget(5000).segments(3));
      assertThat(report.changed()).as(job).isEqualTo(OLD - 1);
    }

    assertThat(rawItems()).hasSize(OLD).allMatch(StoredTypeChangeTest::inNewTypes);
    assertThat(stored("r12").get("orderNumber")).isEqualTo(AttributeValue.fromS("4212"));
    assertThat(stored("r12").get("amount")).isEqualTo(AttributeValue.fromN("12.25"));
    assertThat(db.receipts().scan().list())
        .containsExactlyInAnyOrderElementsOf(
            IntStream.range(0, OLD).mapToObj(StoredTypeChangeTest::receipt).toList());
    assertThat(
            db.migrations()
                .job("Receipt.convert:orderNumber")
                .dryRun(MigrationOptions.budget(5000))
                .changed())
        .isZero();
  }
}
