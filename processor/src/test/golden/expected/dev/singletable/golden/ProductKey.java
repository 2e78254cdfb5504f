package dev.singletable.golden;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.TableKey;
import dev.singletable.runtime.internal.Keys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The primary key of {@link Product}: PK = {@code PRODUCT#{sku}}, SK =
 * {@code VARIANT#{size}#{color}}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public record ProductKey(String sku, int size,
    Product.Color color) implements TableKey<Market, Product> {
  private static final String ENTITY = "Product";

  static final Keys.Part<String> SKU = Keys.string(ENTITY, "sku", '#');

  static final Keys.Part<Integer> SIZE = Keys.int32(ENTITY, "size");

  static final Keys.Part<Product.Color> COLOR = Keys.enumName(ENTITY, "color", '#',
      Product.Color.class);

  static final Keys.Part<String> CATEGORY = Keys.string(ENTITY, "category", '#');

  static final Keys.Attribute PK = Keys.partitionKey(ENTITY, "PK", '#', "PRODUCT#{sku}");

  static final Keys.Attribute SK = Keys.sortKey(ENTITY, "SK", '#', "VARIANT#{size}#{color}");

  static final Keys.Attribute GSI4_PK = Keys.partitionKey(ENTITY, "GSI4PK", '#',
      "CATEGORY#{category}");

  /**
   * Refuses a key whose {@code sku} is null, empty, malformed or holds '#', or makes PK longer than
   * DynamoDB allows.
   */
  public ProductKey {
    SKU.encode(sku);
    if (PK.mayBeTooLong(8L + sku.length())) {
      PK.check("PRODUCT#" + sku);
    }
  }

  /** The key of {@code product}. */
  public static ProductKey of(Product product) {
    return new ProductKey(product.getSku(), product.getSize(), product.getColor());
  }

  /** The partition key value {@code PRODUCT#{sku}}, which queries and collections read. */
  public static String partitionKey(String sku) {
    return PK.check("PRODUCT#" + SKU.encode(sku));
  }

  /** The partition key value, {@code PRODUCT#{sku}}. */
  public String pk() {
    return "PRODUCT#" + sku;
  }

  /** The sort key value, {@code VARIANT#{size}#{color}}. */
  public String sk() {
    return SK.check("VARIANT#" + SIZE.encode(size) + "#" + COLOR.encode(color));
  }

  @Override
  public Map<String, AttributeValue> toKey() {
    return Map.of("PK", AttributeValue.createS(pk()), "SK", AttributeValue.createS(sk()));
  }

  @Override
  public EntitySchema<Product, ProductKey> schema() {
    return ProductSchema.INSTANCE;
  }

  /**
   * The key of {@code Product} in these key attributes; {@code null} when they have another shape.
   */
  public static ProductKey fromKeyAttributes(Map<String, AttributeValue> keys) {
    return Keys.read(keys, parts -> new ProductKey(parts.get("sku"), SIZE.decode(parts.get("size")),
        COLOR.decode(parts.get("color"))), PK, SK);
  }
}
