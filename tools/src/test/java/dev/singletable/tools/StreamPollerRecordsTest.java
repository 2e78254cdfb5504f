package dev.singletable.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.RetryPolicy;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.runtime.internal.Layout;
import dev.singletable.runtime.stream.ChangeRecord;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.ExpiredIteratorException;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorRequest;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorResponse;
import software.amazon.awssdk.services.dynamodb.model.LimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.SequenceNumberRange;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamDescription;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The poller on records the test builds, which the local engine never writes: an event name newer
 * than the AWS SDK, DynamoDB Streams' rate limit and an expired shard iterator.
 */
class StreamPollerRecordsTest {

  private static final String ARN = "arn:aws:dynamodb:eu-west-1:123456789012:table/Things/stream/1";

  /** What records are decoded into, as a generated {@code ShopChange} would be. */
  sealed interface Seen permits Item, Unknown {}

  record Item(OperationType kind, String id) implements Seen {}

  record Unknown(String reason, ChangeRecord record) implements Seen {}

  private static final RetryPolicy FAST = new RetryPolicy(4, Duration.ZERO, Duration.ZERO);

  private final ScriptedStreams streams = new ScriptedStreams();

  /** The table whose stream is read: its client sends nothing, as the stream's ARN is given. */
  private static TableHandle table() {
    DynamoDbClient unused =
        new DynamoDbClient() {
          @Override
          public String serviceName() {
            return "dynamodb";
          }

          @Override
          public void close() {}
        };
    return TableHandle.of(
        unused,
        Layout.builder("Things")
            .partitionKey("PK")
            .entityTypeAttribute("entityType")
            .delimiter('#')
            .build(),
        DbOptions.builder().retryPolicy(FAST).build());
  }

  private StreamPoller<Seen, Integer, String> poller() {
    return StreamPoller.<Seen>builder(
            streams, record -> new Item(record.kind(), record.keys().get("PK").s()), Unknown::new)
        .table(table())
        .streamArn(ARN)
        .build();
  }

  private static Record record(String eventId, String eventName, String id, String sequence) {
    return Record.builder()
        .eventID(eventId)
        .eventName(eventName)
        .dynamodb(
            StreamRecord.builder()
                .keys(Map.of("PK", AttributeValue.fromS(id)))
                .sequenceNumber(sequence)
                .build())
        .build();
  }

  @Test
  void aRecordWhoseEventNameTheSdkDoesNotKnowIsAnUnknownChangeAndTheShardGoesOn() {
    streams.records.add(record("e1", "INSERT", "a", "100"));
    streams.records.add(record("e2", "TRUNCATE", "b", "200"));
    streams.records.add(record("e3", "MODIFY", "c", "300"));
    assertThat(streams.records.get(1).eventName()).isEqualTo(OperationType.UNKNOWN_TO_SDK_VERSION);
    List<Seen> seen = new ArrayList<>();
    try (StreamPoller<Seen, Integer, String> poller = poller()) {
      assertThat(poller.poll(seen::add)).isEqualTo(3);
      assertThat(seen.get(0)).isEqualTo(new Item(OperationType.INSERT, "a"));
      assertThat(seen.get(2)).isEqualTo(new Item(OperationType.MODIFY, "c"));
      Unknown unknown = (Unknown) seen.get(1);
      assertThat(unknown.reason())
          .isEqualTo(
              "the stream record could not be read: a DynamoDB stream record needs an eventName"
                  + " INSERT, MODIFY or REMOVE; record e2 has TRUNCATE");
      assertThat(unknown.record().kind()).isEqualTo(OperationType.UNKNOWN_TO_SDK_VERSION);
      assertThat(unknown.record().sequenceNumber()).isEqualTo("200");
      assertThat(unknown.record().keys()).isEqualTo(Map.of("PK", AttributeValue.fromS("b")));
      assertThat(unknown.record().eventId()).contains("e2");
      assertThat(poller.checkpoints()).isEqualTo(Map.of("shard-1", "300"));

      assertThat(poller.poll(seen::add)).isZero();
      streams.records.add(record("e4", "REMOVE", "d", "400"));
      assertThat(poller.poll(seen::add)).isEqualTo(1);
      assertThat(seen).last().isEqualTo(new Item(OperationType.REMOVE, "d"));
    }
  }

  @Test
  void aRecordWithoutKeysOrSequenceNumberIsAnUnknownChangeToo() {
    streams.records.add(Record.builder().eventID("e1").eventName("INSERT").build());
    streams.records.add(record("e2", "INSERT", "b", "200"));
    List<Seen> seen = new ArrayList<>();
    try (StreamPoller<Seen, Integer, String> poller = poller()) {
      assertThat(poller.poll(seen::add)).isEqualTo(2);
    }
    Unknown unknown = (Unknown) seen.get(0);
    assertThat(unknown.reason())
        .isEqualTo(
            "the stream record could not be read: a DynamoDB stream record needs Keys; record e1"
                + " has none");
    assertThat(unknown.record().kind()).isEqualTo(OperationType.INSERT);
    assertThat(unknown.record().keys()).isEmpty();
    assertThat(unknown.record().sequenceNumber()).isEmpty();
    assertThat(seen.get(1)).isEqualTo(new Item(OperationType.INSERT, "b"));
  }

