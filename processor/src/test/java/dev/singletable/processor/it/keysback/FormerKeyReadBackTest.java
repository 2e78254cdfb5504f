package dev.singletable.processor.it.keysback;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.migrations.MigrationOptions;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.stream.ChangeRecord;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import dev.singletable.tools.StreamPoller;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * While a key moves, the key attributes of an item still under its former key read back as the
 * entity's key ({@code SaleKey.fromKeyAttributes}), so that a keys-only stream record of it decodes
 * to the typed key, as one of an item under the new key does: a former key pattern with a former
 * format ({@link Sale}), a former delimiter ({@link Token}). A former key that does not hold every
 * component of the new one ({@link Shift}) gives no key.
 */
@LocalDynamoDbTest
class FormerKeyReadBackTest {

  private static final Instant SOLD = Instant.parse("2026-05-01T08:00:00.120Z");

  private static Map<String, AttributeValue> keys(String pk, String sk) {
    return Map.of("PK", AttributeValue.fromS(pk), "SK", AttributeValue.fromS(sk));
  }

  @Test
  void aKeyReadsBackUnderTheNewKeyAndUnderTheFormerKeyInItsFormerFormat() {
    SaleKey key = new SaleKey("r1", SOLD, "s1");

    assertThat(SaleKey.fromKeyAttributes(key.toKey())).isEqualTo(key);
    assertThat(key.toKey()).isEqualTo(keys("REGISTER#r1", "SALE#2026-05-01T08:00:00.120Z#s1"));
    // As version 1 wrote it: another pattern, 9 fraction digits.
    Map<String, AttributeValue> former = keys("REG#r1", "S#2026-05-01T08:00:00.120000000Z#s1");
    assertThat(SaleSchema.INSTANCE.formerKeyItem(key)).isEqualTo(former);
    assertThat(SaleKey.fromKeyAttributes(former)).isEqualTo(key);
    // The former pattern with the new format, or the new pattern with the former one: no key.
    assertThat(SaleKey.fromKeyAttributes(keys("REG#r1", "S#2026-05-01T08:00:00.120Z#s1"))).isNull();
    assertThat(
            SaleKey.fromKeyAttributes(
                keys("REGISTER#r1", "SALE#2026-05-01T08:00:00.120000000Z#s1")))
        .isNull();
    // A stored time the new format cannot hold (nanoseconds, now keyed at milliseconds): no key.
    assertThat(SaleKey.fromKeyAttributes(keys("REG#r1", "S#2026-05-01T08:00:00.123456789Z#s1")))
        .isNull();
  }

  @Test
  void aKeyReadsBackUnderTheFormerDelimiter() {
    TokenKey key = new TokenKey("k1", "t1");

    assertThat(TokenKey.fromKeyAttributes(keys("KIOSK|k1", "TOKEN|t1"))).isEqualTo(key);
    assertThat(TokenKey.fromKeyAttributes(keys("KIOSK#k1", "TOKEN#t1"))).isEqualTo(key);
    // Stored under '#', a value holding '|' is no key any more; nor is a mix of delimiters.
    assertThat(TokenKey.fromKeyAttributes(keys("KIOSK#k|2", "TOKEN#t1"))).isNull();
    assertThat(TokenKey.fromKeyAttributes(keys("KIOSK#k1", "TOKEN|t1"))).isNull();
  }

  @Test
  void aFormerKeyWithoutEveryComponentOfTheNewKeyGivesNoKey() {
    ShiftKey key = new ShiftKey("r1", LocalDate.parse("2026-05-01"));

    assertThat(ShiftKey.fromKeyAttributes(key.toKey())).isEqualTo(key);
    assertThat(ShiftSchema.INSTANCE.formerKeyItem(key))
        .isEqualTo(keys("SHIFT#2026-05-01", "CURRENT"));
    assertThat(ShiftKey.fromKeyAttributes(keys("SHIFT#2026-05-01", "CURRENT"))).isNull();
    assertThat(
            RegistersChanges.decode(
                ChangeRecord.builder()
                    .kind(OperationType.INSERT)
                    .keys(keys("SHIFT#2026-05-01", "CURRENT"))
                    .sequenceNumber("1")
                    .build()))
        .isInstanceOf(RegistersChange.Unknown.class);
  }

