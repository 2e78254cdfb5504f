package dev.singletable.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The poller against the local engine's streams: where it starts, its checkpoints and resuming from
 * them, at-least-once delivery when the handler fails, and shard lineage after the engine rolls the
 * stream's shard.
 */
@LocalDynamoDbTest
class StreamPollerTest {

  private static final TableLayout LAYOUT =
      TableLayout.builder("Polled")
          .partitionKey("PK")
          .entityTypeAttribute("entityType")
          .delimiter('#')
          .streamView(StreamViewType.KEYS_ONLY)
          .build();

  private final LocalDynamoDb engine;
  private final DynamoDbClient client;
  private final DynamoDbStreamsClient streams;
  private String table;

  StreamPollerTest(LocalDynamoDb engine, DynamoDbClient client, DynamoDbStreamsClient streams) {
    this.engine = engine;
    this.client = client;
    this.streams = streams;
  }

  @BeforeEach
  void createTable(TestTable testTable) {
    table = testTable.derived("t" + System.nanoTime());
    engine.createTable(LAYOUT.createTableRequest(table));
  }

  private void write(String... ids) {
    for (String id : ids) {
      client.putItem(b -> b.tableName(table).item(Map.of("PK", AttributeValue.fromS(id))));
    }
  }

  private StreamPoller.Builder<ChangeRecord> poller() {
    return StreamPoller.builder(streams, Function.<ChangeRecord>identity()).table(client, table);
  }

  private static String id(ChangeRecord record) {
    return record.keys().get("PK").s();
  }

  private static List<String> poll(StreamPoller<ChangeRecord> poller) {
    List<String> ids = new ArrayList<>();
    poller.poll(record -> ids.add(id(record)));
    return ids;
  }

  @Test
  void fromTrimHorizonEveryRecordIsDeliveredOnceInOrder() {
    write("a", "b", "c");
    try (StreamPoller<ChangeRecord> poller = poller().build()) {
      assertThat(poll(poller)).containsExactly("a", "b", "c");
      assertThat(poll(poller)).isEmpty();
      write("d");
      assertThat(poll(poller)).containsExactly("d");
    }
  }

  @Test
  void fromLatestOnlyRecordsAfterTheFirstPollAreDelivered() {
    write("before");
    try (StreamPoller<ChangeRecord> poller =
        poller().startingAt(StreamPoller.Start.LATEST).build()) {
      assertThat(poll(poller)).isEmpty();
      write("after");
      assertThat(poll(poller)).containsExactly("after");
    }
  }

  @Test
  void eachBatchIsCheckpointedAndANewPollerResumesAfterTheCheckpoint() {
    write("a", "b", "c", "d", "e");
    List<String> checkpoints = new ArrayList<>();
    List<ChangeRecord> records = new ArrayList<>();
    try (StreamPoller<ChangeRecord> poller =
        poller()
            .batchSize(2)
            .onCheckpoint((shard, sequence) -> checkpoints.add(shard + "@" + sequence))
            .build()) {
      poller.poll(records::add);
      String shard = poller.checkpoints().keySet().iterator().next();
      assertThat(checkpoints)
          .containsExactly(
              shard + "@" + records.get(1).sequenceNumber(),
              shard + "@" + records.get(3).sequenceNumber(),
              shard + "@" + records.get(4).sequenceNumber());
      assertThat(poller.checkpoints()).isEqualTo(Map.of(shard, records.get(4).sequenceNumber()));

      write("f");
      try (StreamPoller<ChangeRecord> resumed = poller().resumeFrom(poller.checkpoints()).build()) {
        assertThat(poll(resumed)).containsExactly("f");
      }
    }
  }

