package dev.singletable.testkit;

import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** Helpers for the streams tests: tables with a stream, and reading a whole stream. */
final class StreamReading {

  private StreamReading() {}

  static CreateTableRequest table(String name, StreamViewType viewType) {
    return Items.table(name).toBuilder()
        .streamSpecification(s -> s.streamEnabled(true).streamViewType(viewType))
        .build();
  }

  static String latestArn(DynamoDbClient client, String table) {
    return client.describeTable(b -> b.tableName(table)).table().latestStreamArn();
  }

  /** Every shard of the stream, following DescribeStream's pages. */
  static List<Shard> shards(DynamoDbStreamsClient streams, String arn) {
    List<Shard> shards = new ArrayList<>();
    String start = null;
    do {
      String exclusiveStart = start;
      var description =
          streams
              .describeStream(b -> b.streamArn(arn).exclusiveStartShardId(exclusiveStart))
              .streamDescription();
      shards.addAll(description.shards());
      start = description.lastEvaluatedShardId();
    } while (start != null);
    return shards;
  }

  /** Every record of the stream, shard after shard (parents come first), from TRIM_HORIZON. */
  static List<Record> all(DynamoDbStreamsClient streams, String arn) {
    List<Record> records = new ArrayList<>();
    for (Shard shard : shards(streams, arn)) {
      records.addAll(
          drain(
              streams,
              streams
                  .getShardIterator(
                      b ->
                          b.streamArn(arn)
                              .shardId(shard.shardId())
                              .shardIteratorType(ShardIteratorType.TRIM_HORIZON))
                  .shardIterator()));
    }
    return records;
  }

  /** Reads from an iterator until the shard has nothing more for now (or is closed and done). */
  static List<Record> drain(DynamoDbStreamsClient streams, String iterator) {
    List<Record> records = new ArrayList<>();
    String next = iterator;
    while (next != null) {
      String current = next;
      GetRecordsResponse page = streams.getRecords(b -> b.shardIterator(current));
      records.addAll(page.records());
      next = page.records().isEmpty() ? null : page.nextShardIterator();
    }
    return records;
  }
}
