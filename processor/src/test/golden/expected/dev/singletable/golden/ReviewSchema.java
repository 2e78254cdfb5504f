package dev.singletable.golden;

import dev.singletable.runtime.internal.Codec;
import dev.singletable.runtime.internal.SchemaBase;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Review} is stored: reflection-free mapping, index keys, typed references
 * ({@code ReviewSchema.SKU}).
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ReviewSchema extends SchemaBase<Review, ReviewKey> implements ReviewRefs {
  /** The value of the {@code entityType} attribute of every Review item. */
  public static final String ENTITY_TYPE = "Review";

  /** The {@code entityType} attribute of its items; an item has up to 12 attributes. */
  private static final Codec.EntityType ITEM_TYPE = Codec.entityType("entityType", ENTITY_TYPE, 12);

  static final Codec<String> SKU_CODEC = Codec.string(ENTITY_TYPE, "sku");

  static final Codec<String> REVIEW_ID_CODEC = Codec.string(ENTITY_TYPE, "reviewId");

  static final Codec<String> AUTHOR_ID_CODEC = Codec.string(ENTITY_TYPE, "authorId");

  static final Codec.Primitive<Integer> RATING_CODEC = Codec.int32(ENTITY_TYPE, "rating");

  static final Codec<String> TEXT_CODEC = Codec.string(ENTITY_TYPE, "text");

  /** The schema; it holds no state. */
  public static final ReviewSchema INSTANCE = new ReviewSchema();

  private ReviewSchema() {
    super(ENTITY_TYPE, Map.ofEntries(
        Map.entry("reviewId", "setReviewId"),
        Map.entry("sku", "setSku"),
        Map.entry("authorId", "setAuthorId"),
        Map.entry("rating", "setRating")), RATING_CODEC);
  }

  @Override
  public Map<String, AttributeValue> toItem(Review review) {
    ReviewKey key = ReviewKey.of(review);
    Map<String, AttributeValue> item = ITEM_TYPE.newItem();
    item.put("PK", AttributeValue.createS(key.pk()));
    item.put("SK", AttributeValue.createS(key.sk()));
    // Index GSI1: the keys stay absent (the item is not in the index)
    // unless authorId and rating are set.
    if (review.getAuthorId() != null) {
      item.put("GSI1PK", AttributeValue.createS(gsi1PartitionKey(review.getAuthorId())));
      item.put("GSI1SK",
          AttributeValue.createS(gsi1SortKey(review.getRating(), review.getReviewId())));
    }
    SKU_CODEC.put(item, review.getSku());
    REVIEW_ID_CODEC.put(item, review.getReviewId());
    AUTHOR_ID_CODEC.put(item, review.getAuthorId());
    RATING_CODEC.put(item, review.getRating());
    TEXT_CODEC.put(item, review.getText());
    return item;
  }

  @Override
  public Review fromItem(Map<String, AttributeValue> item) {
    ITEM_TYPE.check(item);
    RATING_CODEC.require(item);
    return fromPartialItem(item);
  }

  @Override
  public Review fromPartialItem(Map<String, AttributeValue> item) {
    return new Review(
        SKU_CODEC.read(item),
        REVIEW_ID_CODEC.read(item),
        AUTHOR_ID_CODEC.read(item),
        RATING_CODEC.readInt(item),
        TEXT_CODEC.read(item));
  }

  @Override
  public ReviewKey keyOf(Review review) {
    return ReviewKey.of(review);
  }

  @Override
  public Map<String, AttributeValue> keyAttributes(ReviewKey key) {
    Map<String, AttributeValue> attributes = ITEM_TYPE.newItem();
    SKU_CODEC.put(attributes, key.sku());
    REVIEW_ID_CODEC.put(attributes, key.reviewId());
    return attributes;
  }

  /** The partition key of index Inverted, {@code SK = REVIEW#{reviewId}}. */
  public static String invertedPartitionKey(String reviewId) {
    return ReviewKey.INVERTED_PK.check("REVIEW#" + ReviewKey.REVIEW_ID.encode(reviewId));
  }

  /** The sort key of index Inverted, {@code PK = PRODUCT#{sku}}. */
  public static String invertedSortKey(String sku) {
    return ReviewKey.INVERTED_SK.check("PRODUCT#" + ReviewKey.SKU.encode(sku));
  }

  /** The partition key of index GSI1, {@code GSI1PK = AUTHOR#{authorId}}. */
  public static String gsi1PartitionKey(String authorId) {
    return ReviewKey.GSI1_PK.check("AUTHOR#" + ReviewKey.AUTHOR_ID.encode(authorId));
  }

  /** The sort key of index GSI1, {@code GSI1SK = RATING#{rating}#{reviewId}}. */
  public static String gsi1SortKey(int rating, String reviewId) {
    return ReviewKey.GSI1_SK.check("RATING#" + ReviewKey.RATING.encode(rating) + "#"
        + ReviewKey.REVIEW_ID.encode(reviewId));
  }
}