  @Test
  void requestsRefusedForTheRateLimitAreSentAgainWithinTheRetryPolicy() {
    streams.records.add(record("e1", "INSERT", "a", "100"));
    streams.getRecordsFailures.add(limitExceeded());
    streams.getRecordsFailures.add(limitExceeded());
    List<Seen> seen = new ArrayList<>();
    try (StreamPoller<Seen, Integer, String> poller = poller()) {
      assertThat(poller.poll(seen::add)).isEqualTo(1);
      assertThat(streams.getRecordsCalls).isEqualTo(4); // 2 refused, the record, caught up

      streams.records.add(record("e2", "INSERT", "b", "200"));
      for (int i = 0; i < FAST.maxAttempts(); i++) {
        streams.getRecordsFailures.add(limitExceeded());
      }
      assertThatThrownBy(() -> poller.poll(seen::add))
          .isInstanceOfSatisfying(
              RequestFailedException.class,
              e -> {
                assertThat(e.errorCode()).isEqualTo("LimitExceededException");
                assertThat(e.operation()).isEqualTo("GetRecords shard-1");
              });
      assertThat(poller.poll(seen::add)).isEqualTo(1);
    }
    assertThat(seen)
        .containsExactly(new Item(OperationType.INSERT, "a"), new Item(OperationType.INSERT, "b"));
  }

  @Test
  void anExpiredIteratorIsRenewedAfterTheCheckpoint() {
    streams.records.add(record("e1", "INSERT", "a", "100"));
    List<Seen> seen = new ArrayList<>();
    try (StreamPoller<Seen, Integer, String> poller = poller()) {
      poller.poll(seen::add);
      streams.records.add(record("e2", "INSERT", "b", "200"));
      streams.getRecordsFailures.add(
          ExpiredIteratorException.builder()
              .awsErrorDetails(
                  AwsErrorDetails.builder().errorCode("ExpiredIteratorException").build())
              .build());
      assertThat(poller.poll(seen::add)).isEqualTo(1);
    }
    assertThat(seen)
        .containsExactly(new Item(OperationType.INSERT, "a"), new Item(OperationType.INSERT, "b"));
    assertThat(streams.iteratorTypes)
        .containsExactly(ShardIteratorType.TRIM_HORIZON, ShardIteratorType.AFTER_SEQUENCE_NUMBER);
  }

  private static LimitExceededException limitExceeded() {
    return (LimitExceededException)
        LimitExceededException.builder()
            .message("rate exceeded")
            .awsErrorDetails(
                AwsErrorDetails.builder()
                    .errorCode("LimitExceededException")
                    .errorMessage("rate exceeded")
                    .build())
            .statusCode(400)
            .build();
  }

  /**
   * One open shard holding the records the test built: iterators are positions in it, and
   * GetRecords answers at most two records per call, failing first as scripted.
   */
  private static final class ScriptedStreams implements DynamoDbStreamsClient {
    final List<Record> records = new ArrayList<>();
    final Deque<RuntimeException> getRecordsFailures = new ArrayDeque<>();
    final List<ShardIteratorType> iteratorTypes = new ArrayList<>();
    int getRecordsCalls;

    @Override
    public DescribeStreamResponse describeStream(DescribeStreamRequest request) {
      Shard shard =
          Shard.builder()
              .shardId("shard-1")
              .sequenceNumberRange(
                  SequenceNumberRange.builder().startingSequenceNumber("1").build())
              .build();
      return DescribeStreamResponse.builder()
          .streamDescription(
              StreamDescription.builder().streamArn(request.streamArn()).shards(shard).build())
          .build();
    }

    @Override
    public GetShardIteratorResponse getShardIterator(GetShardIteratorRequest request) {
      iteratorTypes.add(request.shardIteratorType());
      int position = 0;
      if (request.shardIteratorType() == ShardIteratorType.AFTER_SEQUENCE_NUMBER) {
        while (!records
            .get(position)
            .dynamodb()
            .sequenceNumber()
            .equals(request.sequenceNumber())) {
          position++;
        }
        position++;
      }
      return GetShardIteratorResponse.builder().shardIterator("at-" + position).build();
    }

    @Override
    public GetRecordsResponse getRecords(GetRecordsRequest request) {
      getRecordsCalls++;
      RuntimeException failure = getRecordsFailures.poll();
      if (failure != null) {
        throw failure;
      }
      int from = Integer.parseInt(request.shardIterator().substring("at-".length()));
      int to = Math.min(records.size(), from + Math.min(2, request.limit()));
      return GetRecordsResponse.builder()
          .records(records.subList(from, to))
          .nextShardIterator("at-" + to)
          .build();
    }

    @Override
    public String serviceName() {
      return "streams.dynamodb";
    }

    @Override
    public void close() {}
  }
}
