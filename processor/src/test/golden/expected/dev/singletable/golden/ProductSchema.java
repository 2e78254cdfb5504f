package dev.singletable.golden;

import dev.singletable.runtime.internal.Codec;
import dev.singletable.runtime.internal.SchemaBase;
import java.math.BigDecimal;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Product} is stored: reflection-free mapping, index keys, typed references
 * ({@code ProductSchema.SKU}).
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ProductSchema extends SchemaBase<Product, ProductKey> implements ProductRefs {
  /** The value of the {@code entityType} attribute of every Product item. */
  public static final String ENTITY_TYPE = "Product";

  /** The {@code entityType} attribute of its items; an item has up to 10 attributes. */
  private static final Codec.EntityType ITEM_TYPE = Codec.entityType("entityType", ENTITY_TYPE, 10);

  static final Codec<String> SKU_CODEC = Codec.string(ENTITY_TYPE, "sku");

  static final Codec.Primitive<Integer> SIZE_CODEC = Codec.int32(ENTITY_TYPE, "size");

  static final Codec<Product.Color> COLOR_CODEC = Codec.enumName(ENTITY_TYPE, "color",
      Product.Color.class);

  static final Codec<String> CATEGORY_CODEC = Codec.string(ENTITY_TYPE, "category");

  static final Codec<BigDecimal> PRICE_CODEC = Codec.decimal(ENTITY_TYPE, "price");

  /** The schema; it holds no state. */
  public static final ProductSchema INSTANCE = new ProductSchema();

  private ProductSchema() {
    super(ENTITY_TYPE, Map.ofEntries(
        Map.entry("category", "setCategory")), SIZE_CODEC);
  }

  @Override
  public Map<String, AttributeValue> toItem(Product product) {
    ProductKey key = ProductKey.of(product);
    Map<String, AttributeValue> item = ITEM_TYPE.newItem();
    item.put("PK", AttributeValue.createS(key.pk()));
    item.put("SK", AttributeValue.createS(key.sk()));
    // Index GSI4: the keys stay absent (the item is not in the index)
    // unless category is set.
    if (product.getCategory() != null) {
      item.put("GSI4PK", AttributeValue.createS(gsi4PartitionKey(product.getCategory())));
    }
    SKU_CODEC.put(item, product.getSku());
    SIZE_CODEC.put(item, product.getSize());
    COLOR_CODEC.put(item, product.getColor());
    CATEGORY_CODEC.put(item, product.getCategory());
    PRICE_CODEC.put(item, product.getPrice());
    return item;
  }

  @Override
  public Product fromItem(Map<String, AttributeValue> item) {
    ITEM_TYPE.check(item);
    SIZE_CODEC.require(item);
    return fromPartialItem(item);
  }

  @Override
  public Product fromPartialItem(Map<String, AttributeValue> item) {
    return Product.builder()
        .sku(SKU_CODEC.read(item))
        .size(SIZE_CODEC.readInt(item))
        .color(COLOR_CODEC.read(item))
        .category(CATEGORY_CODEC.read(item))
        .price(PRICE_CODEC.read(item))
        .build();
  }

  @Override
  public ProductKey keyOf(Product product) {
    return ProductKey.of(product);
  }

  @Override
  public Map<String, AttributeValue> keyAttributes(ProductKey key) {
    Map<String, AttributeValue> attributes = ITEM_TYPE.newItem();
    SKU_CODEC.put(attributes, key.sku());
    SIZE_CODEC.put(attributes, key.size());
    COLOR_CODEC.put(attributes, key.color());
    return attributes;
  }

  /** The partition key of index GSI4, {@code GSI4PK = CATEGORY#{category}}. */
  public static String gsi4PartitionKey(String category) {
    return ProductKey.GSI4_PK.check("CATEGORY#" + ProductKey.CATEGORY.encode(category));
  }
}
