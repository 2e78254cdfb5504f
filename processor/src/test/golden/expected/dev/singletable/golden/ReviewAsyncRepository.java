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

  /**
   * {@link Review} items of partition {@code PK = PRODUCT#{sku}}, in {@code SK = REVIEW#{reviewId}}
   * order.
   */
  public ReviewRepository.ReviewsOfQuery<AsyncEntityQuery<Review>> reviewsOf(String sku) {
    return new ReviewRepository.ReviewsOfQuery<>(query(
        ReviewRepository.REVIEWS_OF.at(ReviewKey.partitionKey(sku))));
  }

  /**
   * {@link Review} items of partition {@code SK = REVIEW#{reviewId}} of index Inverted, in
   * {@code PK = PRODUCT#{sku}} order.
   */
  public ReviewRepository.ByReviewQuery<AsyncEntityQuery<Review>> byReview(String reviewId) {
    return new ReviewRepository.ByReviewQuery<>(query(
        ReviewRepository.BY_REVIEW.at(ReviewSchema.invertedPartitionKey(reviewId))));
  }

  /**
   * {@link Review} items of partition {@code GSI1PK = AUTHOR#{authorId}} of index GSI1, in
   * {@code GSI1SK = RATING#{rating}#{reviewId}} order.
   */
  public ReviewRepository.ByAuthorQuery<AsyncEntityQuery<Review>> byAuthor(String authorId) {
    return new ReviewRepository.ByAuthorQuery<>(query(
        ReviewRepository.BY_AUTHOR.at(ReviewSchema.gsi1PartitionKey(authorId))));
  }
}
