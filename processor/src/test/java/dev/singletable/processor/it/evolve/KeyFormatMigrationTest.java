package dev.singletable.processor.it.evolve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.migrations.MigrationReport;
import dev.singletable.runtime.DbOptions;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * A changed key format on the engine ({@code @KeyFormat(fractionDigits = 3, formerly
 * = @FormerFormat)}): payments stored by version 1 with 9 fraction digits in their keys read as the
 * new entity while they wait, and the generated {@code Payment.key} job re-keys them (table and
 * index keys) while the application updates and creates payments.
 */
@LocalDynamoDbTest
class KeyFormatMigrationTest {

  private static final int OLD = 90;
  private static final Instant START = Instant.parse("2026-03-01T10:00:00.123Z");

  private DynamoDbClient client;
  private String tableName;
  private PaymentsDb db;
  private final ExecutorService application = Executors.newSingleThreadExecutor();

  @BeforeEach
  void table(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name() + "_" + System.nanoTime();
    db = PaymentsDb.create(dynamoDb, DbOptions.builder().tableName(tableName).build());
    db.createTable();
    for (int i = 0; i < OLD; i++) {
      Map<String, AttributeValue> item = oldItem(payment(i, i));
      client.putItem(b -> b.tableName(tableName).item(item));
    }
  }

  @AfterEach
  void stop() {
    application.shutdownNow();
  }

  private static Payment payment(int i, long cents) {
    return new Payment("a" + (i % 3), START.plusMillis(i * 1001L), "p" + (i % 5), cents);
  }

  /** A payment as version 1 stored it: its time in its keys with 9 fraction digits. */
  private static Map<String, AttributeValue> oldItem(Payment payment) {
    Map<String, AttributeValue> item = new HashMap<>(PaymentSchema.INSTANCE.toItem(payment));
    String old = "PAID#" + PaymentSchema.FORMER_PAID_AT.encode(payment.paidAt());
    item.put("SK", AttributeValue.fromS(old));
    item.put("GSI1SK", AttributeValue.fromS(old));
    return item;
  }

  private List<Map<String, AttributeValue>> payments() {
    return client.scan(ScanRequest.builder().tableName(tableName).build()).items().stream()
        .filter(item -> "Payment".equals(item.get("entityType").s()))
        .toList();
  }

  @Test
  void anItemUnderItsFormerKeyFormatReadsAsTheNewEntity() {
    Payment seven = payment(7, 7);
    assertThat(db.payments().get(PaymentSchema.INSTANCE.keyOf(seven))).contains(seven);
    // The key in the old format is what the schema computes as the former key.
    assertThat(PaymentSchema.INSTANCE.formerKeyItem(PaymentSchema.INSTANCE.keyOf(seven)))
        .containsEntry(
            "SK",
            AttributeValue.fromS(
                "PAID#" + PaymentSchema.FORMER_PAID_AT.encode(START.plusMillis(7007))))
        .isNotEqualTo(PaymentSchema.INSTANCE.keyItem(PaymentSchema.INSTANCE.keyOf(seven)));
  }

  @Test
  void aQueryOfThePartitionReadsBothFormatsOnceInTimeOrder() {
    // Half the payments of account a0 written anew (the new format beside the old one, as before
    // the job deletes it): both formats share the partition and the prefix PAID#.
    List<Payment> expected = new java.util.ArrayList<>();
    for (int i = 0; i < OLD; i += 3) {
      Payment payment = payment(i, i % 2 == 0 ? 1000 + i : i);
      if (i % 2 == 0) {
        db.payments().put(payment);
      }
      expected.add(payment);
    }

    assertThat(db.payments().byAccountId("a0").all().list()).isEqualTo(expected);
    assertThat(db.payments().byAccountId("a0").all().count()).isEqualTo(expected.size());
    List<Payment> paged = new java.util.ArrayList<>();
    String cursor = null;
    do {
      var page = db.payments().byAccountId("a0").all().limit(4).startAfter(cursor).page();
      paged.addAll(page.items());
      cursor = page.cursor();
    } while (cursor != null);
    assertThat(paged).isEqualTo(expected);
  }

  @Test
  void theJobReKeysEveryPaymentOnceWhileTheApplicationWrites() throws Exception {
    assertThat(db.migrations().job("Payment.key").dryRun(MigrationOptions.budget(5000)).changed())
        .isEqualTo(OLD);
    // The application updates every third stored payment and creates new ones meanwhile.
    Future<?> writes =
        application.submit(
            () -> {
              for (int i = 0; i < OLD; i += 3) {
                db.payments().put(payment(i, 10_000 + i));
                db.payments().put(payment(OLD + i, OLD + i));
              }
            });
    MigrationReport report =
        db.migrations().job("Payment.key").run(MigrationOptions.budget(5000).segments(4));
    writes.get();
    // A run after the writes finds what the first run raced with: nothing is left in the old form.
    MigrationReport again = db.migrations().job("Payment.key").run(MigrationOptions.budget(5000));

    int created = OLD / 3;
    List<Map<String, AttributeValue>> items = payments();
    assertThat(items).hasSize(OLD + created);
    assertThat(report.changed() + report.superseded() + again.changed() + again.superseded())
        .isEqualTo(OLD);
    Map<String, Long> byKey =
        items.stream()
            .collect(
                Collectors.groupingBy(
                    item -> item.get("PK").s() + "|" + item.get("SK").s(), Collectors.counting()));
    assertThat(byKey).hasSize(OLD + created);
    for (Map<String, AttributeValue> item : items) {
      Payment payment = PaymentSchema.INSTANCE.fromItem(item);
      // Table and index keys are in the new format: the new key, and what the schema computes.
      assertThat(item).containsAllEntriesOf(PaymentSchema.INSTANCE.toItem(payment));
      String sk = "PAID#" + PaymentKey.PAID_AT.encode(payment.paidAt());
      assertThat(item.get("SK").s()).isEqualTo(sk);
      assertThat(item.get("GSI1SK").s()).isEqualTo(sk);
      assertThat(sk).isNotEqualTo("PAID#" + PaymentSchema.FORMER_PAID_AT.encode(payment.paidAt()));
    }
    for (int i = 0; i < OLD; i++) {
      Payment expected = payment(i, i % 3 == 0 ? 10_000 + i : i);
      assertThat(db.payments().get(PaymentSchema.INSTANCE.keyOf(expected))).contains(expected);
    }
    // The index finds each payment of a payer once, in the new format.
    long indexed =
        List.of("p0", "p1", "p2", "p3", "p4").stream()
            .mapToLong(payer -> db.payments().byPayer(payer).all().stream().count())
            .sum();
    assertThat(indexed).isEqualTo(OLD + created);
  }
}
