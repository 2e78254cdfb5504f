package dev.singletable.golden;

import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.EntityUpdate;
import dev.singletable.runtime.QueryTarget;
import dev.singletable.runtime.SortKey;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.KeyEncoding;
import java.util.Optional;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Review} items; reach it with {@code MarketDb.reviews()}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ReviewRepository extends EntityRepository<Review, ReviewKey> {
  private static final String ENTITY = "Review";

  /**
   * Used by {@link MarketDb}; obtain repositories from there.
   */
  ReviewRepository(TableHandle table) {
    super(table, ReviewSchema.INSTANCE);
  }

  /**
   * Updates the existing item with this key (the update fails when there is none).
   */
  public ReviewUpdate<Optional<Review>> update(ReviewKey key) {
    return new ReviewUpdate<>(startUpdate(key));
  }

  /**
   * Updates the item with this key, creating it when absent.
   */
  public ReviewUpdate<Optional<Review>> upsert(ReviewKey key) {
    return new ReviewUpdate<>(startUpsert(key));
  }

  /**
   * {@link Review} items of partition {@code PK = PRODUCT#{sku}}, in {@code SK = REVIEW#{reviewId}}
   * order.
   */
  public ReviewsOfQuery reviewsOf(String sku) {
    return new ReviewsOfQuery(query(QueryTarget.table(ReviewKey.partitionKey(sku))
        .sortKey(SortKey.prefix("REVIEW#"))));
  }

  /**
   * {@link Review} items of partition {@code SK = REVIEW#{reviewId}} of index Inverted, in
   * {@code PK = PRODUCT#{sku}} order.
   */
  public ByReviewQuery byReview(String reviewId) {
    return new ByReviewQuery(query(QueryTarget.index("Inverted",
        ReviewSchema.invertedPartitionKey(reviewId)).sortKey(SortKey.prefix("PRODUCT#"))));
  }

  /**
   * {@link Review} items of partition {@code GSI1PK = AUTHOR#{authorId}} of index GSI1, in
   * {@code GSI1SK = RATING#{rating}#{reviewId}} order.
   */
  public ByAuthorQuery byAuthor(String authorId) {
    return new ByAuthorQuery(query(QueryTarget.index("GSI1",
        ReviewSchema.gsi1PartitionKey(authorId)).sortKey(SortKey.prefix("RATING#"))));
  }

  /**
   * An update of {@link Review}, sent on its own by {@code execute()} or as an action of a
   * transaction. Its setters of attributes that feed secondary-index keys keep those keys in step.
   *
   * @param <R> what {@code execute()} returns: the result, or a future of it
   */
  public static final class ReviewUpdate<R> extends EntityUpdate<Review, ReviewKey, ReviewUpdate<R>, R> {
    /**
     * Made by the repositories' {@code update} and {@code upsert} and the transaction.
     */
    ReviewUpdate(EntityUpdate.Start<Review, ReviewKey, R> start) {
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
          indexKey("GSI1PK", ReviewSchema.gsi1PartitionKey(authorId)),
          indexKey("GSI1SK", ReviewSchema.gsi1SortKey(rating, key().reviewId())));
    }

    /**
     * Removes {@code authorId} and the keys of index GSI1, so the item leaves that index
     * (a sparse index).
     */
    public ReviewUpdate<R> removeAuthorId() {
      return removeIndexInput(ReviewSchema.AUTHOR_ID, noIndexKey("GSI1PK"), noIndexKey("GSI1SK"));
    }

    /**
     * Sets {@code rating} and rewrites the keys of index GSI1; the update only succeeds if the
     * stored {@code authorId} is the value given, which those keys also hold.
     */
    public ReviewUpdate<R> setRating(int rating, String authorId) {
      // The index keys also hold authorId: they must be what is stored.
      requireStored(ReviewSchema.AUTHOR_ID, authorId);
      return setIndexInput(ReviewSchema.RATING, rating,
          indexKey("GSI1PK", ReviewSchema.gsi1PartitionKey(authorId)),
          indexKey("GSI1SK", ReviewSchema.gsi1SortKey(rating, key().reviewId())));
    }
  }

  /**
   * The {@code reviewsOf} query: choose {@code reviewId} or a range of it, or run it as is.
   */
  public static final class ReviewsOfQuery extends EntityQuery<Review> {
    ReviewsOfQuery(EntityQuery<Review> query) {
      super(query);
    }

    /**
     * Only the item whose {@code reviewId} is the given value.
     */
    public EntityQuery<Review> reviewId(String reviewId) {
      return withSortKey(SortKey.equalTo(KeyEncoding.sortKey(ENTITY, "SK", "REVIEW#"
          + KeyEncoding.string(ENTITY, "reviewId", '#', reviewId))));
    }

    /**
     * Only items whose {@code reviewId} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public EntityQuery<Review> reviewIdBetween(String low, String high) {
      return withSortKey(SortKey.between("REVIEW#",
          KeyEncoding.string(ENTITY, "reviewId", '#', low),
          KeyEncoding.string(ENTITY, "reviewId", '#', high), true, '#'));
    }

    /**
     * Only items whose {@code reviewId} is at or after {@code low}, in key order.
     */
    public EntityQuery<Review> reviewIdFrom(String low) {
      return withSortKey(SortKey.from("REVIEW#", KeyEncoding.string(ENTITY, "reviewId", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code reviewId} is strictly after {@code low}, in key order.
     */
    public EntityQuery<Review> reviewIdAfter(String low) {
      return withSortKey(SortKey.after("REVIEW#", KeyEncoding.string(ENTITY, "reviewId", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code reviewId} is at or before {@code high}, in key order.
     */
    public EntityQuery<Review> reviewIdUpTo(String high) {
      return withSortKey(SortKey.upTo("REVIEW#", KeyEncoding.string(ENTITY, "reviewId", '#', high),
          true, '#'));
    }

    /**
     * Only items whose {@code reviewId} is strictly before {@code high}, in key order.
     */
    public EntityQuery<Review> reviewIdBefore(String high) {
      return withSortKey(SortKey.before("REVIEW#",
          KeyEncoding.string(ENTITY, "reviewId", '#', high), true, '#'));
    }

    /**
     * Only items whose {@code reviewId} begins with {@code prefix}, in key order.
     */
    public EntityQuery<Review> reviewIdBeginsWith(String prefix) {
      return withSortKey(SortKey.prefix("REVIEW#"
          + KeyEncoding.string(ENTITY, "reviewId", '#', prefix)));
    }
  }

  /**
   * The {@code byReview} query: choose {@code sku} or a range of it, or run it as is.
   */
  public static final class ByReviewQuery extends EntityQuery<Review> {
    ByReviewQuery(EntityQuery<Review> query) {
      super(query);
    }

    /**
     * Only the item whose {@code sku} is the given value.
     */
    public EntityQuery<Review> sku(String sku) {
      return withSortKey(SortKey.equalTo(KeyEncoding.sortKey(ENTITY, "PK", "PRODUCT#"
          + KeyEncoding.string(ENTITY, "sku", '#', sku))));
    }

    /**
     * Only items whose {@code sku} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public EntityQuery<Review> skuBetween(String low, String high) {
      return withSortKey(SortKey.between("PRODUCT#", KeyEncoding.string(ENTITY, "sku", '#', low),
          KeyEncoding.string(ENTITY, "sku", '#', high), true, '#'));
    }

    /**
     * Only items whose {@code sku} is at or after {@code low}, in key order.
     */
    public EntityQuery<Review> skuFrom(String low) {
      return withSortKey(SortKey.from("PRODUCT#", KeyEncoding.string(ENTITY, "sku", '#', low), true,
          '#'));
    }

    /**
     * Only items whose {@code sku} is strictly after {@code low}, in key order.
     */
    public EntityQuery<Review> skuAfter(String low) {
      return withSortKey(SortKey.after("PRODUCT#", KeyEncoding.string(ENTITY, "sku", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code sku} is at or before {@code high}, in key order.
     */
    public EntityQuery<Review> skuUpTo(String high) {
      return withSortKey(SortKey.upTo("PRODUCT#", KeyEncoding.string(ENTITY, "sku", '#', high),
          true, '#'));
    }

    /**
     * Only items whose {@code sku} is strictly before {@code high}, in key order.
     */
    public EntityQuery<Review> skuBefore(String high) {
      return withSortKey(SortKey.before("PRODUCT#", KeyEncoding.string(ENTITY, "sku", '#', high),
          true, '#'));
    }

    /**
     * Only items whose {@code sku} begins with {@code prefix}, in key order.
     */
    public EntityQuery<Review> skuBeginsWith(String prefix) {
      return withSortKey(SortKey.prefix("PRODUCT#"
          + KeyEncoding.string(ENTITY, "sku", '#', prefix)));
    }
  }

  /**
   * The {@code byAuthor} query: choose {@code rating} or a range of it, or run it as is.
   */
  public static final class ByAuthorQuery extends EntityQuery<Review> {
    ByAuthorQuery(EntityQuery<Review> query) {
      super(query);
    }

    /**
     * Only items whose {@code rating} is the given value.
     */
    public ByAuthorRatingQuery rating(int rating) {
      String next = "RATING#" + KeyEncoding.int32(ENTITY, "rating", rating) + "#";
      return new ByAuthorRatingQuery(withSortKey(SortKey.prefix(next)), next);
    }

    /**
     * Only items whose {@code rating} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public EntityQuery<Review> ratingBetween(int low, int high) {
      return withSortKey(SortKey.between("RATING#", KeyEncoding.int32(ENTITY, "rating", low),
          KeyEncoding.int32(ENTITY, "rating", high), false, '#'));
    }

    /**
     * Only items whose {@code rating} is at or after {@code low}, in key order.
     */
    public EntityQuery<Review> ratingFrom(int low) {
      return withSortKey(SortKey.from("RATING#", KeyEncoding.int32(ENTITY, "rating", low), false,
          '#'));
    }

    /**
     * Only items whose {@code rating} is strictly after {@code low}, in key order.
     */
    public EntityQuery<Review> ratingAfter(int low) {
      return withSortKey(SortKey.after("RATING#", KeyEncoding.int32(ENTITY, "rating", low), false,
          '#'));
    }

    /**
     * Only items whose {@code rating} is at or before {@code high}, in key order.
     */
    public EntityQuery<Review> ratingUpTo(int high) {
      return withSortKey(SortKey.upTo("RATING#", KeyEncoding.int32(ENTITY, "rating", high), false,
          '#'));
    }

    /**
     * Only items whose {@code rating} is strictly before {@code high}, in key order.
     */
    public EntityQuery<Review> ratingBefore(int high) {
      return withSortKey(SortKey.before("RATING#", KeyEncoding.int32(ENTITY, "rating", high), false,
          '#'));
    }
  }

  /**
   * The {@code byAuthor} query with rating fixed: choose {@code reviewId} or a range of it, or run
   * it as is.
   */
  public static final class ByAuthorRatingQuery extends EntityQuery<Review> {
    private final String prefix;

    ByAuthorRatingQuery(EntityQuery<Review> query, String prefix) {
      super(query);
      this.prefix = prefix;
    }

    /**
     * Only the item whose {@code reviewId} is the given value.
     */
    public EntityQuery<Review> reviewId(String reviewId) {
      return withSortKey(SortKey.equalTo(KeyEncoding.sortKey(ENTITY, "GSI1SK", this.prefix
          + KeyEncoding.string(ENTITY, "reviewId", '#', reviewId))));
    }

    /**
     * Only items whose {@code reviewId} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public EntityQuery<Review> reviewIdBetween(String low, String high) {
      return withSortKey(SortKey.between(this.prefix,
          KeyEncoding.string(ENTITY, "reviewId", '#', low),
          KeyEncoding.string(ENTITY, "reviewId", '#', high), true, '#'));
    }

    /**
     * Only items whose {@code reviewId} is at or after {@code low}, in key order.
     */
    public EntityQuery<Review> reviewIdFrom(String low) {
      return withSortKey(SortKey.from(this.prefix, KeyEncoding.string(ENTITY, "reviewId", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code reviewId} is strictly after {@code low}, in key order.
     */
    public EntityQuery<Review> reviewIdAfter(String low) {
      return withSortKey(SortKey.after(this.prefix,
          KeyEncoding.string(ENTITY, "reviewId", '#', low), true, '#'));
    }

    /**
     * Only items whose {@code reviewId} is at or before {@code high}, in key order.
     */
    public EntityQuery<Review> reviewIdUpTo(String high) {
      return withSortKey(SortKey.upTo(this.prefix,
          KeyEncoding.string(ENTITY, "reviewId", '#', high), true, '#'));
    }

    /**
     * Only items whose {@code reviewId} is strictly before {@code high}, in key order.
     */
    public EntityQuery<Review> reviewIdBefore(String high) {
      return withSortKey(SortKey.before(this.prefix,
          KeyEncoding.string(ENTITY, "reviewId", '#', high), true, '#'));
    }

    /**
     * Only items whose {@code reviewId} begins with {@code prefix}, in key order.
     */
    public EntityQuery<Review> reviewIdBeginsWith(String prefix) {
      return withSortKey(SortKey.prefix(this.prefix
          + KeyEncoding.string(ENTITY, "reviewId", '#', prefix)));
    }
  }
}
