package dev.singletable.golden;

import dev.singletable.runtime.BaseQuery;
import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.EntityUpdate;
import dev.singletable.runtime.KeyStage;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.UpdateStart;
import java.util.Optional;
import javax.annotation.processing.Generated;

/** Reads, writes and queries {@link Review} items ({@code MarketDb.reviews()}). */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ReviewRepository extends EntityRepository<Review, ReviewKey, ReviewRepository.ReviewUpdate<Optional<Review>>> {
  static final Keys.Target REVIEWS_OF = Keys.table().prefix("REVIEW#");

  static final Keys.Target BY_REVIEW = Keys.index("Inverted").prefix("PRODUCT#");

  static final Keys.Target BY_AUTHOR = Keys.index("GSI1").prefix("RATING#");

  /** Used by {@link MarketDb}; obtain repositories from there. */
  ReviewRepository(TableHandle table) {
    super(table, ReviewSchema.INSTANCE, ReviewUpdate::new);
  }

  /**
   * {@link Review} items of partition {@code PK = PRODUCT#{sku}}, in {@code SK = REVIEW#{reviewId}}
   * order.
   */
  public ReviewIdStage<EntityQuery<Review>> reviewsOf(String sku) {
    return new ReviewIdStage<>(query(REVIEWS_OF.at(ReviewKey.partitionKey(sku))), ReviewKey.SK);
  }

  /**
   * {@link Review} items of partition {@code SK = REVIEW#{reviewId}} of index Inverted, in
   * {@code PK = PRODUCT#{sku}} order.
   */
  public SkuStage<EntityQuery<Review>> byReview(String reviewId) {
    return new SkuStage<>(query(BY_REVIEW.at(ReviewSchema.invertedPartitionKey(reviewId))),
        ReviewKey.INVERTED_SK);
  }

  /**
   * {@link Review} items of partition {@code GSI1PK = AUTHOR#{authorId}} of index GSI1, in
   * {@code GSI1SK = RATING#{rating}#{reviewId}} order.
   */
  public RatingReviewIdStage<EntityQuery<Review>> byAuthor(String authorId) {
    return new RatingReviewIdStage<>(query(BY_AUTHOR.at(ReviewSchema.gsi1PartitionKey(authorId))),
        ReviewKey.GSI1_SK);
  }

  /** An update of {@link Review}, run by {@code execute()} or in a transaction. */
  public static final class ReviewUpdate<R> extends EntityUpdate<Review, ReviewKey, ReviewUpdate<R>, R> {
    /** Made by the repositories' {@code update} and {@code upsert} and the transaction. */
    ReviewUpdate(UpdateStart<Review, ReviewKey, R> start) {
      super(start);
    }

    /**
     * Sets {@code authorId} and rewrites the keys of index GSI1; the update only succeeds if the
     * stored {@code rating} is the value given, which those keys also hold.
     */
    public ReviewUpdate<R> setAuthorId(String authorId, int rating) {
      if (authorId == null) {
        return removeAuthorId();
      }
      // The index keys also hold rating: they must be what is stored.
      requireStored(ReviewSchema.RATING, rating);
      return setIndexInput(ReviewSchema.AUTHOR_ID, authorId,
          indexKey(ReviewKey.GSI1_PK, ReviewSchema.gsi1PartitionKey(authorId)),
          indexKey(ReviewKey.GSI1_SK, ReviewSchema.gsi1SortKey(rating, key().reviewId())));
    }

    /** Removes {@code authorId} and the keys of index GSI1: the item leaves that index. */
    public ReviewUpdate<R> removeAuthorId() {
      return removeIndexInput(ReviewSchema.AUTHOR_ID, noIndexKey(ReviewKey.GSI1_PK),
          noIndexKey(ReviewKey.GSI1_SK));
    }

    /**
     * Sets {@code rating} and rewrites the keys of index GSI1; the update only succeeds if the
     * stored {@code authorId} is the value given, which those keys also hold.
     */
    public ReviewUpdate<R> setRating(int rating, String authorId) {
      // The index keys also hold authorId: they must be what is stored.
      requireStored(ReviewSchema.AUTHOR_ID, authorId);
      return setIndexInput(ReviewSchema.RATING, rating,
          indexKey(ReviewKey.GSI1_PK, ReviewSchema.gsi1PartitionKey(authorId)),
          indexKey(ReviewKey.GSI1_SK, ReviewSchema.gsi1SortKey(rating, key().reviewId())));
    }
  }

  /** A query stage: choose {@code reviewId} or a range of it, or run {@code all()}. */
  public static final class ReviewIdStage<Q extends BaseQuery<Review, Review, Q>> extends KeyStage<Review, Review, Q> {
    private static final Keys.Slot<String> SLOT = Keys.slot(ReviewKey.REVIEW_ID, "", false);

    ReviewIdStage(Q query, Keys.Attribute sortKey) {
      super(query, sortKey);
    }

    /** Only the item whose {@code reviewId} is the given value. */
    public Q reviewId(String reviewId) {
      return withSortKey(SLOT, reviewId);
    }

    /** Only items whose {@code reviewId} is in {@code range} (beginsWith too), in key order. */
    public Q reviewId(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** A query stage: choose {@code sku} or a range of it, or run {@code all()}. */
  public static final class SkuStage<Q extends BaseQuery<Review, Review, Q>> extends KeyStage<Review, Review, Q> {
    private static final Keys.Slot<String> SLOT = Keys.slot(ReviewKey.SKU, "", false);

    SkuStage(Q query, Keys.Attribute sortKey) {
      super(query, sortKey);
    }

    /** Only the item whose {@code sku} is the given value. */
    public Q sku(String sku) {
      return withSortKey(SLOT, sku);
    }

    /** Only items whose {@code sku} is in {@code range} (beginsWith too), in key order. */
    public Q sku(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** A query stage: choose {@code rating} or a range of it, or run {@code all()}. */
  public static final class RatingReviewIdStage<Q extends BaseQuery<Review, Review, Q>> extends KeyStage<Review, Review, Q> {
    private static final Keys.Slot<Integer> SLOT = Keys.slot(ReviewKey.RATING, "#", true);

    RatingReviewIdStage(Q query, Keys.Attribute sortKey) {
      super(query, sortKey);
    }

    /** Only items whose {@code rating} is the given value. */
    public ReviewIdStage<Q> rating(int rating) {
      return new ReviewIdStage<>(withSortKey(SLOT, rating), sortKey());
    }

    /** Only items whose {@code rating} is in {@code range}, in key order. */
    public Q rating(Range<Integer> range) {
      return withSortKey(SLOT, range);
    }
  }
}
