package dev.singletable.golden;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.internal.AttributeValues;
import dev.singletable.runtime.internal.Items;
import java.math.BigDecimal;
import java.util.Map;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Product} is stored: item mapping without reflection, index keys and typed
 * attribute references for conditions, filters and updates ({@code ProductSchema.SKU.eq(...)}).
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ProductSchema implements EntitySchema<Product, ProductKey>, ProductRefs {
  /** The schema; it holds no state. */
  public static final ProductSchema INSTANCE = new ProductSchema();

  /** The value of the {@code entityType} attribute of every Product item. */
  public static final String ENTITY_TYPE = "Product";

  private static final String ENTITY = ENTITY_TYPE;

  private static final AttributeValue TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

  private static final Map<String, AttributeValue> PRIMITIVE_DEFAULTS = Map.ofEntries(
      Map.entry("size", AttributeValue.createN("0")));

  private ProductSchema() {
  }

  @Override
  public String entityType() {
    return ENTITY_TYPE;
  }

  @Override
  public Map<String, AttributeValue> toItem(Product product) {
    ProductKey key = ProductKey.of(product);
    Map<String, AttributeValue> item = Items.newMap(10);
    item.put("PK", AttributeValue.createS(key.pk()));
    item.put("SK", AttributeValue.createS(key.sk()));
    item.put("entityType", TYPE_VALUE);
    // Index GSI4: the keys stay absent (the item is not in the index)
    // unless category is set.
    if (product.getCategory() != null) {
      item.put("GSI4PK", AttributeValue.createS(gsi4PartitionKey(product.getCategory())));
    }
    String sku = product.getSku();
    if (sku != null) {
      item.put("sku", AttributeValues.string(ENTITY, "sku", sku));
    }
    item.put("size", AttributeValues.int32(product.getSize()));
    Product.Color color = product.getColor();
    if (color != null) {
      item.put("color", AttributeValues.enumName(color));
    }
    String category = product.getCategory();
    if (category != null) {
      item.put("category", AttributeValues.string(ENTITY, "category", category));
    }
    BigDecimal price = product.getPrice();
    if (price != null) {
      item.put("price", AttributeValues.decimal(ENTITY, "price", price));
    }
    return item;
  }

  @Override
  public Product fromItem(Map<String, AttributeValue> item) {
    Items.checkEntityType(item, "entityType", ENTITY_TYPE);
    return read(item, true);
  }

  @Override
  public Product fromPartialItem(Map<String, AttributeValue> item) {
    return read(item, false);
  }

  @Override
  public ProductKey keyOf(Product product) {
    return ProductKey.of(product);
  }

  @Override
  public Map<String, AttributeValue> keyItem(ProductKey key) {
    return key.toKey();
  }

  @Override
  public Map<String, AttributeValue> keyAttributes(ProductKey key) {
    Map<String, AttributeValue> attributes = Items.newMap(4);
    attributes.put("entityType", TYPE_VALUE);
    attributes.put("sku", AttributeValues.string(ENTITY, "sku", key.sku()));
    attributes.put("size", AttributeValues.int32(key.size()));
    attributes.put("color", AttributeValues.enumName(key.color()));
    return attributes;
  }

  @Override
  public Map<String, String> indexKeyInputs() {
    return Map.ofEntries(
        Map.entry("category", "setCategory"));
  }

  @Override
  public Map<String, AttributeValue> primitiveDefaults() {
    return PRIMITIVE_DEFAULTS;
  }

  /** The partition key of index GSI4, {@code GSI4PK = CATEGORY#{category}}. */
  public static String gsi4PartitionKey(String category) {
    return ProductKey.GSI4_PK.check("CATEGORY#" + ProductKey.CATEGORY.encode(category));
  }

  private static Product read(Map<String, AttributeValue> item, boolean strict) {
    AttributeValue v;
    v = item.get("sku");
    String sku = v == null || Items.isNull(v) ? null : AttributeValues.readString(ENTITY, "sku", v);
    v = item.get("size");
    int size;
    if (v != null) {
      size = AttributeValues.readInt32(ENTITY, "size", v);
    } else if (strict) {
      throw Items.missing(ENTITY, "size", item);
    } else {
      size = 0;
    }
    v = item.get("color");
    Product.Color color = v == null || Items.isNull(v) ? null
        : AttributeValues.readEnum(ENTITY, "color", v, Product.Color.class);
    v = item.get("category");
    String category = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "category", v);
    v = item.get("price");
    BigDecimal price = v == null || Items.isNull(v) ? null
        : AttributeValues.readDecimal(ENTITY, "price", v);
    String note = null;
    return Product.builder()
        .sku(sku)
        .size(size)
        .color(color)
        .category(category)
        .price(price)
        .build();
  }

  /**
   * The value encoders of the typed references: one class for all of them, not one lambda each,
   * so that making them spins no classes; nested here, where the schema's helpers are in reach.
   */
  static final class Encoder implements Function<Object, AttributeValue> {
    static final int SIZE = 0;

    static final int COLOR = 1;

    static final int PRICE = 2;

    private final int attribute;

    Encoder(int attribute) {
      this.attribute = attribute;
    }

    @Override
    public AttributeValue apply(Object value) {
      return switch (attribute) {
        case SIZE -> AttributeValues.int32((Integer) value);
        case COLOR -> AttributeValues.enumName((Product.Color) value);
        case PRICE -> AttributeValues.decimal(ENTITY, "price", (BigDecimal) value);
        default -> throw new IllegalStateException("no encoder " + attribute);
      };
    }
  }
}
