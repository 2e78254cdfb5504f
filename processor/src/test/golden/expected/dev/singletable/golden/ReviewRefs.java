package dev.singletable.golden;

import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.ReadOnlyRef;
import dev.singletable.runtime.expression.ReadOnlyStringRef;
import dev.singletable.runtime.expression.StringRef;
import javax.annotation.processing.Generated;

/**
 * The typed attribute references of {@link Review}, for its conditions, filters and updates.
 * {@link ReviewSchema} implements this interface, so they read {@code ReviewSchema.SKU}; they are
 * declared here so that mapping items builds none of them: they are made with the first one used.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public interface ReviewRefs {
  /**
   * The {@code sku} attribute (stored as {@code sku}); a primary key component, which updates do
   * not change.
   */
  ReadOnlyStringRef<Review> SKU = new ReadOnlyStringRef<>(Path.attribute("sku"));

  /**
   * The {@code reviewId} attribute (stored as {@code reviewId}); a primary key component, which
   * updates do not change.
   */
  ReadOnlyStringRef<Review> REVIEW_ID = new ReadOnlyStringRef<>(Path.attribute("reviewId"));

  /**
   * The {@code authorId} attribute (stored as {@code authorId}); it feeds an index key, so updates
   * set it with {@code ReviewUpdate.setAuthorId(...)}, which rewrites that key too.
   */
  ReadOnlyStringRef<Review> AUTHOR_ID = new ReadOnlyStringRef<>(Path.attribute("authorId"));

  /**
   * The {@code rating} attribute (stored as {@code rating}); it feeds an index key, so updates set
   * it with {@code ReviewUpdate.setRating(...)}, which rewrites that key too.
   */
  ReadOnlyRef<Review, Integer> RATING = new ReadOnlyRef<>(Path.attribute("rating"),
      ReviewSchema.RATING_CODEC);

  /** The {@code text} attribute (stored as {@code text}). */
  StringRef<Review> TEXT = new StringRef<>(Path.attribute("text"));
}
