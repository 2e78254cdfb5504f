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
  /** The {@code sku} attribute, a primary key component: updates do not change it. */
  ReadOnlyStringRef<Review> SKU = new ReadOnlyStringRef<>(Path.attribute("sku"));

  /** The {@code reviewId} attribute, a primary key component: updates do not change it. */
  ReadOnlyStringRef<Review> REVIEW_ID = new ReadOnlyStringRef<>(Path.attribute("reviewId"));

  /**
   * The {@code authorId} attribute, an index key input: updates set it with
   * {@code setAuthorId(...)}, which rewrites the key.
   */
  ReadOnlyStringRef<Review> AUTHOR_ID = new ReadOnlyStringRef<>(Path.attribute("authorId"));

  /**
   * The {@code rating} attribute, an index key input: updates set it with {@code setRating(...)},
   * which rewrites the key.
   */
  ReadOnlyRef<Review, Integer> RATING = new ReadOnlyRef<>(Path.attribute("rating"),
      ReviewSchema.RATING_CODEC);

  /** The {@code text} attribute. */
  StringRef<Review> TEXT = new StringRef<>(Path.attribute("text"));
}
