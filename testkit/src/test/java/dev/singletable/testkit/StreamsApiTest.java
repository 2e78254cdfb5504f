package dev.singletable.testkit;

import static dev.singletable.testkit.Items.item;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardFilterType;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The DynamoDB Streams API calls through the SDK's {@link DynamoDbStreamsClient}: listing,
 * describing, every iterator type and reading.
 */
@LocalDynamoDbTest
class StreamsApiTest {

  static int tables;

  @InjectDynamoDb LocalDynamoDb engine;
  @InjectDynamoDb DynamoDbClient client;
  @InjectDynamoDb DynamoDbStreamsClient streams;
  @InjectDynamoDb TestTable table;

  String name;
  String arn;

  @BeforeEach
  void createTable() {
    name = table.derived("t" + ++tables);
    engine.createTable(StreamReading.table(name, StreamViewType.KEYS_ONLY));
    arn = StreamReading.latestArn(client, name);
  }

  @Test
  void listStreamsFiltersByTableAndPages() {
    String other = table.derived("t" + ++tables);
    engine.createTable(StreamReading.table(other, StreamViewType.KEYS_ONLY));
    String otherArn = StreamReading.latestArn(client, other);

    var filtered = streams.listStreams(b -> b.tableName(name));
    assertThat(filtered.streams()).hasSize(1);
    assertThat(filtered.streams().get(0).streamArn()).isEqualTo(arn);
    assertThat(filtered.streams().get(0).tableName()).isEqualTo(name);
    assertThat(filtered.streams().get(0).streamLabel())
        .isEqualTo(client.describeTable(b -> b.tableName(name)).table().latestStreamLabel());
    assertThat(filtered.lastEvaluatedStreamArn()).isNull();

    List<String> paged = new java.util.ArrayList<>();
    String start = null;
    do {
      String exclusiveStart = start;
      var page = streams.listStreams(b -> b.limit(1).exclusiveStartStreamArn(exclusiveStart));
      assertThat(page.streams()).hasSizeLessThanOrEqualTo(1);
      page.streams().forEach(s -> paged.add(s.streamArn()));
      start = page.lastEvaluatedStreamArn();
    } while (start != null);
    assertThat(paged).contains(arn, otherArn).doesNotHaveDuplicates();

    assertThat(streams.listStreams(b -> b.tableName(table.derived("none"))).streams()).isEmpty();
    assertThatThrownBy(() -> streams.listStreams(b -> b.limit(0)))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("Member must have value greater than or equal to 1");
  }

  @Test
  void describeStreamShowsShardLineageAndPages() {
    client.putItem(b -> b.tableName(name).item(item("a", "1")));
    engine.rollStreamShard(name);
    client.putItem(b -> b.tableName(name).item(item("b", "1")));
    engine.rollStreamShard(name);

    List<Shard> shards = StreamReading.shards(streams, arn);
    assertThat(shards).hasSize(3);
    assertThat(shards.get(0).parentShardId()).isNull();
    assertThat(shards.get(1).parentShardId()).isEqualTo(shards.get(0).shardId());
    assertThat(shards.get(2).parentShardId()).isEqualTo(shards.get(1).shardId());
    assertThat(shards).extracting(Shard::shardId).isSorted();
    for (Shard closed : shards.subList(0, 2)) {
      BigInteger start = new BigInteger(closed.sequenceNumberRange().startingSequenceNumber());
      BigInteger end = new BigInteger(closed.sequenceNumberRange().endingSequenceNumber());
      assertThat(end).isGreaterThan(start);
    }
    assertThat(shards.get(2).sequenceNumberRange().endingSequenceNumber()).as("open").isNull();

    var firstPage = streams.describeStream(b -> b.streamArn(arn).limit(2)).streamDescription();
    assertThat(firstPage.shards()).hasSize(2);
    assertThat(firstPage.lastEvaluatedShardId()).isEqualTo(shards.get(1).shardId());
    var children =
        streams
            .describeStream(
                b ->
                    b.streamArn(arn)
                        .shardFilter(
                            f ->
                                f.type(ShardFilterType.CHILD_SHARDS)
                                    .shardId(shards.get(0).shardId())))
            .streamDescription();
    assertThat(children.shards())
        .extracting(Shard::shardId)
        .containsExactly(shards.get(1).shardId());

    assertThat(StreamReading.all(streams, arn))
        .extracting(r -> r.dynamodb().keys().get("pk").s())
        .containsExactly("a", "b");
  }

