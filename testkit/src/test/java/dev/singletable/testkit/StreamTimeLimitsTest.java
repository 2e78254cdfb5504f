package dev.singletable.testkit;

import static dev.singletable.testkit.Items.item;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ExpiredIteratorException;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TrimmedDataAccessException;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The streams' time limits, on a private engine whose clock the test moves: iterators expire after
 * 15 minutes, records and disabled streams are trimmed after 24 hours.
 */
class StreamTimeLimitsTest {

  static final MutableClock CLOCK = new MutableClock(Instant.parse("2030-01-01T00:00:00Z"));
  static LocalDynamoDb engine;
  static DynamoDbClient client;
  static DynamoDbStreamsClient streams;
  static int tables;

  @BeforeAll
  static void start() {
    LocalDynamoDb.assumeFaultsAvailable(); // a private engine needs the local one
    engine = LocalDynamoDb.startEngine(DynaliteInstaller.defaultHome(), false, CLOCK);
    client = engine.client();
    streams = engine.streamsClient();
  }

  @AfterAll
  static void stop() {
    if (engine != null) {
      engine.close();
    }
  }

  @Test
  void iteratorsExpireAfterFifteenMinutes() {
    String arn = streamTable();
    String iterator = trimHorizon(arn);

    CLOCK.advance(Duration.ofMinutes(15));
    String next = streams.getRecords(b -> b.shardIterator(iterator)).nextShardIterator();
    CLOCK.advance(Duration.ofSeconds(1));

    assertThatThrownBy(() -> streams.getRecords(b -> b.shardIterator(iterator)))
        .isInstanceOf(ExpiredIteratorException.class);
    assertThat(streams.getRecords(b -> b.shardIterator(next)).records())
        .as("each NextShardIterator has its own 15 minutes")
        .isEmpty();
  }

  @Test
  void recordsOlderThanADayAreTrimmed() {
    String table = "trimmed" + ++tables;
    engine.createTable(StreamReading.table(table, StreamViewType.KEYS_ONLY));
    String arn = StreamReading.latestArn(client, table);
    client.putItem(b -> b.tableName(table).item(item("old", "1")));
    String oldSequence = StreamReading.all(streams, arn).get(0).dynamodb().sequenceNumber();
    CLOCK.advance(Duration.ofHours(12));
    client.putItem(b -> b.tableName(table).item(item("recent", "1")));
    CLOCK.advance(Duration.ofHours(12).minusMinutes(5));
    String iterator = trimHorizon(arn); // still at "old", which is trimmed 5 minutes later
    CLOCK.advance(Duration.ofMinutes(5).plusSeconds(1));

    List<Record> left = StreamReading.all(streams, arn);
    assertThat(left).extracting(r -> r.dynamodb().keys().get("pk").s()).containsExactly("recent");
    assertThatThrownBy(() -> streams.getRecords(b -> b.shardIterator(iterator)))
        .as("an iterator that points at a trimmed record")
        .isInstanceOf(TrimmedDataAccessException.class);
    Shard shard = StreamReading.shards(streams, arn).get(0);
    assertThatThrownBy(
            () ->
                streams.getShardIterator(
                    b ->
                        b.streamArn(arn)
                            .shardId(shard.shardId())
                            .shardIteratorType(ShardIteratorType.AT_SEQUENCE_NUMBER)
                            .sequenceNumber(oldSequence)))
        .isInstanceOf(TrimmedDataAccessException.class);
  }

  @Test
  void aDisabledStreamGoesAwayAfterADay() {
    String table = "disabled" + ++tables;
    engine.createTable(StreamReading.table(table, StreamViewType.KEYS_ONLY));
    String arn = StreamReading.latestArn(client, table);
    engine.deleteTable(table);
    CLOCK.advance(Duration.ofHours(23));
    assertThat(streams.listStreams(b -> b.tableName(table)).streams()).hasSize(1);

    CLOCK.advance(Duration.ofHours(1).plusSeconds(1));

    assertThat(streams.listStreams(b -> b.tableName(table)).streams()).isEmpty();
    assertThatThrownBy(() -> streams.describeStream(b -> b.streamArn(arn)))
        .isInstanceOf(ResourceNotFoundException.class);
  }

  private static String streamTable() {
    String table = "table" + ++tables;
    engine.createTable(StreamReading.table(table, StreamViewType.KEYS_ONLY));
    return StreamReading.latestArn(client, table);
  }

  private static String trimHorizon(String arn) {
    Shard shard = StreamReading.shards(streams, arn).get(0);
    return streams
        .getShardIterator(
            b ->
                b.streamArn(arn)
                    .shardId(shard.shardId())
                    .shardIteratorType(ShardIteratorType.TRIM_HORIZON))
        .shardIterator();
  }
}
