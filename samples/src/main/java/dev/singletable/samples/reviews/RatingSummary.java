package dev.singletable.samples.reviews;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/**
 * A product's review count and rating sum, kept by {@link RatingAggregator} from the stream, so
 * that a product page reads its average with one GetItem instead of all its reviews.
 */
@Entity(table = Reviews.class)
@KeyPattern(pk = "PRODUCT#{productId}", sk = "SUMMARY")
public record RatingSummary(String productId, long reviewCount, long ratingSum) {

  /** The average rating, 0 without reviews. */
  public double average() {
    return reviewCount == 0 ? 0 : (double) ratingSum / reviewCount;
  }
}
