package dev.singletable.samples.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.samples.reviews.RatingAggregator;
import dev.singletable.samples.reviews.Review;
import dev.singletable.samples.reviews.ReviewsChange;
import dev.singletable.samples.reviews.ReviewsChanges;
import dev.singletable.samples.reviews.ReviewsDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import dev.singletable.tools.StreamPoller;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** The code of docs/streams.md, compiled and run against the local engine's streams. */
@LocalDynamoDbTest
class StreamSnippetsTest {

  @Test
  void pollTheStreamAndHandleTypedChanges(
      DynamoDbClient client, DynamoDbStreamsClient streams, TestTable table) {
    ReviewsDb db = ReviewsDb.create(client, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
    RatingAggregator aggregator = new RatingAggregator(db, Clock.systemUTC());
    db.reviews().put(new Review("p-1", "r-1", "ann", 5, "Great grip"));
    db.reviews().put(new Review("p-1", "r-1", "ann", 4, "Good grip"));
    Map<String, String> checkpoints = new HashMap<>();
    List<String> seen = new ArrayList<>();

    try (var poller =
        StreamPoller.builder(streams, ReviewsChanges::decode, ReviewsChange.Unknown::new)
            .table(db.table()) // the table's latest stream
            .startingAt(ShardIteratorType.TRIM_HORIZON) // or LATEST
            .onCheckpoint((shard, sequenceNumber) -> checkpoints.put(shard, sequenceNumber))
            .build()) {
      poller.poll(change -> aggregator.handle(change)); // every shard, parents first
    }

    try (var poller =
        StreamPoller.builder(streams, ReviewsChanges::decode, ReviewsChange.Unknown::new)
            .table(db.table())
            .build()) {
      poller.poll(
          change -> {
            if (change instanceof ReviewsChange.ReviewChange review) {
              int before = review.oldImage().map(Review::rating).orElse(0); // empty on INSERT
              int after = review.newImage().map(Review::rating).orElse(0); // empty on REMOVE
              seen.add(
                  review.kind() + " " + review.key().reviewId() + ": " + before + " -> " + after);
            } else if (change instanceof ReviewsChange.Unknown unknown) {
              seen.add("not a Reviews entity: " + unknown.keys() + " (" + unknown.reason() + ")");
            }
          });
    }

    assertThat(checkpoints).hasSize(1);
    assertThat(seen).startsWith("INSERT r-1: 0 -> 5", "MODIFY r-1: 5 -> 4");

    String streamArn =
        client.describeTable(b -> b.tableName(table.name())).table().latestStreamArn();
    Shard shard =
        streams.describeStream(b -> b.streamArn(streamArn)).streamDescription().shards().get(0);
    String iterator =
        streams
            .getShardIterator(
                b ->
                    b.streamArn(streamArn)
                        .shardId(shard.shardId())
                        .shardIteratorType(ShardIteratorType.TRIM_HORIZON))
            .shardIterator();
    List<ReviewsChange> changes = new ArrayList<>();
    for (Record record : streams.getRecords(b -> b.shardIterator(iterator)).records()) {
      ReviewsChange change = ReviewsChanges.decode(record);
      changes.add(change);
    }
    assertThat(changes.get(0)).isInstanceOf(ReviewsChange.ReviewChange.class);
  }
}
