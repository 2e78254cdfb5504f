package dev.singletable.golden;

import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.ReadOnlyRef;
import dev.singletable.runtime.expression.ReadOnlyStringRef;
import dev.singletable.runtime.expression.StringRef;
import javax.annotation.processing.Generated;

/**
 * The typed attribute references of {@link Review} ({@code ReviewSchema.SKU}, as
 * {@link ReviewSchema} implements it), built by the first one used, never by mapping items. Those
 * of key components are read-only: updates do not change the key.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public interface ReviewRefs {
  ReadOnlyStringRef<Review> SKU = new ReadOnlyStringRef<>(Path.attribute("sku"));

  ReadOnlyStringRef<Review> REVIEW_ID = new ReadOnlyStringRef<>(Path.attribute("reviewId"));

  /** The {@code authorId} attribute, an index key input: {@code setAuthorId(...)} sets it. */
  ReadOnlyStringRef<Review> AUTHOR_ID = new ReadOnlyStringRef<>(Path.attribute("authorId"));

  /** The {@code rating} attribute, an index key input: {@code setRating(...)} sets it. */
  ReadOnlyRef<Review, Integer> RATING = new ReadOnlyRef<>(Path.attribute("rating"),
      ReviewSchema.RATING_CODEC);

  StringRef<Review> TEXT = new StringRef<>(Path.attribute("text"));
}
