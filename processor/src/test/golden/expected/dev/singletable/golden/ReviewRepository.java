package dev.singletable.golden;

import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.EntityUpdate;
import dev.singletable.runtime.ReturnValues;
import dev.singletable.runtime.TransactionUpdate;
import dev.singletable.runtime.expression.AttributeRef;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.UpdateAction;
import dev.singletable.runtime.internal.KeyEncoding;
import dev.singletable.runtime.internal.QuerySpec;
import dev.singletable.runtime.internal.SortKeyCondition;
import dev.singletable.runtime.internal.TableContext;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads, writes and queries {@link Review} items; reach it with {@code MarketDb.reviews()}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ReviewRepository extends EntityRepository<Review, ReviewKey> {
    private static final String ENTITY = "Review";

    /**
     * Used by {@link MarketDb}; obtain repositories from there.
     */
    public ReviewRepository(TableContext context) {
        super(context, ReviewSchema.INSTANCE);
    }

    /**
     * {@link Review} items of partition {@code PK = PRODUCT#{sku}}, in {@code SK = REVIEW#{reviewId}} order.
     */
    public ReviewsOfQuery reviewsOf(String sku) {
        return new ReviewsOfQuery(querySpec(null, "PK", ReviewKey.partitionKey(sku), "SK", SortKeyCondition.prefix("REVIEW#")));
    }

    /**
     * {@link Review} items of partition {@code SK = REVIEW#{reviewId}} of index Inverted, in {@code PK = PRODUCT#{sku}} order.
     */
    public ByReviewQuery byReview(String reviewId) {
        return new ByReviewQuery(querySpec("Inverted", "SK", ReviewSchema.invertedPartitionKey(reviewId), "PK", SortKeyCondition.prefix("PRODUCT#")));
    }

    /**
     * {@link Review} items of partition {@code GSI1PK = AUTHOR#{authorId}} of index GSI1, in {@code GSI1SK = RATING#{rating}#{reviewId}} order.
     */
    public ByAuthorQuery byAuthor(String authorId) {
        return new ByAuthorQuery(querySpec("GSI1", "GSI1PK", ReviewSchema.gsi1PartitionKey(authorId), "GSI1SK", SortKeyCondition.prefix("RATING#")));
    }

    /**
     * Updates the existing item with this key; attributes that feed index keys have setters here.
     */
    @Override
    public ReviewUpdate update(ReviewKey key) {
        return new ReviewUpdate(context(), key, false);
    }

    /**
     * Updates the item with this key, creating it when absent.
     */
    @Override
    public ReviewUpdate upsert(ReviewKey key) {
        return new ReviewUpdate(context(), key, true);
    }

    /**
     * The {@code reviewsOf} query: choose {@code reviewId} or a range of it, or run it as is.
     */
    public static final class ReviewsOfQuery extends EntityQuery<Review> {
        ReviewsOfQuery(QuerySpec<Review> spec) {
            super(spec);
        }

        /**
         * Only the item whose {@code reviewId} is the given value.
         */
        public EntityQuery<Review> reviewId(String reviewId) {
            return withSortKey(SortKeyCondition.equalTo(KeyEncoding.sortKey(ENTITY, "SK", "REVIEW#" + KeyEncoding.string(ENTITY, "reviewId", '#', reviewId))));
        }

        /**
         * Only items whose {@code reviewId} is between (inclusive) {@code low} and {@code high}, in key order.
         */
        public EntityQuery<Review> reviewIdBetween(String low, String high) {
            return withSortKey(SortKeyCondition.between("REVIEW#", KeyEncoding.string(ENTITY, "reviewId", '#', low), KeyEncoding.string(ENTITY, "reviewId", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code reviewId} is at or after {@code low}, in key order.
         */
        public EntityQuery<Review> reviewIdFrom(String low) {
            return withSortKey(SortKeyCondition.from("REVIEW#", KeyEncoding.string(ENTITY, "reviewId", '#', low), true, '#'));
        }

        /**
         * Only items whose {@code reviewId} is strictly after {@code low}, in key order.
         */
        public EntityQuery<Review> reviewIdAfter(String low) {
            return withSortKey(SortKeyCondition.after("REVIEW#", KeyEncoding.string(ENTITY, "reviewId", '#', low), true, '#'));
        }

        /**
         * Only items whose {@code reviewId} is at or before {@code high}, in key order.
         */
        public EntityQuery<Review> reviewIdUpTo(String high) {
            return withSortKey(SortKeyCondition.upTo("REVIEW#", KeyEncoding.string(ENTITY, "reviewId", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code reviewId} is strictly before {@code high}, in key order.
         */
        public EntityQuery<Review> reviewIdBefore(String high) {
            return withSortKey(SortKeyCondition.before("REVIEW#", KeyEncoding.string(ENTITY, "reviewId", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code reviewId} begins with {@code prefix}, in key order.
         */
        public EntityQuery<Review> reviewIdBeginsWith(String prefix) {
            return withSortKey(SortKeyCondition.prefix("REVIEW#" + KeyEncoding.string(ENTITY, "reviewId", '#', prefix)));
        }
    }

    /**
     * The {@code byReview} query: choose {@code sku} or a range of it, or run it as is.
     */
    public static final class ByReviewQuery extends EntityQuery<Review> {
        ByReviewQuery(QuerySpec<Review> spec) {
            super(spec);
        }

        /**
         * Only the item whose {@code sku} is the given value.
         */
        public EntityQuery<Review> sku(String sku) {
            return withSortKey(SortKeyCondition.equalTo(KeyEncoding.sortKey(ENTITY, "PK", "PRODUCT#" + KeyEncoding.string(ENTITY, "sku", '#', sku))));
        }

        /**
         * Only items whose {@code sku} is between (inclusive) {@code low} and {@code high}, in key order.
         */
        public EntityQuery<Review> skuBetween(String low, String high) {
            return withSortKey(SortKeyCondition.between("PRODUCT#", KeyEncoding.string(ENTITY, "sku", '#', low), KeyEncoding.string(ENTITY, "sku", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code sku} is at or after {@code low}, in key order.
         */
        public EntityQuery<Review> skuFrom(String low) {
            return withSortKey(SortKeyCondition.from("PRODUCT#", KeyEncoding.string(ENTITY, "sku", '#', low), true, '#'));
        }

        /**
         * Only items whose {@code sku} is strictly after {@code low}, in key order.
         */
        public EntityQuery<Review> skuAfter(String low) {
            return withSortKey(SortKeyCondition.after("PRODUCT#", KeyEncoding.string(ENTITY, "sku", '#', low), true, '#'));
        }

        /**
         * Only items whose {@code sku} is at or before {@code high}, in key order.
         */
        public EntityQuery<Review> skuUpTo(String high) {
            return withSortKey(SortKeyCondition.upTo("PRODUCT#", KeyEncoding.string(ENTITY, "sku", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code sku} is strictly before {@code high}, in key order.
         */
        public EntityQuery<Review> skuBefore(String high) {
            return withSortKey(SortKeyCondition.before("PRODUCT#", KeyEncoding.string(ENTITY, "sku", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code sku} begins with {@code prefix}, in key order.
         */
        public EntityQuery<Review> skuBeginsWith(String prefix) {
            return withSortKey(SortKeyCondition.prefix("PRODUCT#" + KeyEncoding.string(ENTITY, "sku", '#', prefix)));
        }
    }

    /**
     * The {@code byAuthor} query: choose {@code rating} or a range of it, or run it as is.
     */
    public static final class ByAuthorQuery extends EntityQuery<Review> {
        ByAuthorQuery(QuerySpec<Review> spec) {
            super(spec);
        }

        /**
         * Only items whose {@code rating} is the given value.
         */
        public ByAuthorRatingQuery rating(int rating) {
            String next = "RATING#" + KeyEncoding.int32(ENTITY, "rating", rating) + "#";
            return new ByAuthorRatingQuery(spec().withSortKey(SortKeyCondition.prefix(next)), next);
        }

        /**
         * Only items whose {@code rating} is between (inclusive) {@code low} and {@code high}, in key order.
         */
        public EntityQuery<Review> ratingBetween(int low, int high) {
            return withSortKey(SortKeyCondition.between("RATING#", KeyEncoding.int32(ENTITY, "rating", low), KeyEncoding.int32(ENTITY, "rating", high), false, '#'));
        }

        /**
         * Only items whose {@code rating} is at or after {@code low}, in key order.
         */
        public EntityQuery<Review> ratingFrom(int low) {
            return withSortKey(SortKeyCondition.from("RATING#", KeyEncoding.int32(ENTITY, "rating", low), false, '#'));
        }

        /**
         * Only items whose {@code rating} is strictly after {@code low}, in key order.
         */
        public EntityQuery<Review> ratingAfter(int low) {
            return withSortKey(SortKeyCondition.after("RATING#", KeyEncoding.int32(ENTITY, "rating", low), false, '#'));
        }

        /**
         * Only items whose {@code rating} is at or before {@code high}, in key order.
         */
        public EntityQuery<Review> ratingUpTo(int high) {
            return withSortKey(SortKeyCondition.upTo("RATING#", KeyEncoding.int32(ENTITY, "rating", high), false, '#'));
        }

        /**
         * Only items whose {@code rating} is strictly before {@code high}, in key order.
         */
        public EntityQuery<Review> ratingBefore(int high) {
            return withSortKey(SortKeyCondition.before("RATING#", KeyEncoding.int32(ENTITY, "rating", high), false, '#'));
        }
    }

    /**
     * The {@code byAuthor} query with rating fixed: choose {@code reviewId} or a range of it, or run it as is.
     */
    public static final class ByAuthorRatingQuery extends EntityQuery<Review> {
        private final String prefix;

        ByAuthorRatingQuery(QuerySpec<Review> spec, String prefix) {
            super(spec);
            this.prefix = prefix;
        }

        /**
         * Only the item whose {@code reviewId} is the given value.
         */
        public EntityQuery<Review> reviewId(String reviewId) {
            return withSortKey(SortKeyCondition.equalTo(KeyEncoding.sortKey(ENTITY, "GSI1SK", this.prefix + KeyEncoding.string(ENTITY, "reviewId", '#', reviewId))));
        }

        /**
         * Only items whose {@code reviewId} is between (inclusive) {@code low} and {@code high}, in key order.
         */
        public EntityQuery<Review> reviewIdBetween(String low, String high) {
            return withSortKey(SortKeyCondition.between(this.prefix, KeyEncoding.string(ENTITY, "reviewId", '#', low), KeyEncoding.string(ENTITY, "reviewId", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code reviewId} is at or after {@code low}, in key order.
         */
        public EntityQuery<Review> reviewIdFrom(String low) {
            return withSortKey(SortKeyCondition.from(this.prefix, KeyEncoding.string(ENTITY, "reviewId", '#', low), true, '#'));
        }

        /**
         * Only items whose {@code reviewId} is strictly after {@code low}, in key order.
         */
        public EntityQuery<Review> reviewIdAfter(String low) {
            return withSortKey(SortKeyCondition.after(this.prefix, KeyEncoding.string(ENTITY, "reviewId", '#', low), true, '#'));
        }

        /**
         * Only items whose {@code reviewId} is at or before {@code high}, in key order.
         */
        public EntityQuery<Review> reviewIdUpTo(String high) {
            return withSortKey(SortKeyCondition.upTo(this.prefix, KeyEncoding.string(ENTITY, "reviewId", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code reviewId} is strictly before {@code high}, in key order.
         */
        public EntityQuery<Review> reviewIdBefore(String high) {
            return withSortKey(SortKeyCondition.before(this.prefix, KeyEncoding.string(ENTITY, "reviewId", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code reviewId} begins with {@code prefix}, in key order.
         */
        public EntityQuery<Review> reviewIdBeginsWith(String prefix) {
            return withSortKey(SortKeyCondition.prefix(this.prefix + KeyEncoding.string(ENTITY, "reviewId", '#', prefix)));
        }
    }

    /**
     * An update of {@link Review} with setters that keep its secondary-index keys in step.
     */
    public static final class ReviewUpdate extends EntityUpdate<Review, ReviewKey> {
        ReviewUpdate(TableContext context, ReviewKey key, boolean upsert) {
            super(context, ReviewSchema.INSTANCE, key, upsert);
        }

        /**
         * Sets {@code authorId} and rewrites the keys of index GSI1; the update only succeeds if the stored {@code rating} is the value given, which those keys also hold.
         */
        public ReviewUpdate setAuthorId(String authorId, int rating) {
            if (authorId == null) {
                return removeAuthorId();
            }
            applyWithIndexKeys(ReviewSchema.AUTHOR_ID.set(authorId),
                    UpdateAction.set(Path.attribute("GSI1PK"), AttributeValue.fromS(ReviewSchema.gsi1PartitionKey(authorId))),
                    UpdateAction.set(Path.attribute("GSI1SK"), AttributeValue.fromS(ReviewSchema.gsi1SortKey(rating, key().reviewId()))));
            // The index keys also hold rating: they must be what is stored.
            Condition stored = ReviewSchema.RATING.eq(rating);
            condition(isUpsert() ? Condition.attributeNotExists(partitionKeyAttribute()).or(stored) : stored);
            if (isUpsert()) {
                applyWithIndexKeys(ReviewSchema.RATING.setIfNotExists(rating));
            }
            return this;
        }

        /**
         * Removes {@code authorId} and the keys of index GSI1, so the item leaves that index (a sparse index).
         */
        public ReviewUpdate removeAuthorId() {
            applyWithIndexKeys(ReviewSchema.AUTHOR_ID.remove(),
                    UpdateAction.remove(Path.attribute("GSI1PK")),
                    UpdateAction.remove(Path.attribute("GSI1SK")));
            return this;
        }

        /**
         * Sets {@code rating} and rewrites the keys of index GSI1; the update only succeeds if the stored {@code authorId} is the value given, which those keys also hold.
         */
        public ReviewUpdate setRating(int rating, String authorId) {
            applyWithIndexKeys(ReviewSchema.RATING.set(rating),
                    UpdateAction.set(Path.attribute("GSI1PK"), AttributeValue.fromS(ReviewSchema.gsi1PartitionKey(authorId))),
                    UpdateAction.set(Path.attribute("GSI1SK"), AttributeValue.fromS(ReviewSchema.gsi1SortKey(rating, key().reviewId()))));
            // The index keys also hold authorId: they must be what is stored.
            Condition stored = ReviewSchema.AUTHOR_ID.eq(authorId);
            condition(isUpsert() ? Condition.attributeNotExists(partitionKeyAttribute()).or(stored) : stored);
            if (isUpsert()) {
                applyWithIndexKeys(ReviewSchema.AUTHOR_ID.setIfNotExists(authorId));
            }
            return this;
        }

        @Override
        public <V> ReviewUpdate set(AttributeRef<V> attribute, V value) {
            super.set(attribute, value);
            return this;
        }

        @Override
        public ReviewUpdate remove(AttributeRef<?> attribute) {
            super.remove(attribute);
            return this;
        }

        @Override
        public ReviewUpdate apply(UpdateAction action) {
            super.apply(action);
            return this;
        }

        @Override
        public ReviewUpdate condition(Condition extra) {
            super.condition(extra);
            return this;
        }

        @Override
        public ReviewUpdate expectVersion(long version) {
            super.expectVersion(version);
            return this;
        }

        @Override
        public ReviewUpdate returning(ReturnValues values) {
            super.returning(values);
            return this;
        }
    }

    /**
     * The update of {@link Review} inside a transaction, with the same index-aware setters.
     */
    public static final class ReviewTransactionUpdate extends TransactionUpdate {
        private final ReviewKey key;

        /**
         * Used by the generated transaction.
         */
        public ReviewTransactionUpdate(TransactionUpdate base, ReviewKey key) {
            super(base);
            this.key = key;
        }

        /**
         * Sets {@code authorId} and rewrites the keys of index GSI1; the update only succeeds if the stored {@code rating} is the value given, which those keys also hold.
         */
        public ReviewTransactionUpdate setAuthorId(String authorId, int rating) {
            if (authorId == null) {
                return removeAuthorId();
            }
            applyWithIndexKeys(ReviewSchema.AUTHOR_ID.set(authorId),
                    UpdateAction.set(Path.attribute("GSI1PK"), AttributeValue.fromS(ReviewSchema.gsi1PartitionKey(authorId))),
                    UpdateAction.set(Path.attribute("GSI1SK"), AttributeValue.fromS(ReviewSchema.gsi1SortKey(rating, this.key.reviewId()))));
            // The index keys also hold rating: they must be what is stored.
            Condition stored = ReviewSchema.RATING.eq(rating);
            condition(isUpsert() ? Condition.attributeNotExists(partitionKeyAttribute()).or(stored) : stored);
            if (isUpsert()) {
                applyWithIndexKeys(ReviewSchema.RATING.setIfNotExists(rating));
            }
            return this;
        }

        /**
         * Removes {@code authorId} and the keys of index GSI1, so the item leaves that index (a sparse index).
         */
        public ReviewTransactionUpdate removeAuthorId() {
            applyWithIndexKeys(ReviewSchema.AUTHOR_ID.remove(),
                    UpdateAction.remove(Path.attribute("GSI1PK")),
                    UpdateAction.remove(Path.attribute("GSI1SK")));
            return this;
        }

        /**
         * Sets {@code rating} and rewrites the keys of index GSI1; the update only succeeds if the stored {@code authorId} is the value given, which those keys also hold.
         */
        public ReviewTransactionUpdate setRating(int rating, String authorId) {
            applyWithIndexKeys(ReviewSchema.RATING.set(rating),
                    UpdateAction.set(Path.attribute("GSI1PK"), AttributeValue.fromS(ReviewSchema.gsi1PartitionKey(authorId))),
                    UpdateAction.set(Path.attribute("GSI1SK"), AttributeValue.fromS(ReviewSchema.gsi1SortKey(rating, this.key.reviewId()))));
            // The index keys also hold authorId: they must be what is stored.
            Condition stored = ReviewSchema.AUTHOR_ID.eq(authorId);
            condition(isUpsert() ? Condition.attributeNotExists(partitionKeyAttribute()).or(stored) : stored);
            if (isUpsert()) {
                applyWithIndexKeys(ReviewSchema.AUTHOR_ID.setIfNotExists(authorId));
            }
            return this;
        }

        @Override
        public <V> ReviewTransactionUpdate set(AttributeRef<V> attribute, V value) {
            super.set(attribute, value);
            return this;
        }

        @Override
        public ReviewTransactionUpdate remove(AttributeRef<?> attribute) {
            super.remove(attribute);
            return this;
        }

        @Override
        public ReviewTransactionUpdate apply(UpdateAction action) {
            super.apply(action);
            return this;
        }

        @Override
        public ReviewTransactionUpdate condition(Condition extra) {
            super.condition(extra);
            return this;
        }

        @Override
        public ReviewTransactionUpdate expectVersion(long version) {
            super.expectVersion(version);
            return this;
        }
    }
}
