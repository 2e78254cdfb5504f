package dev.singletable.golden;

import dev.singletable.runtime.expression.NumberRef;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.ReadOnlyRef;
import dev.singletable.runtime.expression.ReadOnlyStringRef;
import java.math.BigDecimal;
import javax.annotation.processing.Generated;

/**
 * The typed attribute references of {@link Product}, for its conditions, filters and updates.
 * {@link ProductSchema} implements this interface, so they read {@code ProductSchema.SKU}; they are
 * declared here so that mapping items builds none of them: they are made with the first one used.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public interface ProductRefs {
  /** The {@code sku} attribute, a primary key component: updates do not change it. */
  ReadOnlyStringRef<Product> SKU = new ReadOnlyStringRef<>(Path.attribute("sku"));

  /** The {@code size} attribute, a primary key component: updates do not change it. */
  ReadOnlyRef<Product, Integer> SIZE = new ReadOnlyRef<>(Path.attribute("size"),
      ProductSchema.SIZE_CODEC);

  /** The {@code color} attribute, a primary key component: updates do not change it. */
  ReadOnlyRef<Product, Product.Color> COLOR = new ReadOnlyRef<>(Path.attribute("color"),
      ProductSchema.COLOR_CODEC);

  /**
   * The {@code category} attribute, an index key input: updates set it with
   * {@code setCategory(...)}, which rewrites the key.
   */
  ReadOnlyStringRef<Product> CATEGORY = new ReadOnlyStringRef<>(Path.attribute("category"));

  /** The {@code price} attribute. */
  NumberRef<Product, BigDecimal> PRICE = new NumberRef<>(Path.attribute("price"),
      ProductSchema.PRICE_CODEC);
}