  @Test
  void aKeysOnlyRecordOfAnItemUnderItsFormerKeyDecodesToTheTypedKeyAndSoDoTheJobsRecords(
      DynamoDbClient client, DynamoDbStreamsClient streams, TestTable table) {
    String name = table.name() + "_" + System.nanoTime();
    RegistersDb db = RegistersDb.create(client, DbOptions.builder().tableName(name).build());
    db.createTable();
    Sale stored = new Sale("r1", SOLD, "s1", 450);
    Sale current = new Sale("r1", SOLD.plusSeconds(60), "s2", 900);
    // Version 1's item: its attributes, under its key.
    Map<String, AttributeValue> item = new HashMap<>(SaleSchema.INSTANCE.toItem(stored));
    item.putAll(keys("REG#r1", "S#2026-05-01T08:00:00.120000000Z#s1"));
    client.putItem(b -> b.tableName(name).item(item));
    db.sales().put(current);

    List<RegistersChange> changes = new ArrayList<>();
    try (var poller =
        StreamPoller.builder(streams, RegistersChanges::decode, RegistersChange.Unknown::new)
            .table(db.table())
            .build()) {
      poller.poll(changes::add);
      assertThat(changes).hasSize(2);
      assertThat(changes)
          .allSatisfy(change -> assertThat(change).isInstanceOf(RegistersChange.SaleChange.class));
      assertThat(changes.stream().map(change -> ((RegistersChange.SaleChange) change).key()))
          .containsExactly(SaleKey.of(stored), SaleKey.of(current));
      assertThat(((RegistersChange.SaleChange) changes.get(0)).record().keys())
          .isEqualTo(keys("REG#r1", "S#2026-05-01T08:00:00.120000000Z#s1"));

      // The job moves the stored sale: a put under the new key, a delete of the former one.
      changes.clear();
      db.migrations().job("Sale.key").run(MigrationOptions.budget(100));
      poller.poll(changes::add);
    }
    List<OperationType> kinds = new ArrayList<>();
    for (RegistersChange change : changes) {
      if (change instanceof RegistersChange.Unknown unknown) {
        // The job's checkpoint item, which belongs to no entity.
        assertThat(unknown.record().keys().get("PK").s()).isEqualTo("~migration#Sale.key");
        continue;
      }
      RegistersChange.SaleChange sale = (RegistersChange.SaleChange) change;
      assertThat(sale.key()).isEqualTo(SaleKey.of(stored));
      kinds.add(sale.record().kind());
    }
    assertThat(kinds).containsExactlyInAnyOrder(OperationType.INSERT, OperationType.REMOVE);
  }

  @Test
  void aKeysOnlyRecordUnderTheFormerDelimiterDecodesToTheTypedKey(
      DynamoDbClient client, DynamoDbStreamsClient streams, TestTable table) {
    String name = table.name() + "_" + System.nanoTime();
    KiosksDb db = KiosksDb.create(client, DbOptions.builder().tableName(name).build());
    db.createTable();
    Map<String, AttributeValue> item =
        new HashMap<>(TokenSchema.INSTANCE.toItem(new Token("k1", "t1", 3)));
    item.putAll(keys("KIOSK#k1", "TOKEN#t1"));
    client.putItem(b -> b.tableName(name).item(item));

    List<KiosksChange> changes = new ArrayList<>();
    try (var poller =
        StreamPoller.builder(streams, KiosksChanges::decode, KiosksChange.Unknown::new)
            .table(db.table())
            .build()) {
      poller.poll(changes::add);
    }
    assertThat(changes).hasSize(1);
    assertThat(((KiosksChange.TokenChange) changes.get(0)).key())
        .isEqualTo(new TokenKey("k1", "t1"));
  }
}
