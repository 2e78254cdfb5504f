package dev.singletable.samples.reviews;

import dev.singletable.runtime.failure.CancellationReason;
import dev.singletable.runtime.failure.TransactionCancelledException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * The stream handler that keeps each product's {@link RatingSummary}: a new review adds one to the
 * count and its rating to the sum, a changed rating adds the difference, a deleted review takes its
 * rating away. Each record is applied at most once, whatever the redeliveries: the summary update
 * and an {@link AppliedChange} mark keyed by the record's event id are one transaction, and the
 * mark may only be created once.
 */
public final class RatingAggregator {

  /** How long an applied mark is kept: longer than the 24 hours a stream keeps its records. */
  static final Duration MARK_KEPT = Duration.ofDays(2);

  private final ReviewsDb db;
  private final Clock clock;

  /** Uses {@code db}, whose {@code DbOptions} clock should be {@code clock}. */
  public RatingAggregator(ReviewsDb db, Clock clock) {
    this.db = db;
    this.clock = clock;
  }

  /**
   * Applies one change to its product's summary; returns whether it changed the summary (false for
   * other entities, and for a record applied before).
   */
  public boolean handle(ReviewsChange change) {
    if (!(change instanceof ReviewsChange.ReviewChange review)) {
      return false;
    }
    long count = (review.newImage().isPresent() ? 1 : 0) - (review.oldImage().isPresent() ? 1 : 0);
    long sum =
        review.newImage().map(Review::rating).orElse(0)
            - review.oldImage().map(Review::rating).orElse(0);
    if (count == 0 && sum == 0) {
      return false; // the text changed, not the rating
    }
    String eventId = change.record().eventId().orElse(change.sequenceNumber());
    String productId = review.key().productId();
    try {
      db.transaction()
          .create(new AppliedChange(eventId, productId, expiry()))
          .upsert(
              new RatingSummaryKey(productId),
              summary ->
                  summary
                      .apply(RatingSummarySchema.REVIEW_COUNT.add(count))
                      .apply(RatingSummarySchema.RATING_SUM.add(sum)))
          .execute();
      return true;
    } catch (TransactionCancelledException e) {
      if (appliedBefore(e)) {
        return false;
      }
      throw e;
    }
  }

  /** When a mark written now expires, in whole seconds as TTL stores it. */
  private Instant expiry() {
    return clock.instant().plus(MARK_KEPT).truncatedTo(ChronoUnit.SECONDS);
  }

  /** Whether the transaction failed only because the record's mark exists: it was applied. */
  private static boolean appliedBefore(TransactionCancelledException e) {
    return e.failures().size() == 1
        && e.failures().get(0).position() == 0
        && CancellationReason.CONDITIONAL_CHECK_FAILED.equals(e.failures().get(0).code());
  }
}
