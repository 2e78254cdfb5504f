package dev.singletable.samples.reviews;

import dev.singletable.runtime.DbOptions;
import dev.singletable.samples.DemoLauncher;
import dev.singletable.tools.StreamPoller;
import java.io.PrintStream;
import java.time.Clock;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The aggregate demo: reviews are written as usual, and a stream handler keeps each product's
 * review count and average rating; reading the stream again from its start changes nothing.
 */
public final class ReviewsDemo {

  private final ReviewsDb db;
  private final DynamoDbStreamsClient streams;
  private final PrintStream out;

  ReviewsDemo(ReviewsDb db, DynamoDbStreamsClient streams, PrintStream out) {
    this.db = db;
    this.streams = streams;
    this.out = out;
  }

  public static void main(String[] args) {
    DemoLauncher.runWithStreams(
        args,
        "Reviews-demo",
        setup ->
            new ReviewsDemo(
                    ReviewsDb.create(
                        setup.client(), DbOptions.builder().tableName(setup.table()).build()),
                    setup.streams(),
                    System.out)
                .runAll());
  }

  void runAll() {
    out.println("== Table " + db.tableName() + ", stream NEW_AND_OLD_IMAGES");
    db.createTable();
    RatingAggregator aggregator = new RatingAggregator(db, Clock.systemUTC());
    try (var poller = poller()) {
      db.products().put(new Product("p-1", "Trail shoes"));
      db.reviews().put(new Review("p-1", "r-1", "ann", 5, "Great grip"));
      db.reviews().put(new Review("p-1", "r-2", "bob", 3, "Run small"));
      db.reviews().put(new Review("p-1", "r-3", "cid", 4, "Comfortable"));
      out.println("wrote a product and three reviews (5, 3, 4)");
      apply(poller, aggregator);
      summary();

      db.reviews().update(new ReviewKey("p-1", "r-2")).set(ReviewSchema.RATING, 4).execute();
      db.reviews().delete(new ReviewKey("p-1", "r-1"));
      out.println("bob changed his rating to 4; ann's review was deleted");
      apply(poller, aggregator);
      summary();
    }

    out.println("== A consumer restarted without checkpoints reads the stream again");
    try (var again = poller()) {
      apply(again, aggregator);
    }
    summary();
  }

  /** A poller of the table's stream (singletable-tools), decoding with the generated decoder. */
  private StreamPoller<ReviewsChange, Integer, String> poller() {
    return StreamPoller.builder(streams, ReviewsChanges::decode, ReviewsChange.Unknown::new)
        .table(db.table())
        .build();
  }

  private void apply(
      StreamPoller<ReviewsChange, Integer, String> poller, RatingAggregator aggregator) {
    AtomicInteger applied = new AtomicInteger();
    int read = poller.poll(change -> applied.addAndGet(aggregator.handle(change) ? 1 : 0));
    out.println("   stream: " + read + " record(s) read, " + applied + " applied to a summary");
  }

  private void summary() {
    RatingSummary summary = db.ratingSummaries().get(new RatingSummaryKey("p-1")).orElseThrow();
    out.printf(
        Locale.ROOT,
        "   p-1: %d review(s), average %.2f%n%n",
        summary.reviewCount(),
        summary.average());
  }
}
