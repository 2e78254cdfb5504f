package dev.singletable.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.Layout;
import dev.singletable.runtime.observe.OperationEvent;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.runtime.observe.RequestListener;
import dev.singletable.runtime.stream.ChangeRecord;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsAsyncClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The poller against the local engine's streams: where it starts, its checkpoints and resuming from
 * them, at-least-once delivery when the handler fails, shard lineage after the engine rolls the
 * stream's shard, a record the decoder fails on, the request listener and the asynchronous poller.
 */
@LocalDynamoDbTest
class StreamPollerTest {

  private static final Layout LAYOUT =
      Layout.builder("Polled")
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

  private StreamPoller.Builder<ChangeRecord, StreamPoller<ChangeRecord, Integer, String>> poller() {
    return poller(Function.identity(), DbOptions.builder());
  }

  private <C> StreamPoller.Builder<C, StreamPoller<C, Integer, String>> poller(
      Function<ChangeRecord, C> decoder, DbOptions.Builder options) {
    return StreamPoller.<C>builder(streams, decoder, (reason, record) -> decoder.apply(record))
        .table(handle(options));
  }

  private static String id(ChangeRecord record) {
    return record.keys().get("PK").s();
  }

  private static List<String> poll(StreamPoller<ChangeRecord, Integer, String> poller) {
    List<String> ids = new ArrayList<>();
    poller.poll(record -> ids.add(id(record)));
    return ids;
  }

  @Test
  void fromTrimHorizonEveryRecordIsDeliveredOnceInOrder() {
    write("a", "b", "c");
    try (StreamPoller<ChangeRecord, Integer, String> poller = poller().build()) {
      assertThat(poll(poller)).containsExactly("a", "b", "c");
      assertThat(poll(poller)).isEmpty();
      write("d");
      assertThat(poll(poller)).containsExactly("d");
    }
  }

  @Test
  void fromLatestOnlyRecordsAfterTheFirstPollAreDelivered() {
    write("before");
    try (StreamPoller<ChangeRecord, Integer, String> poller =
        poller().startingAt(ShardIteratorType.LATEST).build()) {
      assertThat(poll(poller)).isEmpty();
      write("after");
      assertThat(poll(poller)).containsExactly("after");
    }
  }

