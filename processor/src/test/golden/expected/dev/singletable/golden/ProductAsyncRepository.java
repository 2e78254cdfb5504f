package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.TableHandle;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/** {@link Product} items through an asynchronous client: every terminal returns a future. */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ProductAsyncRepository extends AsyncEntityRepository<Product, ProductKey, ProductRepository.ProductUpdate<CompletableFuture<Optional<Product>>>> {
  /** Used by {@link MarketAsyncDb}; obtain repositories from there. */
  ProductAsyncRepository(TableHandle table) {
    super(table, ProductSchema.INSTANCE, ProductRepository.ProductUpdate::new);
  }

  /** {@link ProductRepository#bySku}, whose terminals return futures. */
  public ProductRepository.SizeColorStage<AsyncEntityQuery<Product>> bySku(String sku) {
    return new ProductRepository.SizeColorStage<>(query(
        ProductRepository.BY_SKU.at(ProductKey.partitionKey(sku))), ProductKey.SK);
  }

  /** {@link ProductRepository#inCategory}, whose terminals return futures. */
  public AsyncEntityQuery<Product> inCategory(String category) {
    return query(ProductRepository.IN_CATEGORY.at(ProductSchema.gsi4PartitionKey(category)));
  }
}
