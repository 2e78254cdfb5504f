package dev.singletable.golden;

import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.EntityUpdate;
import dev.singletable.runtime.QueryTarget;
import dev.singletable.runtime.SortKey;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.KeyEncoding;
import java.util.Optional;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Product} items; reach it with {@code MarketDb.products()}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ProductRepository extends EntityRepository<Product, ProductKey> {
  private static final String ENTITY = "Product";

  /**
   * Used by {@link MarketDb}; obtain repositories from there.
   */
  ProductRepository(TableHandle table) {
    super(table, ProductSchema.INSTANCE);
  }

  /**
   * Updates the existing item with this key (the update fails when there is none).
   */
  public ProductUpdate<Optional<Product>> update(ProductKey key) {
    return new ProductUpdate<>(startUpdate(key));
  }

  /**
   * Updates the item with this key, creating it when absent.
   */
  public ProductUpdate<Optional<Product>> upsert(ProductKey key) {
    return new ProductUpdate<>(startUpsert(key));
  }

  /**
   * {@link Product} items of partition {@code PK = PRODUCT#{sku}}, in
   * {@code SK = VARIANT#{size}#{color}} order.
   */
  public BySkuQuery bySku(String sku) {
    return new BySkuQuery(query(QueryTarget.table(ProductKey.partitionKey(sku))
        .sortKey(SortKey.prefix("VARIANT#"))));
  }

  /**
   * {@link Product} items of partition {@code GSI4PK = CATEGORY#{category}} of index GSI4.
   */
  public EntityQuery<Product> inCategory(String category) {
    return query(QueryTarget.index("GSI4", ProductSchema.gsi4PartitionKey(category)));
  }

  /**
   * An update of {@link Product}, sent on its own by {@code execute()} or as an action of a
   * transaction. Its setters of attributes that feed secondary-index keys keep those keys in step.
   *
   * @param <R> what {@code execute()} returns: the result, or a future of it
   */
  public static final class ProductUpdate<R> extends EntityUpdate<Product, ProductKey, ProductUpdate<R>, R> {
    /**
     * Made by the repositories' {@code update} and {@code upsert} and the transaction.
     */
    ProductUpdate(EntityUpdate.Start<Product, ProductKey, R> start) {
      super(start);
    }

    /**
     * Sets {@code category} and rewrites the keys of index GSI4.
     */
    public ProductUpdate<R> setCategory(String category) {
      if (category == null) {
        return removeCategory();
      }
      return setIndexInput(ProductSchema.CATEGORY, category,
          indexKey("GSI4PK", ProductSchema.gsi4PartitionKey(category)));
    }

    /**
     * Removes {@code category} and the keys of index GSI4, so the item leaves that index
     * (a sparse index).
     */
    public ProductUpdate<R> removeCategory() {
      return removeIndexInput(ProductSchema.CATEGORY, noIndexKey("GSI4PK"));
    }
  }

  /**
   * The {@code bySku} query: choose {@code size} or a range of it, or run it as is.
   */
  public static final class BySkuQuery extends EntityQuery<Product> {
    BySkuQuery(EntityQuery<Product> query) {
      super(query);
    }

    /**
     * Only items whose {@code size} is the given value.
     */
    public BySkuSizeQuery size(int size) {
      String next = "VARIANT#" + KeyEncoding.int32(ENTITY, "size", size) + "#";
      return new BySkuSizeQuery(withSortKey(SortKey.prefix(next)), next);
    }

    /**
     * Only items whose {@code size} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public EntityQuery<Product> sizeBetween(int low, int high) {
      return withSortKey(SortKey.between("VARIANT#", KeyEncoding.int32(ENTITY, "size", low),
          KeyEncoding.int32(ENTITY, "size", high), false, '#'));
    }

    /**
     * Only items whose {@code size} is at or after {@code low}, in key order.
     */
    public EntityQuery<Product> sizeFrom(int low) {
      return withSortKey(SortKey.from("VARIANT#", KeyEncoding.int32(ENTITY, "size", low), false,
          '#'));
    }

    /**
     * Only items whose {@code size} is strictly after {@code low}, in key order.
     */
    public EntityQuery<Product> sizeAfter(int low) {
      return withSortKey(SortKey.after("VARIANT#", KeyEncoding.int32(ENTITY, "size", low), false,
          '#'));
    }

    /**
     * Only items whose {@code size} is at or before {@code high}, in key order.
     */
    public EntityQuery<Product> sizeUpTo(int high) {
      return withSortKey(SortKey.upTo("VARIANT#", KeyEncoding.int32(ENTITY, "size", high), false,
          '#'));
    }

    /**
     * Only items whose {@code size} is strictly before {@code high}, in key order.
     */
    public EntityQuery<Product> sizeBefore(int high) {
      return withSortKey(SortKey.before("VARIANT#", KeyEncoding.int32(ENTITY, "size", high), false,
          '#'));
    }
  }

  /**
   * The {@code bySku} query with size fixed: choose {@code color} or a range of it, or run it as
   * is.
   */
  public static final class BySkuSizeQuery extends EntityQuery<Product> {
    private final String prefix;

    BySkuSizeQuery(EntityQuery<Product> query, String prefix) {
      super(query);
      this.prefix = prefix;
    }

    /**
     * Only the item whose {@code color} is the given value.
     */
    public EntityQuery<Product> color(Product.Color color) {
      return withSortKey(SortKey.equalTo(KeyEncoding.sortKey(ENTITY, "SK", this.prefix
          + KeyEncoding.enumName(ENTITY, "color", '#', color))));
    }

    /**
     * Only items whose {@code color} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public EntityQuery<Product> colorBetween(Product.Color low, Product.Color high) {
      return withSortKey(SortKey.between(this.prefix,
          KeyEncoding.enumName(ENTITY, "color", '#', low),
          KeyEncoding.enumName(ENTITY, "color", '#', high), true, '#'));
    }

    /**
     * Only items whose {@code color} is at or after {@code low}, in key order.
     */
    public EntityQuery<Product> colorFrom(Product.Color low) {
      return withSortKey(SortKey.from(this.prefix, KeyEncoding.enumName(ENTITY, "color", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code color} is strictly after {@code low}, in key order.
     */
    public EntityQuery<Product> colorAfter(Product.Color low) {
      return withSortKey(SortKey.after(this.prefix, KeyEncoding.enumName(ENTITY, "color", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code color} is at or before {@code high}, in key order.
     */
    public EntityQuery<Product> colorUpTo(Product.Color high) {
      return withSortKey(SortKey.upTo(this.prefix, KeyEncoding.enumName(ENTITY, "color", '#', high),
          true, '#'));
    }

    /**
     * Only items whose {@code color} is strictly before {@code high}, in key order.
     */
    public EntityQuery<Product> colorBefore(Product.Color high) {
      return withSortKey(SortKey.before(this.prefix,
          KeyEncoding.enumName(ENTITY, "color", '#', high), true, '#'));
    }
  }
}
