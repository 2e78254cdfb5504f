package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.QueryTarget;
import dev.singletable.runtime.SortKey;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.KeyEncoding;
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
  private static final String ENTITY = "Product";

  /**
   * Used by {@link MarketAsyncDb}; obtain repositories from there.
   */
  ProductAsyncRepository(TableHandle table) {
    super(table, ProductSchema.INSTANCE);
  }

  /**
   * Updates the existing item with this key (the update fails when there is none).
   */
  public ProductRepository.ProductUpdate<CompletableFuture<Optional<Product>>> update(
      ProductKey key) {
    return new ProductRepository.ProductUpdate<>(startUpdate(key));
  }

  /**
   * Updates the item with this key, creating it when absent.
   */
  public ProductRepository.ProductUpdate<CompletableFuture<Optional<Product>>> upsert(
      ProductKey key) {
    return new ProductRepository.ProductUpdate<>(startUpsert(key));
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
  public AsyncEntityQuery<Product> inCategory(String category) {
    return query(QueryTarget.index("GSI4", ProductSchema.gsi4PartitionKey(category)));
  }

  /**
   * The {@code bySku} query: choose {@code size} or a range of it, or run it as is.
   */
  public static final class BySkuQuery extends AsyncEntityQuery<Product> {
    BySkuQuery(AsyncEntityQuery<Product> query) {
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
    public AsyncEntityQuery<Product> sizeBetween(int low, int high) {
      return withSortKey(SortKey.between("VARIANT#", KeyEncoding.int32(ENTITY, "size", low),
          KeyEncoding.int32(ENTITY, "size", high), false, '#'));
    }

    /**
     * Only items whose {@code size} is at or after {@code low}, in key order.
     */
    public AsyncEntityQuery<Product> sizeFrom(int low) {
      return withSortKey(SortKey.from("VARIANT#", KeyEncoding.int32(ENTITY, "size", low), false,
          '#'));
    }

    /**
     * Only items whose {@code size} is strictly after {@code low}, in key order.
     */
    public AsyncEntityQuery<Product> sizeAfter(int low) {
      return withSortKey(SortKey.after("VARIANT#", KeyEncoding.int32(ENTITY, "size", low), false,
          '#'));
    }

    /**
     * Only items whose {@code size} is at or before {@code high}, in key order.
     */
    public AsyncEntityQuery<Product> sizeUpTo(int high) {
      return withSortKey(SortKey.upTo("VARIANT#", KeyEncoding.int32(ENTITY, "size", high), false,
          '#'));
    }

    /**
     * Only items whose {@code size} is strictly before {@code high}, in key order.
     */
    public AsyncEntityQuery<Product> sizeBefore(int high) {
      return withSortKey(SortKey.before("VARIANT#", KeyEncoding.int32(ENTITY, "size", high), false,
          '#'));
    }
  }

  /**
   * The {@code bySku} query with size fixed: choose {@code color} or a range of it, or run it as
   * is.
   */
  public static final class BySkuSizeQuery extends AsyncEntityQuery<Product> {
    private final String prefix;

    BySkuSizeQuery(AsyncEntityQuery<Product> query, String prefix) {
      super(query);
      this.prefix = prefix;
    }

    /**
     * Only the item whose {@code color} is the given value.
     */
    public AsyncEntityQuery<Product> color(Product.Color color) {
      return withSortKey(SortKey.equalTo(KeyEncoding.sortKey(ENTITY, "SK", this.prefix
          + KeyEncoding.enumName(ENTITY, "color", '#', color))));
    }

    /**
     * Only items whose {@code color} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public AsyncEntityQuery<Product> colorBetween(Product.Color low, Product.Color high) {
      return withSortKey(SortKey.between(this.prefix,
          KeyEncoding.enumName(ENTITY, "color", '#', low),
          KeyEncoding.enumName(ENTITY, "color", '#', high), true, '#'));
    }

    /**
     * Only items whose {@code color} is at or after {@code low}, in key order.
     */
    public AsyncEntityQuery<Product> colorFrom(Product.Color low) {
      return withSortKey(SortKey.from(this.prefix, KeyEncoding.enumName(ENTITY, "color", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code color} is strictly after {@code low}, in key order.
     */
    public AsyncEntityQuery<Product> colorAfter(Product.Color low) {
      return withSortKey(SortKey.after(this.prefix, KeyEncoding.enumName(ENTITY, "color", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code color} is at or before {@code high}, in key order.
     */
    public AsyncEntityQuery<Product> colorUpTo(Product.Color high) {
      return withSortKey(SortKey.upTo(this.prefix, KeyEncoding.enumName(ENTITY, "color", '#', high),
          true, '#'));
    }

    /**
     * Only items whose {@code color} is strictly before {@code high}, in key order.
     */
    public AsyncEntityQuery<Product> colorBefore(Product.Color high) {
      return withSortKey(SortKey.before(this.prefix,
          KeyEncoding.enumName(ENTITY, "color", '#', high), true, '#'));
    }
  }
}