  @Test
  void aStartAfterASequenceNumberIsRefusedForResumeFrom() {
    assertThatThrownBy(() -> poller().startingAt(ShardIteratorType.AFTER_SEQUENCE_NUMBER))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "a stream poller starts at TRIM_HORIZON or LATEST, not AFTER_SEQUENCE_NUMBER; resume"
                + " after sequence numbers with resumeFrom(checkpoints)");
  }

  @Test
  void eachBatchIsCheckpointedAndANewPollerResumesAfterTheCheckpoint() {
    write("a", "b", "c", "d", "e");
    List<String> checkpoints = new ArrayList<>();
    List<ChangeRecord> records = new ArrayList<>();
    try (StreamPoller<ChangeRecord, Integer, String> poller =
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
      try (StreamPoller<ChangeRecord, Integer, String> resumed =
          poller().resumeFrom(poller.checkpoints()).build()) {
        assertThat(poll(resumed)).containsExactly("f");
      }
    }
  }

  @Test
  void aBatchTheHandlerFailsIsDeliveredAgainAndNotCheckpointed() {
    write("a", "b", "c");
    List<String> delivered = new ArrayList<>();
    List<String> checkpoints = new ArrayList<>();
    try (StreamPoller<ChangeRecord, Integer, String> poller =
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
    try (StreamPoller<ChangeRecord, Integer, String> poller =
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
    try (StreamPoller<ChangeRecord, Integer, String> poller =
        poller().startingAt(ShardIteratorType.LATEST).build()) {
      assertThat(poll(poller)).isEmpty();
      write("new");
      engine.rollStreamShard(table);
      write("grandchild");
      assertThat(poll(poller)).containsExactly("new", "grandchild");
    }
  }

  @Test
  void aClosedPollerRefusesToPollAndATableWithoutAStreamIsNamed() {
    StreamPoller<ChangeRecord, Integer, String> poller = poller().build();
    poller.close();
    assertThatThrownBy(() -> poller.poll(record -> {}))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("the stream poller is closed");

    String plain = table + "-plain";
    engine.createTable(LAYOUT.toBuilder().streamView(null).build().createTableRequest(plain));
    try (StreamPoller<ChangeRecord, Integer, String> noStream =
        StreamPoller.builder(streams, Function.<ChangeRecord>identity(), (reason, record) -> record)
            .table(TableHandle.of(client, LAYOUT, DbOptions.builder().tableName(plain).build()))
            .build()) {
      assertThatThrownBy(() -> noStream.poll(record -> {}))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("table " + plain + " has no stream");
    }
    assertThatThrownBy(
            () ->
                StreamPoller.builder(streams, Function.identity(), (reason, record) -> record)
                    .build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("a stream poller reads the stream of a table: give table(...)");
  }

  @Test
  void recordsCarryKindKeysAndSequenceNumbersInOrder() {
    write("x");
    client.deleteItem(b -> b.tableName(table).key(Map.of("PK", AttributeValue.fromS("x"))));
    List<ChangeRecord> records = new ArrayList<>();
    try (StreamPoller<ChangeRecord, Integer, String> poller = poller().build()) {
      poller.poll(records::add);
    }
    assertThat(records)
        .extracting(ChangeRecord::kind, StreamPollerTest::id, r -> r.oldImage().isPresent())
        .containsExactly(
            tuple(OperationType.INSERT, "x", false), tuple(OperationType.REMOVE, "x", false));
    assertThat(records.get(0).sequenceNumber()).isLessThan(records.get(1).sequenceNumber());
    assertThat(records.get(0).viewType()).contains(StreamViewType.KEYS_ONLY);
  }

  /** What a test decodes records into: an item's id, or why its record could not be decoded. */
  sealed interface Seen permits Item, Unknown {}

  record Item(String id) implements Seen {}

  record Unknown(String reason, ChangeRecord record) implements Seen {}

  @Test
  void aRecordTheDecoderFailsOnIsDeliveredAsUnknownAndTheShardGoesOn() {
    write("a", "b", "c");
    Function<ChangeRecord, Seen> decoder =
        record -> {
          if (id(record).equals("b")) {
            throw new IllegalArgumentException("b cannot be read");
          }
          return new Item(id(record));
        };
    List<Seen> seen = new ArrayList<>();
    try (StreamPoller<Seen, Integer, String> poller =
        StreamPoller.builder(streams, decoder, Unknown::new)
            .table(handle(DbOptions.builder()))
            .build()) {
      assertThat(poller.poll(seen::add)).isEqualTo(3);
      assertThat(seen).hasSize(3);
      assertThat(seen.get(0)).isEqualTo(new Item("a"));
      assertThat(seen.get(2)).isEqualTo(new Item("c"));
      Unknown unknown = (Unknown) seen.get(1);
      assertThat(unknown.reason())
          .isEqualTo(
              "the stream record could not be decoded: java.lang.IllegalArgumentException: b"
                  + " cannot be read");
      assertThat(id(unknown.record())).isEqualTo("b");
      assertThat(unknown.record().kind()).isEqualTo(OperationType.INSERT);
      assertThat(poller.checkpoints().values()).hasSize(1);
      assertThat(unknown.record().sequenceNumber())
          .isLessThan(poller.checkpoints().values().iterator().next());

      seen.clear();
      write("d");
      assertThat(poller.poll(seen::add)).isEqualTo(1);
      assertThat(seen).containsExactly(new Item("d"));
    }
  }

  @Test
  void theTablesRequestListenerHearsOfEveryRequestOfAPollAndOfThePoll() {
    write("a");
    List<RequestEvent> requests = new ArrayList<>();
    List<OperationEvent> operations = new ArrayList<>();
    RequestListener listener =
        new RequestListener() {
          @Override
          public void onRequest(RequestEvent event) {
            requests.add(event);
          }

          @Override
          public void onOperation(OperationEvent event) {
            operations.add(event);
          }
        };
    try (StreamPoller<ChangeRecord, Integer, String> poller =
        poller(Function.identity(), DbOptions.builder().requestListener(listener)).build()) {
      assertThat(poll(poller)).containsExactly("a");
    }
    assertThat(requests)
        .extracting(RequestEvent::api, RequestEvent::table, RequestEvent::items)
        .containsExactly(
            tuple("DescribeTable", table, 0),
            tuple("DescribeStream", table, 0),
            tuple("GetShardIterator", table, 0),
            tuple("GetRecords", table, 1),
            tuple("GetRecords", table, 0));
    assertThat(operations)
        .extracting(OperationEvent::api, OperationEvent::table, OperationEvent::requests)
        .containsExactly(tuple("DescribeTable", table, 5));
    assertThat(operations.get(0).items()).isEqualTo(1);
  }

  @Test
  void theAsynchronousPollerReadsAlikeAndRefusesASecondPollWhileOneRuns() throws Exception {
    write("a", "b");
    try (DynamoDbAsyncClient async = engine.asyncClientBuilder().build();
        DynamoDbStreamsAsyncClient asyncStreams = engine.streamsAsyncClientBuilder().build();
        StreamPoller<ChangeRecord, CompletableFuture<Integer>, CompletableFuture<String>> poller =
            StreamPoller.builder(
                    asyncStreams, Function.<ChangeRecord>identity(), (reason, record) -> record)
                .table(TableHandle.of(async, LAYOUT, DbOptions.builder().tableName(table).build()))
                .build()) {
      List<String> ids = Collections.synchronizedList(new ArrayList<>());
      CountDownLatch release = new CountDownLatch(1);
      CompletableFuture<Integer> first =
          poller.poll(
              record -> {
                ids.add(id(record));
                await(release);
              });
      assertThat(poller.poll(record -> {}))
          .failsWithin(Duration.ofSeconds(10))
          .withThrowableThat()
          .havingCause()
          .isInstanceOf(IllegalStateException.class)
          .withMessage("a poll of this stream poller is already running");
      release.countDown();
      assertThat(first.get(10, TimeUnit.SECONDS)).isEqualTo(2);
      assertThat(ids).containsExactly("a", "b");

      write("c");
      assertThat(poller.poll(record -> ids.add(id(record))).get(10, TimeUnit.SECONDS)).isEqualTo(1);
      assertThat(ids).containsExactly("a", "b", "c");
      assertThat(poller.streamArn().get(10, TimeUnit.SECONDS))
          .isEqualTo(client.describeTable(b -> b.tableName(table)).table().latestStreamArn());
    }
  }

  @Test
  void aPollerOfTheOtherModeIsRefusedWhenBuilt() {
    try (DynamoDbAsyncClient async = engine.asyncClientBuilder().build();
        DynamoDbStreamsAsyncClient asyncStreams = engine.streamsAsyncClientBuilder().build()) {
      TableHandle asyncTable =
          TableHandle.of(async, LAYOUT, DbOptions.builder().tableName(table).build());
      assertThatThrownBy(
              () ->
                  StreamPoller.builder(streams, Function.identity(), (reason, record) -> record)
                      .table(asyncTable)
                      .build())
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("was opened with a DynamoDbAsyncClient");
      assertThatThrownBy(
              () ->
                  StreamPoller.builder(
                          asyncStreams, Function.identity(), (reason, record) -> record)
                      .table(handle(DbOptions.builder()))
                      .build())
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("was opened with a synchronous DynamoDbClient");
    }
  }

  private TableHandle handle(DbOptions.Builder options) {
    return TableHandle.of(client, LAYOUT, options.tableName(table).build());
  }

  private static void await(CountDownLatch latch) {
    try {
      assertThat(latch.await(10, TimeUnit.SECONDS)).isTrue();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
