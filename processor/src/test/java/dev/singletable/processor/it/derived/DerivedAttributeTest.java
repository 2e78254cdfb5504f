package dev.singletable.processor.it.derived;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.derived.Issue.Status;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.UpdateAction;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/**
 * {@code @Derived} attributes on the engine: every write (put, create, transaction and batch puts)
 * stores them computed from their sources whatever the instance holds, index keys they feed
 * included; the setters of their sources compute them again (chains too) and rewrite those keys,
 * only while the other sources are the ones given; nothing else writes them.
 */
@LocalDynamoDbTest
class DerivedAttributeTest {

  private static TrackerDb db;
  private static DynamoDbClient client;
  private static String tableName;

  @BeforeAll
  static void createTable(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name();
    db = TrackerDb.create(dynamoDb, DbOptions.builder().tableName(tableName).build());
    db.createTable();
  }

  private static IssueKey key(String repo, int number) {
    return new IssueKey(repo, number);
  }

  private static Map<String, AttributeValue> raw(String repo, int number) {
    return client
        .getItem(
            GetItemRequest.builder()
                .tableName(tableName)
                .key(key(repo, number).toKey())
                .consistentRead(true)
                .build())
        .item();
  }

  private static List<Integer> queue(String queue) {
    return db.issues().byQueue(queue).all().list().stream().map(Issue::number).toList();
  }

  @Test
  void putStoresTheDerivedValuesNotTheOnesTheInstanceHolds() {
    Issue returned = db.issues().put(Issue.of("acme/rocket", 1, "Boom", Status.OPEN, "ana", 3));

    assertThat(returned.ticket()).isEqualTo("acme-rocket-1");
    assertThat(returned.lane()).isEqualTo("HIGH@OPEN:ana");
    Issue read = db.issues().get(key("acme/rocket", 1)).orElseThrow();
    assertThat(read.ticket()).isEqualTo("acme-rocket-1");
    assertThat(read.owner()).isEqualTo("acme");
    assertThat(read.queue()).isEqualTo("OPEN:ana");
    assertThat(read.band()).isEqualTo("HIGH");
    assertThat(read.lane()).isEqualTo("HIGH@OPEN:ana");
    Map<String, AttributeValue> item = raw("acme/rocket", 1);
    assertThat(item.get("GSI1PK").s()).isEqualTo("QUEUE#OPEN:ana");
    assertThat(item.get("GSI1SK").s()).startsWith("HIGH@OPEN:ana#");
    assertThat(queue("OPEN:ana")).containsExactly(1);
  }

  @Test
  void aNullDerivedValueLeavesTheAttributeAndTheSparseIndexKeysOut() {
    db.issues().create(Issue.of("acme/sparse", 1, "Idea", null, null, 0));

    Map<String, AttributeValue> item = raw("acme/sparse", 1);
    assertThat(item).doesNotContainKeys("queue", "lane", "GSI1PK", "GSI1SK");
    assertThat(item.get("band").s()).isEqualTo("LOW");
    assertThat(db.issues().get(key("acme/sparse", 1)).orElseThrow().queue()).isNull();
  }

