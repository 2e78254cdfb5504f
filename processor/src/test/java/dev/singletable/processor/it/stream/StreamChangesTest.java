package dev.singletable.processor.it.stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.singletable.processor.it.stream.model.Balance;
import dev.singletable.processor.it.stream.model.BalanceKey;
import dev.singletable.processor.it.stream.model.Entry;
import dev.singletable.processor.it.stream.model.EntryKey;
import dev.singletable.processor.it.stream.model.EntrySchema;
import dev.singletable.processor.it.stream.model.JournalChange;
import dev.singletable.processor.it.stream.model.JournalChanges;
import dev.singletable.processor.it.stream.model.JournalDb;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.stream.ChangeRecord;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import dev.singletable.tools.StreamPoller;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * A table with a NEW_AND_OLD_IMAGES stream: the generated table definition creates the stream, and
 * the generated {@code JournalChanges} decodes the records the engine writes for each kind of write
 * into typed changes, TTL expiry included, and foreign or unreadable items into {@code Unknown}.
 */
@LocalDynamoDbTest
class StreamChangesTest {

  private static final Instant AT = Instant.parse("2025-03-01T10:00:00.125Z");

  private static JournalDb db;
  private static DynamoDbClient client;
  private static DynamoDbStreamsClient streams;

  @BeforeAll
  static void createTable(
      DynamoDbClient dynamoDb, DynamoDbStreamsClient streamsClient, TestTable table) {
    client = dynamoDb;
    streams = streamsClient;
    db = JournalDb.create(dynamoDb, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
  }

  /** A poller of the table's stream that decodes with the generated {@code JournalChanges}. */
  private static StreamPoller.Builder<JournalChange, StreamPoller<JournalChange, Integer, String>>
      changes() {
    return StreamPoller.builder(streams, JournalChanges::decode, JournalChange.Unknown::new)
        .table(db.table());
  }

  /** Every change made since the last poll. */
  private static List<JournalChange> newChanges(
      StreamPoller<JournalChange, Integer, String> poller) {
    List<JournalChange> changes = new ArrayList<>();
    poller.poll(changes::add);
    return changes;
  }

  @Test
  void theTableDefinitionCreatesTheStreamDeclaredOnTheTable() {
    assertThat(db.tableDefinition().streamSpecification().streamViewType())
        .isEqualTo(StreamViewType.NEW_AND_OLD_IMAGES);
    assertThat(db.tableDefinition().streamSpecification().streamEnabled()).isTrue();
    assertThat(client.describeTable(b -> b.tableName(db.tableName())).table().latestStreamArn())
        .isNotNull();
  }

  @Test
  void insertModifyAndRemoveBecomeTypedChangesWithTheImagesOfBothSides() {
    try (StreamPoller<JournalChange, Integer, String> poller =
        changes().startingAt(ShardIteratorType.LATEST).build()) {
      newChanges(poller);
      Entry entry = new Entry("acc-1", AT, "e-1", 250, "coffee", null);
      db.entries().put(entry);
      db.entries().update(EntryKey.of(entry)).set(EntrySchema.MEMO, "coffee beans").execute();
      db.entries().delete(EntryKey.of(entry));

      List<JournalChange> changes = newChanges(poller);

      assertThat(changes)
          .hasSize(3)
          .allSatisfy(c -> assertThat(c).isInstanceOf(JournalChange.EntryChange.class));
      List<JournalChange.EntryChange> entries =
          changes.stream().map(JournalChange.EntryChange.class::cast).toList();
      assertThat(entries)
          .extracting(JournalChange::kind)
          .containsExactly(OperationType.INSERT, OperationType.MODIFY, OperationType.REMOVE);
      assertThat(entries)
          .extracting(JournalChange.EntryChange::key)
          .containsOnly(new EntryKey("acc-1", AT, "e-1"));
      JournalChange.EntryChange insert = entries.get(0);
      assertThat(insert.oldImage()).isEmpty();
      assertThat(insert.newImage()).contains(entry);
      JournalChange.EntryChange modify = entries.get(1);
      assertThat(modify.oldImage().orElseThrow().memo()).isEqualTo("coffee");
      assertThat(modify.newImage().orElseThrow().memo()).isEqualTo("coffee beans");
      JournalChange.EntryChange remove = entries.get(2);
      assertThat(remove.oldImage().orElseThrow().memo()).isEqualTo("coffee beans");
      assertThat(remove.newImage()).isEmpty();
      assertThat(remove.expiredByTtl()).isFalse();
      assertThat(entries).allSatisfy(c -> assertThat(c.approximateCreationTime()).isPresent());
      assertThat(entries.get(0).sequenceNumber()).isLessThan(entries.get(1).sequenceNumber());
      assertThat(entries.get(2).keys())
          .containsEntry("PK", AttributeValue.fromS("ACCOUNT#acc-1"))
          .containsEntry("SK", AttributeValue.fromS("ENTRY#2025-03-01T10:00:00.125000000Z#e-1"));
    }
  }

  @Test
  void eachEntityOfTheTableHasItsOwnCase() {
    try (StreamPoller<JournalChange, Integer, String> poller =
        changes().startingAt(ShardIteratorType.LATEST).build()) {
      newChanges(poller);
      db.balances().put(new Balance("acc-2", 100));
      db.transaction()
          .put(new Entry("acc-2", AT, "e-9", -40, "refund", null))
          .put(new Balance("acc-2", 60))
          .execute();

      List<JournalChange> changes = newChanges(poller);

      assertThat(changes)
          .extracting(change -> change.getClass().getSimpleName() + " " + change.kind())
          .containsExactly("BalanceChange INSERT", "EntryChange INSERT", "BalanceChange MODIFY");
      assertThat(describe(changes.get(2))).isEqualTo("balance acc-2: 100 -> 60");
    }
  }

  /** What a handler does: one branch per case of the sealed type (a switch on Java 21). */
  private static String describe(JournalChange change) {
    if (change instanceof JournalChange.BalanceChange balance) {
      return "balance "
          + balance.key().accountId()
          + ": "
          + balance.oldImage().map(Balance::amount).orElse(0L)
          + " -> "
          + balance.newImage().map(Balance::amount).orElse(0L);
    }
    if (change instanceof JournalChange.EntryChange entry) {
      return "entry " + entry.key().entryId();
    }
    return "unknown: " + ((JournalChange.Unknown) change).reason();
  }

  @Test
  void aTtlDeletionIsARemoveMarkedAsExpired(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    try (StreamPoller<JournalChange, Integer, String> poller =
        changes().startingAt(ShardIteratorType.LATEST).build()) {
      newChanges(poller);
      Instant expiry = Instant.parse("2025-03-02T00:00:00Z");
      db.entries().put(new Entry("acc-3", AT, "e-3", 5, "temporary", expiry));
      db.entries().put(new Entry("acc-3", AT, "e-4", 6, "deleted by hand", expiry));
      db.entries().delete(new EntryKey("acc-3", AT, "e-4"));
      engine.expireTtl(expiry.plusSeconds(60));

      List<JournalChange> removes =
          newChanges(poller).stream().filter(c -> c.kind() == OperationType.REMOVE).toList();

      assertThat(removes)
          .extracting(
              c -> ((JournalChange.EntryChange) c).key().entryId(), JournalChange::expiredByTtl)
          .containsExactly(tuple("e-4", false), tuple("e-3", true));
      assertThat(((JournalChange.EntryChange) removes.get(1)).oldImage().orElseThrow().memo())
          .isEqualTo("temporary");
    }
  }

  @Test
  void itemsNoEntityReadsAreUnknownWithTheReasonNotAnException() {
    try (StreamPoller<JournalChange, Integer, String> poller =
        changes().startingAt(ShardIteratorType.LATEST).build()) {
      newChanges(poller);
      putRaw("GHOST#1", "GHOST", Map.of("entityType", AttributeValue.fromS("Ghost")));
      putRaw("RAW#1", "RAW", Map.of());
      putRaw(
          "ACCOUNT#acc-4",
          "ENTRY#2025-03-01T10:00:00.125Z#e-5",
          Map.of(
              "entityType", AttributeValue.fromS("Entry"), "amount", AttributeValue.fromS("ten")));

      List<JournalChange> changes = newChanges(poller);

      assertThat(changes).allSatisfy(c -> assertThat(c).isInstanceOf(JournalChange.Unknown.class));
      assertThat(changes)
          .extracting(c -> ((JournalChange.Unknown) c).reason())
          .satisfiesExactly(
              ghost ->
                  assertThat(ghost)
                      .isEqualTo("entity type \"Ghost\" is no entity of table Journal"),
              raw -> assertThat(raw).isEqualTo("the item has no entityType string attribute"),
              broken ->
                  assertThat(broken)
                      .startsWith("Entry item could not be read: ")
                      .contains("amount"));
      assertThat(changes.get(0).keys()).containsEntry("PK", AttributeValue.fromS("GHOST#1"));
    }
  }

  @Test
  void decodingTakesTheSdkRecordOrTheNeutralRecord() {
    ChangeRecord record =
        ChangeRecord.builder()
            .kind(OperationType.INSERT)
            .keys(
                Map.of(
                    "PK",
                    AttributeValue.fromS("ACCOUNT#acc-5"),
                    "SK",
                    AttributeValue.fromS("BALANCE")))
            .sequenceNumber("100")
            .build();
    JournalChange change = JournalChanges.decode(record);
    assertThat(change)
        .isEqualTo(
            new JournalChange.BalanceChange(
                new BalanceKey("acc-5"), Optional.empty(), Optional.empty(), record));
  }

  private static void putRaw(String pk, String sk, Map<String, AttributeValue> rest) {
    Map<String, AttributeValue> item = new HashMap<>(rest);
    item.put("PK", AttributeValue.fromS(pk));
    item.put("SK", AttributeValue.fromS(sk));
    client.putItem(b -> b.tableName(db.tableName()).item(item));
  }
}
