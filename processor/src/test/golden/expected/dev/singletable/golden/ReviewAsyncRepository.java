package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityRepository;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Review} items through an asynchronous client; reach it with
 * {@code MarketAsyncDb.reviews()}. Reads and writes return futures; {@code update}, {@code upsert}
 * and the queries return the builders of {@link ReviewRepository}: end them with
 * {@code executeAsync()}, {@code pageAsync()}, {@code listAsync()} or
 * {@code forEachPageAsync(...)}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ReviewAsyncRepository extends AsyncEntityRepository<Review, ReviewKey> {
  private final ReviewRepository repository;

  /**
   * Used by {@link MarketAsyncDb}; obtain repositories from there.
   */
  ReviewAsyncRepository(ReviewRepository repository) {
    super(repository);
    this.repository = repository;
  }

  /**
   * Updates the existing item with this key; send it with {@code executeAsync()}.
   */
  public ReviewRepository.ReviewUpdate update(ReviewKey key) {
    return repository.update(key);
  }

  /**
   * Updates the item with this key, creating it when absent; send it with {@code executeAsync()}.
   */
  public ReviewRepository.ReviewUpdate upsert(ReviewKey key) {
    return repository.upsert(key);
  }

  /**
   * The query of {@link ReviewRepository#reviewsOf}: end it with {@code pageAsync()},
   * {@code listAsync()} or {@code forEachPageAsync(...)}.
   */
  public ReviewRepository.ReviewsOfQuery reviewsOf(String sku) {
    return repository.reviewsOf(sku);
  }

  /**
   * The query of {@link ReviewRepository#byReview}: end it with {@code pageAsync()},
   * {@code listAsync()} or {@code forEachPageAsync(...)}.
   */
  public ReviewRepository.ByReviewQuery byReview(String reviewId) {
    return repository.byReview(reviewId);
  }

  /**
   * The query of {@link ReviewRepository#byAuthor}: end it with {@code pageAsync()},
   * {@code listAsync()} or {@code forEachPageAsync(...)}.
   */
  public ReviewRepository.ByAuthorQuery byAuthor(String authorId) {
    return repository.byAuthor(authorId);
  }
}
