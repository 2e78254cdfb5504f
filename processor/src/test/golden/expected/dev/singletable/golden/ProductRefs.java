package dev.singletable.golden;

import dev.singletable.runtime.expression.NumberRef;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.ReadOnlyRef;
import dev.singletable.runtime.expression.ReadOnlyStringRef;
import java.math.BigDecimal;
import javax.annotation.processing.Generated;

/**
 * The typed attribute references of {@link Product} ({@code ProductSchema.SKU}, as
 * {@link ProductSchema} implements it), built by the first one used, never by mapping items. Those
 * of key components are read-only: updates do not change the key.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public interface ProductRefs {
  ReadOnlyStringRef<Product> SKU = new ReadOnlyStringRef<>(Path.attribute("sku"));

  ReadOnlyRef<Product, Integer> SIZE = new ReadOnlyRef<>(Path.attribute("size"),
      ProductSchema.SIZE_CODEC);

  ReadOnlyRef<Product, Product.Color> COLOR = new ReadOnlyRef<>(Path.attribute("color"),
      ProductSchema.COLOR_CODEC);

  /** The {@code category} attribute, an index key input: {@code setCategory(...)} sets it. */
  ReadOnlyStringRef<Product> CATEGORY = new ReadOnlyStringRef<>(Path.attribute("category"));

  NumberRef<Product, BigDecimal> PRICE = new NumberRef<>(Path.attribute("price"),
      ProductSchema.PRICE_CODEC);
}
