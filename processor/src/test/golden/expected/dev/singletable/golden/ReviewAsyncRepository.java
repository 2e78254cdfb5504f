package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.TableHandle;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Review} items through an asynchronous client; reach it with
 * {@code MarketAsyncDb.reviews()}. Every read and write, and the terminals of its updates and
 * queries, return futures.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ReviewAsyncRepository extends AsyncEntityRepository<Review, ReviewKey, ReviewRepository.ReviewUpdate<CompletableFuture<Optional<Review>>>> {
  /** Used by {@link MarketAsyncDb}; obtain repositories from there. */
  ReviewAsyncRepository(TableHandle table) {
    super(table, ReviewSchema.INSTANCE, ReviewRepository.ReviewUpdate::new);
  }

  /** The {@link ReviewRepository#reviewsOf} query of this face, whose terminals return futures. */
  public ReviewRepository.ReviewIdStage<AsyncEntityQuery<Review>> reviewsOf(String sku) {
    return new ReviewRepository.ReviewIdStage<>(query(
        ReviewRepository.REVIEWS_OF.at(ReviewKey.partitionKey(sku))), ReviewKey.SK);
  }

  /** The {@link ReviewRepository#byReview} query of this face, whose terminals return futures. */
  public ReviewRepository.SkuStage<AsyncEntityQuery<Review>> byReview(String reviewId) {
    return new ReviewRepository.SkuStage<>(query(
        ReviewRepository.BY_REVIEW.at(ReviewSchema.invertedPartitionKey(reviewId))),
        ReviewKey.INVERTED_SK);
  }

  /** The {@link ReviewRepository#byAuthor} query of this face, whose terminals return futures. */
  public ReviewRepository.RatingReviewIdStage<AsyncEntityQuery<Review>> byAuthor(String authorId) {
    return new ReviewRepository.RatingReviewIdStage<>(query(
        ReviewRepository.BY_AUTHOR.at(ReviewSchema.gsi1PartitionKey(authorId))), ReviewKey.GSI1_SK);
  }
}
