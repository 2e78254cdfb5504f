package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.EntityQuery;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Item} items through an asynchronous client; reach it with
 * {@code LedgerAsyncDb.items()}. Reads and writes return futures; {@code update}, {@code upsert}
 * and the queries return the builders of {@link ItemRepository}: end them with
 * {@code executeAsync()}, {@code pageAsync()}, {@code listAsync()} or
 * {@code forEachPageAsync(...)}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ItemAsyncRepository extends AsyncEntityRepository<Item, ItemKey> {
  private final ItemRepository repository;

  /**
   * Used by {@link LedgerAsyncDb}; obtain repositories from there.
   */
  ItemAsyncRepository(ItemRepository repository) {
    super(repository);
    this.repository = repository;
  }

  /**
   * Updates the existing item with this key; send it with {@code executeAsync()}.
   */
  public ItemRepository.ItemUpdate update(ItemKey key) {
    return repository.update(key);
  }

  /**
   * Updates the item with this key, creating it when absent; send it with {@code executeAsync()}.
   */
  public ItemRepository.ItemUpdate upsert(ItemKey key) {
    return repository.upsert(key);
  }

  /**
   * The query of {@link ItemRepository#byItemId}: end it with {@code pageAsync()},
   * {@code listAsync()} or {@code forEachPageAsync(...)}.
   */
  public EntityQuery<Item> byItemId(String itemId) {
    return repository.byItemId(itemId);
  }

  /**
   * The query of {@link ItemRepository#ownedBy}: end it with {@code pageAsync()},
   * {@code listAsync()} or {@code forEachPageAsync(...)}.
   */
  public EntityQuery<Item> ownedBy(String owner) {
    return repository.ownedBy(owner);
  }
}
