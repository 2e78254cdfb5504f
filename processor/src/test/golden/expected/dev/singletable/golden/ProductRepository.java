package dev.singletable.golden;

import dev.singletable.runtime.BaseQuery;
import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.EntityUpdate;
import dev.singletable.runtime.KeyStage;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.UpdateStart;
import java.util.Optional;
import javax.annotation.processing.Generated;

/** Reads, writes and queries {@link Product} items ({@code MarketDb.products()}). */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ProductRepository extends EntityRepository<Product, ProductKey, ProductRepository.ProductUpdate<Optional<Product>>> {
  static final Keys.Target BY_SKU = Keys.table().prefix("VARIANT#");

  static final Keys.Target IN_CATEGORY = Keys.index("GSI4");

  /** Used by {@link MarketDb}; obtain repositories from there. */
  ProductRepository(TableHandle table) {
    super(table, ProductSchema.INSTANCE, ProductUpdate::new);
  }

  /**
   * {@link Product} items of partition {@code PK = PRODUCT#{sku}}, in
   * {@code SK = VARIANT#{size}#{color}} order.
   */
  public SizeColorStage<EntityQuery<Product>> bySku(String sku) {
    return new SizeColorStage<>(query(BY_SKU.at(ProductKey.partitionKey(sku))), ProductKey.SK);
  }

  /** {@link Product} items of partition {@code GSI4PK = CATEGORY#{category}} of index GSI4. */
  public EntityQuery<Product> inCategory(String category) {
    return query(IN_CATEGORY.at(ProductSchema.gsi4PartitionKey(category)));
  }

  /** An update of {@link Product}, run by {@code execute()} or in a transaction. */
  public static final class ProductUpdate<R> extends EntityUpdate<Product, ProductKey, ProductUpdate<R>, R> {
    /** Made by the repositories' {@code update} and {@code upsert} and the transaction. */
    ProductUpdate(UpdateStart<Product, ProductKey, R> start) {
      super(start);
    }

    /** Sets {@code category} and rewrites the keys of index GSI4. */
    public ProductUpdate<R> setCategory(String category) {
      if (category == null) {
        return removeCategory();
      }
      return setIndexInput(ProductSchema.CATEGORY, category,
          indexKey(ProductKey.GSI4_PK, ProductSchema.gsi4PartitionKey(category)));
    }

    /** Removes {@code category} and the keys of index GSI4: the item leaves that index. */
    public ProductUpdate<R> removeCategory() {
      return removeIndexInput(ProductSchema.CATEGORY, noIndexKey(ProductKey.GSI4_PK));
    }
  }

  /** A query stage: choose {@code size} or a range of it, or run {@code all()}. */
  public static final class SizeColorStage<Q extends BaseQuery<Product, Product, Q>> extends KeyStage<Product, Product, Q> {
    private static final Keys.Slot<Integer> SLOT = Keys.slot(ProductKey.SIZE, "#", true);

    SizeColorStage(Q query, Keys.Attribute sortKey) {
      super(query, sortKey);
    }

    /** Only items whose {@code size} is the given value. */
    public ColorStage<Q> size(int size) {
      return new ColorStage<>(withSortKey(SLOT, size), sortKey());
    }

    /** Only items whose {@code size} is in {@code range}, in key order. */
    public Q size(Range<Integer> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** A query stage: choose {@code color} or a range of it, or run {@code all()}. */
  public static final class ColorStage<Q extends BaseQuery<Product, Product, Q>> extends KeyStage<Product, Product, Q> {
    private static final Keys.Slot<Product.Color> SLOT = Keys.slot(ProductKey.COLOR, "", false);

    ColorStage(Q query, Keys.Attribute sortKey) {
      super(query, sortKey);
    }

    /** Only the item whose {@code color} is the given value. */
    public Q color(Product.Color color) {
      return withSortKey(SLOT, color);
    }

    /** Only items whose {@code color} is in {@code range}, in key order. */
    public Q color(Range<Product.Color> range) {
      return withSortKey(SLOT, range);
    }
  }
}