  @Test
  void everyIteratorTypeStartsWhereItSays() {
    client.putItem(b -> b.tableName(name).item(item("first", "1")));
    client.putItem(b -> b.tableName(name).item(item("second", "1")));
    Shard shard = StreamReading.shards(streams, arn).get(0);
    String latest = iterator(shard, ShardIteratorType.LATEST, null);
    List<Record> all = StreamReading.all(streams, arn);
    assertThat(all).hasSize(2);
    String firstSequence = all.get(0).dynamodb().sequenceNumber();

    assertThat(
            keys(
                StreamReading.drain(
                    streams, iterator(shard, ShardIteratorType.TRIM_HORIZON, null))))
        .containsExactly("first", "second");
    assertThat(
            keys(
                StreamReading.drain(
                    streams, iterator(shard, ShardIteratorType.AT_SEQUENCE_NUMBER, firstSequence))))
        .containsExactly("first", "second");
    assertThat(
            keys(
                StreamReading.drain(
                    streams,
                    iterator(shard, ShardIteratorType.AFTER_SEQUENCE_NUMBER, firstSequence))))
        .containsExactly("second");
    String start = shard.sequenceNumberRange().startingSequenceNumber();
    assertThat(
            keys(
                StreamReading.drain(
                    streams, iterator(shard, ShardIteratorType.AT_SEQUENCE_NUMBER, start))))
        .as("from the shard's starting sequence number")
        .containsExactly("first", "second");

    assertThat(streams.getRecords(b -> b.shardIterator(latest)).records()).isEmpty();
    client.putItem(b -> b.tableName(name).item(item("third", "1")));
    assertThat(keys(StreamReading.drain(streams, latest))).containsExactly("third");
  }

  @Test
  void getRecordsHonoursLimitAndHandsOnTheNextIterator() {
    for (int i = 0; i < 5; i++) {
      String pk = "item" + i;
      client.putItem(b -> b.tableName(name).item(item(pk, "1")));
    }
    Shard shard = StreamReading.shards(streams, arn).get(0);
    String iterator = iterator(shard, ShardIteratorType.TRIM_HORIZON, null);

    GetRecordsResponse first = streams.getRecords(b -> b.shardIterator(iterator).limit(2));
    assertThat(keys(first.records())).containsExactly("item0", "item1");
    GetRecordsResponse second =
        streams.getRecords(b -> b.shardIterator(first.nextShardIterator()).limit(2));
    assertThat(keys(second.records())).containsExactly("item2", "item3");
    GetRecordsResponse rest = streams.getRecords(b -> b.shardIterator(second.nextShardIterator()));
    assertThat(keys(rest.records())).containsExactly("item4");
    GetRecordsResponse empty = streams.getRecords(b -> b.shardIterator(rest.nextShardIterator()));
    assertThat(empty.records()).isEmpty();
    assertThat(empty.nextShardIterator())
        .as("an open shard always has a next iterator")
        .isNotNull();

    assertThatThrownBy(() -> streams.getRecords(b -> b.shardIterator(iterator).limit(1001)))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("Member must have value less than or equal to 1000");
  }

  @Test
  void aClosedShardEndsWithoutANextIterator() {
    client.putItem(b -> b.tableName(name).item(item("a", "1")));
    Shard first = StreamReading.shards(streams, arn).get(0);
    String iterator = iterator(first, ShardIteratorType.TRIM_HORIZON, null);
    engine.rollStreamShard(name);

    GetRecordsResponse last = streams.getRecords(b -> b.shardIterator(iterator));
    assertThat(keys(last.records())).containsExactly("a");
    assertThat(last.nextShardIterator()).isNull();
  }

  @Test
  void getShardIteratorRefusesBadRequests() {
    Shard shard = StreamReading.shards(streams, arn).get(0);
    String start = shard.sequenceNumberRange().startingSequenceNumber();

    assertThatThrownBy(() -> iterator(shard, ShardIteratorType.AT_SEQUENCE_NUMBER, null))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("SequenceNumber is required");
    assertThatThrownBy(() -> iterator(shard, ShardIteratorType.TRIM_HORIZON, start))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("SequenceNumber must not be given");
    assertThatThrownBy(
            () ->
                iterator(shard, ShardIteratorType.AFTER_SEQUENCE_NUMBER, "99999999999999999999999"))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("Invalid SequenceNumber");
    assertThatThrownBy(
            () ->
                streams.getShardIterator(
                    b ->
                        b.streamArn(arn)
                            .shardId("shardId-00000000000000000000-00000000")
                            .shardIteratorType(ShardIteratorType.LATEST)))
        .isInstanceOf(ResourceNotFoundException.class);
    assertThatThrownBy(
            () ->
                streams.getShardIterator(
                    b ->
                        b.streamArn(arn + "0")
                            .shardId(shard.shardId())
                            .shardIteratorType(ShardIteratorType.LATEST)))
        .isInstanceOf(ResourceNotFoundException.class)
        .hasMessageContaining("Requested resource not found: Stream: " + arn + "0 not found");
    assertThatThrownBy(
            () -> streams.describeStream(b -> b.streamArn("not-an-arn-but-long-enough-to-be-one")))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("Invalid StreamArn");
    assertThatThrownBy(() -> streams.getRecords(b -> b.shardIterator("garbage")))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("Invalid ShardIterator");
  }

  private String iterator(Shard shard, ShardIteratorType type, String sequenceNumber) {
    return streams
        .getShardIterator(
            b ->
                b.streamArn(arn)
                    .shardId(shard.shardId())
                    .shardIteratorType(type)
                    .sequenceNumber(sequenceNumber))
        .shardIterator();
  }

  private static List<String> keys(List<Record> records) {
    return records.stream().map(r -> r.dynamodb().keys().get("pk").s()).toList();
  }
}
