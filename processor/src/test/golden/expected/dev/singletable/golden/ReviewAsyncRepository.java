package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.TableHandle;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/** {@link Review} items through an asynchronous client: every terminal returns a future. */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ReviewAsyncRepository extends AsyncEntityRepository<Review, ReviewKey, ReviewRepository.ReviewUpdate<CompletableFuture<Optional<Review>>>> {
  /** Used by {@link MarketAsyncDb}; obtain repositories from there. */
  ReviewAsyncRepository(TableHandle table) {
    super(table, ReviewSchema.INSTANCE, ReviewRepository.ReviewUpdate::new);
  }

  /** {@link ReviewRepository#reviewsOf}, whose terminals return futures. */
  public ReviewRepository.ReviewIdStage<AsyncEntityQuery<Review>> reviewsOf(String sku) {
    return new ReviewRepository.ReviewIdStage<>(query(
        ReviewRepository.REVIEWS_OF.at(ReviewKey.partitionKey(sku))), ReviewKey.SK);
  }

  /** {@link ReviewRepository#byReview}, whose terminals return futures. */
  public ReviewRepository.SkuStage<AsyncEntityQuery<Review>> byReview(String reviewId) {
    return new ReviewRepository.SkuStage<>(query(
        ReviewRepository.BY_REVIEW.at(ReviewSchema.invertedPartitionKey(reviewId))),
        ReviewKey.INVERTED_SK);
  }

  /** {@link ReviewRepository#byAuthor}, whose terminals return futures. */
  public ReviewRepository.RatingReviewIdStage<AsyncEntityQuery<Review>> byAuthor(String authorId) {
    return new ReviewRepository.RatingReviewIdStage<>(query(
        ReviewRepository.BY_AUTHOR.at(ReviewSchema.gsi1PartitionKey(authorId))), ReviewKey.GSI1_SK);
  }
}