  @Test
  void aBatchTheHandlerFailsIsDeliveredAgainAndNotCheckpointed() {
    write("a", "b", "c");
    List<String> delivered = new ArrayList<>();
    List<String> checkpoints = new ArrayList<>();
    try (StreamPoller<ChangeRecord> poller =
        poller().onCheckpoint((shard, sequence) -> checkpoints.add(sequence)).build()) {
      assertThatThrownBy(
              () ->
                  poller.poll(
                      record -> {
                        delivered.add(id(record));
                        if (id(record).equals("b")) {
                          throw new IllegalStateException("handler failed on b");
                        }
                      }))
          .hasMessage("handler failed on b");
      assertThat(checkpoints).isEmpty();

      assertThat(poll(poller)).containsExactly("a", "b", "c");
      assertThat(delivered).containsExactly("a", "b");
      assertThat(checkpoints).hasSize(1);
    }
  }

  @Test
  void aParentShardIsReadToItsEndBeforeItsChild() {
    LocalDynamoDb.assumeFaultsAvailable();
    write("p1", "p2");
    engine.rollStreamShard(table);
    write("c1");
    List<String> shardsCheckpointed = new ArrayList<>();
    try (StreamPoller<ChangeRecord> poller =
        poller().onCheckpoint((shard, sequence) -> shardsCheckpointed.add(shard)).build()) {
      List<Shard> shards =
          streams.describeStream(b -> b.streamArn(poller.streamArn())).streamDescription().shards();
      Shard parent = shards.stream().filter(s -> s.parentShardId() == null).findFirst().get();
      Shard child =
          shards.stream().filter(s -> parent.shardId().equals(s.parentShardId())).findFirst().get();

      assertThat(poll(poller)).containsExactly("p1", "p2", "c1");
      assertThat(shardsCheckpointed).containsExactly(parent.shardId(), child.shardId());

      write("c2");
      assertThat(poll(poller)).containsExactly("c2");
    }
  }

  @Test
  void fromLatestAShardClosedBeforeTheFirstPollIsSkippedAndItsChildReadFromNow() {
    LocalDynamoDb.assumeFaultsAvailable();
    write("old-parent");
    engine.rollStreamShard(table);
    write("old-child");
    try (StreamPoller<ChangeRecord> poller =
        poller().startingAt(StreamPoller.Start.LATEST).build()) {
      assertThat(poll(poller)).isEmpty();
      write("new");
      engine.rollStreamShard(table);
      write("grandchild");
      assertThat(poll(poller)).containsExactly("new", "grandchild");
    }
  }

  @Test
  void aClosedPollerRefusesToPollAndATableWithoutAStreamIsNamed() {
    StreamPoller<ChangeRecord> poller = poller().build();
    poller.close();
    assertThatThrownBy(() -> poller.poll(record -> {}))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("the stream poller is closed");

    String plain = table + "-plain";
    engine.createTable(LAYOUT.toBuilder().streamView(null).build().createTableRequest(plain));
    try (StreamPoller<ChangeRecord> noStream =
        StreamPoller.builder(streams, Function.<ChangeRecord>identity())
            .table(client, plain)
            .build()) {
      assertThatThrownBy(() -> noStream.poll(record -> {}))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("table " + plain + " has no stream");
    }
    assertThatThrownBy(() -> StreamPoller.builder(streams, Function.identity()).build())
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void recordsCarryKindKeysAndSequenceNumbersInOrder() {
    write("x");
    client.deleteItem(b -> b.tableName(table).key(Map.of("PK", AttributeValue.fromS("x"))));
    List<ChangeRecord> records = new ArrayList<>();
    try (StreamPoller<ChangeRecord> poller = poller().build()) {
      poller.poll(records::add);
    }
    assertThat(records)
        .extracting(ChangeRecord::kind, StreamPollerTest::id, r -> r.oldImage().isPresent())
        .containsExactly(
            tuple(ChangeKind.INSERT, "x", false), tuple(ChangeKind.REMOVE, "x", false));
    assertThat(records.get(0).sequenceNumber()).isLessThan(records.get(1).sequenceNumber());
    assertThat(records.get(0).viewType()).contains(StreamViewType.KEYS_ONLY);
  }
}
