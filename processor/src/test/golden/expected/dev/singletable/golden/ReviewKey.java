package dev.singletable.golden;

import dev.singletable.runtime.EntityKey;
import dev.singletable.runtime.internal.KeyEncoding;
import dev.singletable.runtime.internal.KeyShape;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The primary key of {@link Review}: PK = {@code PRODUCT#{sku}}, SK = {@code REVIEW#{reviewId}}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public record ReviewKey(String sku, String reviewId) implements EntityKey<Review> {
  private static final String ENTITY = "Review";

  private static final KeyShape KEY_SHAPE = KeyShape.of('#', "PK", "PRODUCT#{sku}", "SK",
      "REVIEW#{reviewId}");

  /**
   * Refuses a key whose {@code sku} or {@code reviewId} is null, empty, not well-formed or holds
   * the delimiter '#': checked once here, {@code pk()} and {@code sk()} use the text as it is.
   */
  public ReviewKey {
    KeyEncoding.string(ENTITY, "sku", '#', sku);
    KeyEncoding.string(ENTITY, "reviewId", '#', reviewId);
  }

  /**
   * The key of {@code review}.
   */
  public static ReviewKey of(Review review) {
    return new ReviewKey(review.getSku(), review.getReviewId());
  }

  /**
   * The partition key value {@code PRODUCT#{sku}} for these components: the partition holding the
   * entity, which queries and collections read.
   */
  public static String partitionKey(String sku) {
    return KeyEncoding.partitionKey(ENTITY, "PK", "PRODUCT#"
        + KeyEncoding.string(ENTITY, "sku", '#', sku));
  }

  /**
   * The partition key value, {@code PRODUCT#{sku}}.
   */
  public String pk() {
    return KeyEncoding.partitionKey(ENTITY, "PK", "PRODUCT#" + sku);
  }

  /**
   * The sort key value, {@code REVIEW#{reviewId}}.
   */
  public String sk() {
    return KeyEncoding.sortKey(ENTITY, "SK", "REVIEW#" + reviewId);
  }

  /**
   * The key attributes, as GetItem, DeleteItem and UpdateItem take them.
   */
  @Override
  public Map<String, AttributeValue> toKey() {
    return Map.of("PK", AttributeValue.createS(pk()), "SK", AttributeValue.createS(sk()));
  }

  /**
   * The entity type stored under this key, {@code Review}.
   */
  @Override
  public String entityType() {
    return ENTITY;
  }

  /**
   * The key of an item of {@code Review}, read back from its key attributes (a stream record's
   * keys, an index item); {@code null} when they have another shape.
   */
  public static ReviewKey fromKeyAttributes(Map<String, AttributeValue> keys) {
    Map<String, String> parts = KEY_SHAPE.match(keys);
    if (parts == null) {
      return null;
    }
    try {
      return new ReviewKey(parts.get("sku"), parts.get("reviewId"));
    } catch (IllegalArgumentException anotherShape) {
      return null;
    }
  }
}