  @Test
  void transactionAndBatchPutsComputeThemToo() {
    db.transaction()
        .put(Issue.of("acme/tx", 1, "In a transaction", Status.OPEN, "bo", 0))
        .execute();
    db.batchWrite()
        .putIssues(
            List.of(
                Issue.of("acme/batch", 1, "First", Status.CLOSED, "cy", 5),
                Issue.of("acme/batch", 2, "Second", Status.CLOSED, "cy", 1)))
        .execute();

    assertThat(db.issues().get(key("acme/tx", 1)).orElseThrow().lane()).isEqualTo("LOW@OPEN:bo");
    assertThat(queue("OPEN:bo")).containsExactly(1);
    assertThat(db.issues().byRepo("acme/batch").all().list())
        .extracting(Issue::ticket, Issue::lane)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("acme-batch-1", "HIGH@CLOSED:cy"),
            org.assertj.core.groups.Tuple.tuple("acme-batch-2", "LOW@CLOSED:cy"));
    assertThat(queue("CLOSED:cy")).containsExactlyInAnyOrder(1, 2);
  }

  @Test
  void aSourceSetterComputesTheDerivedAttributesAndTheirIndexKeysAgain() {
    db.issues().put(Issue.of("acme/move", 1, "Move me", Status.OPEN, "dee", 0));

    Issue updated =
        db.issues()
            .update(key("acme/move", 1))
            .setAssignee("eve", Status.OPEN, 0)
            .execute()
            .orElseThrow();

    assertThat(updated.queue()).isEqualTo("OPEN:eve");
    assertThat(updated.lane()).isEqualTo("LOW@OPEN:eve");
    assertThat(queue("OPEN:dee")).isEmpty();
    assertThat(queue("OPEN:eve")).containsExactly(1);

    // A chain: priority feeds band, band feeds lane, lane feeds the GSI1 sort key.
    db.issues().update(key("acme/move", 1)).setPriority(4, Status.OPEN, "eve").execute();
    Issue read = db.issues().get(key("acme/move", 1)).orElseThrow();
    assertThat(read.band()).isEqualTo("HIGH");
    assertThat(read.lane()).isEqualTo("HIGH@OPEN:eve");
    assertThat(raw("acme/move", 1).get("GSI1SK").s()).startsWith("HIGH@OPEN:eve#");
  }

  @Test
  void removingASourceRemovesWhatIsComputedAsNullAndLeavesTheIndex() {
    db.issues().put(Issue.of("acme/close", 1, "Done", Status.OPEN, "fay", 0));

    db.issues().update(key("acme/close", 1)).removeStatus("fay", 0).execute();

    Map<String, AttributeValue> item = raw("acme/close", 1);
    assertThat(item).doesNotContainKeys("status", "queue", "lane", "GSI1PK", "GSI1SK");
    assertThat(item.get("band").s()).isEqualTo("LOW");
    assertThat(queue("OPEN:fay")).isEmpty();
  }

  @Test
  void aSetterFailsWhenTheOtherSourcesAreNotTheStoredOnes() {
    db.issues().put(Issue.of("acme/stale", 1, "Stale", Status.OPEN, "gus", 0));

    assertThatThrownBy(
            () ->
                db.issues()
                    .update(key("acme/stale", 1))
                    .setStatus(Status.CLOSED, "someone else", 0)
                    .execute())
        .isInstanceOf(ConditionFailedException.class);

    Issue read = db.issues().get(key("acme/stale", 1)).orElseThrow();
    assertThat(read.status()).isEqualTo(Status.OPEN);
    assertThat(read.queue()).isEqualTo("OPEN:gus");
    assertThat(queue("OPEN:gus")).containsExactly(1);
  }

  @Test
  void setterInsideATransactionAndAnUpsertThatCreatesTheItem() {
    db.issues().put(Issue.of("acme/txu", 1, "Tx", Status.OPEN, "hal", 0));

    db.transaction()
        .update(key("acme/txu", 1), u -> u.setStatus(Status.CLOSED, "hal", 0))
        .execute();
    assertThat(db.issues().get(key("acme/txu", 1)).orElseThrow().queue()).isEqualTo("CLOSED:hal");
    assertThat(queue("CLOSED:hal")).containsExactly(1);

    assertThatThrownBy(
            () ->
                db.transaction()
                    .update(key("acme/txu", 1), u -> u.setStatus(Status.OPEN, "not hal", 0))
                    .execute())
        .isInstanceOf(TransactionCancelledException.class);
    assertThat(db.issues().get(key("acme/txu", 1)).orElseThrow().status()).isEqualTo(Status.CLOSED);

    // An upsert creating the item stores the other sources it was given, which the keys hold.
    db.issues().upsert(key("acme/txu", 2)).setStatus(Status.OPEN, "ivy", 2).execute();
    Issue created = db.issues().get(key("acme/txu", 2)).orElseThrow();
    assertThat(created.assignee()).isEqualTo("ivy");
    assertThat(created.lane()).isEqualTo("HIGH@OPEN:ivy");
    assertThat(queue("OPEN:ivy")).containsExactly(2);
  }

  @Test
  void noActionWritesADerivedAttributeOrASourceDirectly() {
    db.issues().put(Issue.of("acme/guard", 1, "Guarded", Status.OPEN, "jo", 0));

    assertThatThrownBy(
            () ->
                db.issues()
                    .update(key("acme/guard", 1))
                    .apply(UpdateAction.set(Path.attribute("queue"), AttributeValue.fromS("x"))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Issue.queue")
        .hasMessageContaining("setStatus(...) or setAssignee(...)");
    assertThatThrownBy(
            () ->
                db.issues()
                    .update(key("acme/guard", 1))
                    .apply(UpdateAction.set(Path.attribute("assignee"), AttributeValue.fromS("x"))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("setAssignee(...)");
    assertThatThrownBy(
            () ->
                db.issues()
                    .update(key("acme/guard", 1))
                    .apply(UpdateAction.set(Path.attribute("ticket"), AttributeValue.fromS("x"))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("derived from key components only");
    // The typed references of derived attributes and sources are read-only: they build conditions.
    db.issues()
        .update(key("acme/guard", 1))
        .condition(IssueSchema.QUEUE.eq("OPEN:jo"))
        .setPriority(1, Status.OPEN, "jo")
        .execute();
    assertThat(db.issues().get(key("acme/guard", 1)).orElseThrow().priority()).isEqualTo(1);
  }

  @Test
  void theReportSaysHowEachDerivedAttributeIsComputed() throws java.io.IOException {
    String report;
    try (java.io.InputStream in =
        DerivedAttributeTest.class.getResourceAsStream("/META-INF/singletable/Tracker.md")) {
      report = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
    assertThat(report)
        .contains("| ticket | `ticket` | S | `String` | @Derived ticketOf(repo, number) |")
        .contains("| lane | `lane` | S | `String` | @Derived laneOf(queue, band) |")
        .contains("| title | `title` | S | `String` |  |");
  }
}
