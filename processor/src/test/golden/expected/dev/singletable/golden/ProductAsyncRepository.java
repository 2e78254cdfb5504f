package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.EntityQuery;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Product} items through an asynchronous client; reach it with
 * {@code MarketAsyncDb.products()}. Reads and writes return futures; {@code update}, {@code upsert}
 * and the queries return the builders of {@link ProductRepository}: end them with
 * {@code executeAsync()}, {@code pageAsync()}, {@code listAsync()} or
 * {@code forEachPageAsync(...)}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ProductAsyncRepository extends AsyncEntityRepository<Product, ProductKey> {
  private final ProductRepository repository;

  /**
   * Used by {@link MarketAsyncDb}; obtain repositories from there.
   */
  ProductAsyncRepository(ProductRepository repository) {
    super(repository);
    this.repository = repository;
  }

  /**
   * Updates the existing item with this key; send it with {@code executeAsync()}.
   */
  public ProductRepository.ProductUpdate update(ProductKey key) {
    return repository.update(key);
  }

  /**
   * Updates the item with this key, creating it when absent; send it with {@code executeAsync()}.
   */
  public ProductRepository.ProductUpdate upsert(ProductKey key) {
    return repository.upsert(key);
  }

  /**
   * The query of {@link ProductRepository#bySku}: end it with {@code pageAsync()},
   * {@code listAsync()} or {@code forEachPageAsync(...)}.
   */
  public ProductRepository.BySkuQuery bySku(String sku) {
    return repository.bySku(sku);
  }

  /**
   * The query of {@link ProductRepository#inCategory}: end it with {@code pageAsync()},
   * {@code listAsync()} or {@code forEachPageAsync(...)}.
   */
  public EntityQuery<Product> inCategory(String category) {
    return repository.inCategory(category);
  }
}
