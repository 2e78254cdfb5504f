package dev.singletable.golden;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.internal.AttributeValues;
import dev.singletable.runtime.internal.Items;
import java.util.Map;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Review} is stored: item mapping without reflection, index keys and typed
 * attribute references for conditions, filters and updates ({@code ReviewSchema.SKU.eq(...)}).
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ReviewSchema implements EntitySchema<Review, ReviewKey>, ReviewRefs {
  /** The schema; it holds no state. */
  public static final ReviewSchema INSTANCE = new ReviewSchema();

  /** The value of the {@code entityType} attribute of every Review item. */
  public static final String ENTITY_TYPE = "Review";

  private static final String ENTITY = ENTITY_TYPE;

  private static final AttributeValue TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

  private static final Map<String, AttributeValue> PRIMITIVE_DEFAULTS = Map.ofEntries(
      Map.entry("rating", AttributeValue.createN("0")));

  private ReviewSchema() {
  }

  @Override
  public String entityType() {
    return ENTITY_TYPE;
  }

  @Override
  public Map<String, AttributeValue> toItem(Review review) {
    ReviewKey key = ReviewKey.of(review);
    Map<String, AttributeValue> item = Items.newMap(12);
    item.put("PK", AttributeValue.createS(key.pk()));
    item.put("SK", AttributeValue.createS(key.sk()));
    item.put("entityType", TYPE_VALUE);
    // Index GSI1: the keys stay absent (the item is not in the index)
    // unless authorId and rating are set.
    if (review.getAuthorId() != null) {
      item.put("GSI1PK", AttributeValue.createS(gsi1PartitionKey(review.getAuthorId())));
      item.put("GSI1SK",
          AttributeValue.createS(gsi1SortKey(review.getRating(), review.getReviewId())));
    }
    String sku = review.getSku();
    if (sku != null) {
      item.put("sku", AttributeValues.string(ENTITY, "sku", sku));
    }
    String reviewId = review.getReviewId();
    if (reviewId != null) {
      item.put("reviewId", AttributeValues.string(ENTITY, "reviewId", reviewId));
    }
    String authorId = review.getAuthorId();
    if (authorId != null) {
      item.put("authorId", AttributeValues.string(ENTITY, "authorId", authorId));
    }
    item.put("rating", AttributeValues.int32(review.getRating()));
    String text = review.getText();
    if (text != null) {
      item.put("text", AttributeValues.string(ENTITY, "text", text));
    }
    return item;
  }

  @Override
  public Review fromItem(Map<String, AttributeValue> item) {
    Items.checkEntityType(item, "entityType", ENTITY_TYPE);
    return read(item, true);
  }

  @Override
  public Review fromPartialItem(Map<String, AttributeValue> item) {
    return read(item, false);
  }

  @Override
  public ReviewKey keyOf(Review review) {
    return ReviewKey.of(review);
  }

  @Override
  public Map<String, AttributeValue> keyItem(ReviewKey key) {
    return key.toKey();
  }

  @Override
  public Map<String, AttributeValue> keyAttributes(ReviewKey key) {
    Map<String, AttributeValue> attributes = Items.newMap(3);
    attributes.put("entityType", TYPE_VALUE);
    attributes.put("sku", AttributeValues.string(ENTITY, "sku", key.sku()));
    attributes.put("reviewId", AttributeValues.string(ENTITY, "reviewId", key.reviewId()));
    return attributes;
  }

  @Override
  public Map<String, String> indexKeyInputs() {
    return Map.ofEntries(
        Map.entry("reviewId", "setReviewId"),
        Map.entry("sku", "setSku"),
        Map.entry("authorId", "setAuthorId"),
        Map.entry("rating", "setRating"));
  }

  @Override
  public Map<String, AttributeValue> primitiveDefaults() {
    return PRIMITIVE_DEFAULTS;
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

  private static Review read(Map<String, AttributeValue> item, boolean strict) {
    AttributeValue v;
    v = item.get("sku");
    String sku = v == null || Items.isNull(v) ? null : AttributeValues.readString(ENTITY, "sku", v);
    v = item.get("reviewId");
    String reviewId = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "reviewId", v);
    v = item.get("authorId");
    String authorId = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "authorId", v);
    v = item.get("rating");
    int rating;
    if (v != null) {
      rating = AttributeValues.readInt32(ENTITY, "rating", v);
    } else if (strict) {
      throw Items.missing(ENTITY, "rating", item);
    } else {
      rating = 0;
    }
    v = item.get("text");
    String text = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "text", v);
    return new Review(
        sku,
        reviewId,
        authorId,
        rating,
        text);
  }

  /**
   * The value encoders of the typed references: one class for all of them, not one lambda each,
   * so that making them spins no classes; nested here, where the schema's helpers are in reach.
   */
  static final class Encoder implements Function<Object, AttributeValue> {
    static final int RATING = 0;

    private final int attribute;

    Encoder(int attribute) {
      this.attribute = attribute;
    }

    @Override
    public AttributeValue apply(Object value) {
      return switch (attribute) {
        case RATING -> AttributeValues.int32((Integer) value);
        default -> throw new IllegalStateException("no encoder " + attribute);
      };
    }
  }
}
