package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.Keys;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Product} items through an asynchronous client; reach it with
 * {@code MarketAsyncDb.products()}. Every read and write, and the terminals of its updates and
 * queries, return futures.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ProductAsyncRepository extends AsyncEntityRepository<Product, ProductKey> {
  private static final Keys.Target BY_SKU = Keys.table().prefix("VARIANT#");

  private static final Keys.Target IN_CATEGORY = Keys.index("GSI4");

  /** Used by {@link MarketAsyncDb}; obtain repositories from there. */
  ProductAsyncRepository(TableHandle table) {
    super(table, ProductSchema.INSTANCE);
  }

  /** Updates the existing item with this key (the update fails when there is none). */
  public ProductRepository.ProductUpdate<CompletableFuture<Optional<Product>>> update(
      ProductKey key) {
    return new ProductRepository.ProductUpdate<>(startUpdate(key));
  }

  /** Updates the item with this key, creating it when absent. */
  public ProductRepository.ProductUpdate<CompletableFuture<Optional<Product>>> upsert(
      ProductKey key) {
    return new ProductRepository.ProductUpdate<>(startUpsert(key));
  }

  /**
   * {@link Product} items of partition {@code PK = PRODUCT#{sku}}, in
   * {@code SK = VARIANT#{size}#{color}} order.
   */
  public BySkuQuery bySku(String sku) {
    return new BySkuQuery(query(BY_SKU.at(ProductKey.partitionKey(sku))));
  }

  /** {@link Product} items of partition {@code GSI4PK = CATEGORY#{category}} of index GSI4. */
  public AsyncEntityQuery<Product> inCategory(String category) {
    return query(IN_CATEGORY.at(ProductSchema.gsi4PartitionKey(category)));
  }

  /** The {@code bySku} query: choose {@code size} or a range of it, or run it as is. */
  public static final class BySkuQuery extends AsyncEntityQuery<Product> {
    private static final Keys.Slot<Integer> SLOT = Keys.slot(ProductKey.SK, ProductKey.SIZE, "#",
        true);

    BySkuQuery(AsyncEntityQuery<Product> query) {
      super(query);
    }

    /** Only items whose {@code size} is the given value. */
    public BySkuSizeQuery size(int size) {
      return new BySkuSizeQuery(withSortKey(SLOT, size));
    }

    /** Only items whose {@code size} is in {@code range}, in key order. */
    public AsyncEntityQuery<Product> size(Range<Integer> range) {
      return withSortKey(SLOT, range);
    }
  }

  /**
   * The {@code bySku} query with size fixed: choose {@code color} or a range of it, or run it as
   * is.
   */
  public static final class BySkuSizeQuery extends AsyncEntityQuery<Product> {
    private static final Keys.Slot<Product.Color> SLOT = Keys.slot(ProductKey.SK, ProductKey.COLOR,
        "", false);

    BySkuSizeQuery(AsyncEntityQuery<Product> query) {
      super(query);
    }

    /** Only the item whose {@code color} is the given value. */
    public AsyncEntityQuery<Product> color(Product.Color color) {
      return withSortKey(SLOT, color);
    }

    /** Only items whose {@code color} is in {@code range}, in key order. */
    public AsyncEntityQuery<Product> color(Range<Product.Color> range) {
      return withSortKey(SLOT, range);
    }
  }
}
