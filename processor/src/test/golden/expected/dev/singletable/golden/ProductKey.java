package dev.singletable.golden;

import dev.singletable.runtime.EntityKey;
import dev.singletable.runtime.internal.KeyEncoding;
import dev.singletable.runtime.internal.KeyShape;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The primary key of {@link Product}: PK = {@code PRODUCT#{sku}}, SK =
 * {@code VARIANT#{size}#{color}}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public record ProductKey(String sku, int size, Product.Color color) implements EntityKey<Product> {
  private static final String ENTITY = "Product";

  private static final KeyShape KEY_SHAPE = KeyShape.of('#', "PK", "PRODUCT#{sku}", "SK",
      "VARIANT#{size}#{color}");

  /**
   * Refuses a key whose {@code sku} is null, empty, not well-formed or holds the delimiter
   * '#': checked once here, {@code pk()} and {@code sk()} use the text as it is.
   */
  public ProductKey {
    KeyEncoding.string(ENTITY, "sku", '#', sku);
  }

  /**
   * The key of {@code product}.
   */
  public static ProductKey of(Product product) {
    return new ProductKey(product.getSku(), product.getSize(), product.getColor());
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
   * The sort key value, {@code VARIANT#{size}#{color}}.
   */
  public String sk() {
    return KeyEncoding.sortKey(ENTITY, "SK", "VARIANT#" + KeyEncoding.int32(ENTITY, "size", size)
        + "#" + KeyEncoding.enumName(ENTITY, "color", '#', color));
  }

  /**
   * The key attributes, as GetItem, DeleteItem and UpdateItem take them.
   */
  @Override
  public Map<String, AttributeValue> toKey() {
    return Map.of("PK", AttributeValue.createS(pk()), "SK", AttributeValue.createS(sk()));
  }

  /**
   * The entity type stored under this key, {@code Product}.
   */
  @Override
  public String entityType() {
    return ENTITY;
  }

  /**
   * The key of an item of {@code Product}, read back from its key attributes (a stream record's
   * keys, an index item); {@code null} when they have another shape.
   */
  public static ProductKey fromKeyAttributes(Map<String, AttributeValue> keys) {
    Map<String, String> parts = KEY_SHAPE.match(keys);
    if (parts == null) {
      return null;
    }
    try {
      return new ProductKey(parts.get("sku"), KeyEncoding.decodeInt32(parts.get("size")),
          Product.Color.valueOf(parts.get("color")));
    } catch (IllegalArgumentException anotherShape) {
      return null;
    }
  }
}
