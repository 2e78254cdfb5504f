package dev.singletable.golden;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.TableKey;
import dev.singletable.runtime.internal.Keys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The primary key of {@link Review}: PK = {@code PRODUCT#{sku}}, SK = {@code REVIEW#{reviewId}}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public record ReviewKey(String sku, String reviewId) implements TableKey<Market, Review> {
  private static final String ENTITY = "Review";

  static final Keys.Part<String> SKU = Keys.string(ENTITY, "sku", '#');

  static final Keys.Part<String> REVIEW_ID = Keys.string(ENTITY, "reviewId", '#');

  static final Keys.Part<String> AUTHOR_ID = Keys.string(ENTITY, "authorId", '#');

  static final Keys.Part<Integer> RATING = Keys.int32(ENTITY, "rating");

  static final Keys.Attribute PK = Keys.partitionKey(ENTITY, "PK", '#', "PRODUCT#{sku}");

  static final Keys.Attribute SK = Keys.sortKey(ENTITY, "SK", '#', "REVIEW#{reviewId}");

  static final Keys.Attribute INVERTED_PK = Keys.partitionKey(ENTITY, "SK", '#',
      "REVIEW#{reviewId}");

  static final Keys.Attribute INVERTED_SK = Keys.sortKey(ENTITY, "PK", '#', "PRODUCT#{sku}");

  static final Keys.Attribute GSI1_PK = Keys.partitionKey(ENTITY, "GSI1PK", '#',
      "AUTHOR#{authorId}");

  static final Keys.Attribute GSI1_SK = Keys.sortKey(ENTITY, "GSI1SK", '#',
      "RATING#{rating}#{reviewId}");

  /**
   * Refuses a key whose {@code sku} or {@code reviewId} is null, empty, malformed or holds '#', or
   * makes PK or SK longer than DynamoDB allows.
   */
  public ReviewKey {
    SKU.encode(sku);
    REVIEW_ID.encode(reviewId);
    if (PK.mayBeTooLong(8L + sku.length())) {
      PK.check("PRODUCT#" + sku);
    }
    if (SK.mayBeTooLong(7L + reviewId.length())) {
      SK.check("REVIEW#" + reviewId);
    }
  }

  /** The key of {@code review}. */
  public static ReviewKey of(Review review) {
    return new ReviewKey(review.getSku(), review.getReviewId());
  }

  /** The partition key value {@code PRODUCT#{sku}}, which queries and collections read. */
  public static String partitionKey(String sku) {
    return PK.check("PRODUCT#" + SKU.encode(sku));
  }

  /** The partition key value, {@code PRODUCT#{sku}}. */
  public String pk() {
    return "PRODUCT#" + sku;
  }

  /** The sort key value, {@code REVIEW#{reviewId}}. */
  public String sk() {
    return "REVIEW#" + reviewId;
  }

  @Override
  public Map<String, AttributeValue> toKey() {
    return Map.of("PK", AttributeValue.createS(pk()), "SK", AttributeValue.createS(sk()));
  }

  @Override
  public EntitySchema<Review, ReviewKey> schema() {
    return ReviewSchema.INSTANCE;
  }

  /**
   * The key of {@code Review} in these key attributes; {@code null} when they have another shape.
   */
  public static ReviewKey fromKeyAttributes(Map<String, AttributeValue> keys) {
    return Keys.read(keys, parts -> new ReviewKey(parts.get("sku"), parts.get("reviewId")), PK, SK);
  }
}
