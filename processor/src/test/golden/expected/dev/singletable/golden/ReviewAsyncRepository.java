package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.Keys;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Review} items through an asynchronous client; reach it with
 * {@code MarketAsyncDb.reviews()}. Every read and write, and the terminals of its updates and
 * queries, return futures.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ReviewAsyncRepository extends AsyncEntityRepository<Review, ReviewKey> {
  private static final Keys.Target REVIEWS_OF = Keys.table().prefix("REVIEW#");

  private static final Keys.Target BY_REVIEW = Keys.index("Inverted").prefix("PRODUCT#");

  private static final Keys.Target BY_AUTHOR = Keys.index("GSI1").prefix("RATING#");

  /** Used by {@link MarketAsyncDb}; obtain repositories from there. */
  ReviewAsyncRepository(TableHandle table) {
    super(table, ReviewSchema.INSTANCE);
  }

  /** Updates the existing item with this key (the update fails when there is none). */
  public ReviewRepository.ReviewUpdate<CompletableFuture<Optional<Review>>> update(ReviewKey key) {
    return new ReviewRepository.ReviewUpdate<>(startUpdate(key));
  }

  /** Updates the item with this key, creating it when absent. */
  public ReviewRepository.ReviewUpdate<CompletableFuture<Optional<Review>>> upsert(ReviewKey key) {
    return new ReviewRepository.ReviewUpdate<>(startUpsert(key));
  }

  /**
   * {@link Review} items of partition {@code PK = PRODUCT#{sku}}, in {@code SK = REVIEW#{reviewId}}
   * order.
   */
  public ReviewsOfQuery reviewsOf(String sku) {
    return new ReviewsOfQuery(query(REVIEWS_OF.at(ReviewKey.partitionKey(sku))));
  }

  /**
   * {@link Review} items of partition {@code SK = REVIEW#{reviewId}} of index Inverted, in
   * {@code PK = PRODUCT#{sku}} order.
   */
  public ByReviewQuery byReview(String reviewId) {
    return new ByReviewQuery(query(BY_REVIEW.at(ReviewSchema.invertedPartitionKey(reviewId))));
  }

  /**
   * {@link Review} items of partition {@code GSI1PK = AUTHOR#{authorId}} of index GSI1, in
   * {@code GSI1SK = RATING#{rating}#{reviewId}} order.
   */
  public ByAuthorQuery byAuthor(String authorId) {
    return new ByAuthorQuery(query(BY_AUTHOR.at(ReviewSchema.gsi1PartitionKey(authorId))));
  }

  /** The {@code reviewsOf} query: choose {@code reviewId} or a range of it, or run it as is. */
  public static final class ReviewsOfQuery extends AsyncEntityQuery<Review> {
    private static final Keys.Slot<String> SLOT = Keys.slot(ReviewKey.SK, ReviewKey.REVIEW_ID, "",
        false);

    ReviewsOfQuery(AsyncEntityQuery<Review> query) {
      super(query);
    }

    /** Only the item whose {@code reviewId} is the given value. */
    public AsyncEntityQuery<Review> reviewId(String reviewId) {
      return withSortKey(SLOT, reviewId);
    }

    /**
     * Only items whose {@code reviewId} is in {@code range} (which may be
     * {@code Range.beginsWith}), in key order.
     */
    public AsyncEntityQuery<Review> reviewId(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** The {@code byReview} query: choose {@code sku} or a range of it, or run it as is. */
  public static final class ByReviewQuery extends AsyncEntityQuery<Review> {
    private static final Keys.Slot<String> SLOT = Keys.slot(ReviewKey.INVERTED_SK, ReviewKey.SKU,
        "", false);

    ByReviewQuery(AsyncEntityQuery<Review> query) {
      super(query);
    }

    /** Only the item whose {@code sku} is the given value. */
    public AsyncEntityQuery<Review> sku(String sku) {
      return withSortKey(SLOT, sku);
    }

    /**
     * Only items whose {@code sku} is in {@code range} (which may be {@code Range.beginsWith}), in
     * key order.
     */
    public AsyncEntityQuery<Review> sku(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** The {@code byAuthor} query: choose {@code rating} or a range of it, or run it as is. */
  public static final class ByAuthorQuery extends AsyncEntityQuery<Review> {
    private static final Keys.Slot<Integer> SLOT = Keys.slot(ReviewKey.GSI1_SK, ReviewKey.RATING,
        "#", true);

    ByAuthorQuery(AsyncEntityQuery<Review> query) {
      super(query);
    }

    /** Only items whose {@code rating} is the given value. */
    public ByAuthorRatingQuery rating(int rating) {
      return new ByAuthorRatingQuery(withSortKey(SLOT, rating));
    }

    /** Only items whose {@code rating} is in {@code range}, in key order. */
    public AsyncEntityQuery<Review> rating(Range<Integer> range) {
      return withSortKey(SLOT, range);
    }
  }

  /**
   * The {@code byAuthor} query with rating fixed: choose {@code reviewId} or a range of it, or run
   * it as is.
   */
  public static final class ByAuthorRatingQuery extends AsyncEntityQuery<Review> {
    private static final Keys.Slot<String> SLOT = Keys.slot(ReviewKey.GSI1_SK, ReviewKey.REVIEW_ID,
        "", false);

    ByAuthorRatingQuery(AsyncEntityQuery<Review> query) {
      super(query);
    }

    /** Only the item whose {@code reviewId} is the given value. */
    public AsyncEntityQuery<Review> reviewId(String reviewId) {
      return withSortKey(SLOT, reviewId);
    }

    /**
     * Only items whose {@code reviewId} is in {@code range} (which may be
     * {@code Range.beginsWith}), in key order.
     */
    public AsyncEntityQuery<Review> reviewId(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }
}
