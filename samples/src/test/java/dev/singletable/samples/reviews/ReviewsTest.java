package dev.singletable.samples.reviews;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import dev.singletable.tools.StreamPoller;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The rating aggregate, kept by the stream handler from the records the engine wrote for real
 * review writes, and unchanged when the same records are delivered again.
 */
@LocalDynamoDbTest
class ReviewsTest {

  private static final Clock CLOCK =
      Clock.fixed(Instant.parse("2025-05-01T00:00:00Z"), ZoneOffset.UTC);

  private final DynamoDbClient client;
  private final DynamoDbStreamsClient streams;
  private ReviewsDb db;
  private RatingAggregator aggregator;
  private StreamPoller<ReviewsChange, Integer, String> poller;

  ReviewsTest(DynamoDbClient client, DynamoDbStreamsClient streams) {
    this.client = client;
    this.streams = streams;
  }

  @BeforeEach
  void createTable(TestTable table) {
    db =
        ReviewsDb.create(
            client,
            DbOptions.builder()
                .tableName(table.derived("t" + System.nanoTime()))
                .clock(CLOCK)
                .build());
    db.createTable();
    aggregator = new RatingAggregator(db, CLOCK);
    poller =
        StreamPoller.builder(streams, ReviewsChanges::decode, ReviewsChange.Unknown::new)
            .table(db.table())
            .build();
  }

  private List<ReviewsChange> newChanges() {
    List<ReviewsChange> changes = new ArrayList<>();
    poller.poll(changes::add);
    return changes;
  }

  private RatingSummary summary(String productId) {
    return db.ratingSummaries().get(new RatingSummaryKey(productId)).orElseThrow();
  }

  @Test
  void newChangedAndDeletedReviewsKeepTheCountAndAverage() {
    db.products().put(new Product("p-1", "Trail shoes"));
    db.reviews().put(new Review("p-1", "r-1", "ann", 5, "Great grip"));
    db.reviews().put(new Review("p-1", "r-2", "bob", 3, "Run small"));
    db.reviews().put(new Review("p-2", "r-3", "cid", 2, "Other product"));
    newChanges().forEach(aggregator::handle);

    assertThat(summary("p-1")).isEqualTo(new RatingSummary("p-1", 2, 8));
    assertThat(summary("p-1").average()).isEqualTo(4.0);
    assertThat(summary("p-2")).isEqualTo(new RatingSummary("p-2", 1, 2));

    db.reviews().update(new ReviewKey("p-1", "r-2")).set(ReviewSchema.RATING, 4).execute();
    db.reviews()
        .update(new ReviewKey("p-1", "r-1"))
        .set(ReviewSchema.TEXT, "Still great")
        .execute();
    db.reviews().delete(new ReviewKey("p-2", "r-3"));
    newChanges().forEach(aggregator::handle);

    assertThat(summary("p-1")).isEqualTo(new RatingSummary("p-1", 2, 9));
    assertThat(summary("p-2")).isEqualTo(new RatingSummary("p-2", 0, 0));
  }

  @Test
  void aRecordDeliveredTwiceIsAppliedOnce() {
    db.reviews().put(new Review("p-3", "r-1", "ann", 5, "Love it"));
    db.reviews().update(new ReviewKey("p-3", "r-1")).set(ReviewSchema.RATING, 1).execute();
    List<ReviewsChange> changes = newChanges();
    assertThat(changes).hasSize(2);

    List<Boolean> first = changes.stream().map(aggregator::handle).toList();
    List<Boolean> redelivered = changes.stream().map(aggregator::handle).toList();

    assertThat(first).containsExactly(true, true);
    assertThat(redelivered).containsExactly(false, false);
    assertThat(summary("p-3")).isEqualTo(new RatingSummary("p-3", 1, 1));
  }

  @Test
  void aConsumerReadingTheStreamAgainFromItsStartChangesNothing() {
    db.reviews().put(new Review("p-4", "r-1", "ann", 4, "Good"));
    db.reviews().put(new Review("p-4", "r-2", "bob", 2, "Meh"));
    newChanges().forEach(aggregator::handle);

    List<Boolean> applied = new ArrayList<>();
    try (var restarted =
        StreamPoller.builder(streams, ReviewsChanges::decode, ReviewsChange.Unknown::new)
            .table(db.table())
            .build()) {
      restarted.poll(change -> applied.add(aggregator.handle(change)));
    }

    assertThat(applied).isNotEmpty().containsOnly(false);
    assertThat(summary("p-4")).isEqualTo(new RatingSummary("p-4", 2, 6));
  }

  @Test
  void theDemoPrintsTheSummaryBeforeAndAfterChangesAndAfterARereading() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    new ReviewsDemo(db, streams, new PrintStream(bytes, true, StandardCharsets.UTF_8)).runAll();

    assertThat(bytes.toString())
        .contains("p-1: 3 review(s), average 4.00")
        .contains("p-1: 2 review(s), average 4.00")
        .contains("read, 3 applied to a summary")
        .contains("read, 2 applied to a summary")
        .contains("read, 0 applied to a summary");
  }
}
