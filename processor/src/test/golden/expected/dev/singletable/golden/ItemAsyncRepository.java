package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.TableHandle;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Item} items through an asynchronous client; reach it with
 * {@code LedgerAsyncDb.items()}. Every read and write, and the terminals of its updates and
 * queries, return futures.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ItemAsyncRepository extends AsyncEntityRepository<Item, ItemKey, ItemRepository.ItemUpdate<CompletableFuture<Optional<Item>>>> {
  /** Used by {@link LedgerAsyncDb}; obtain repositories from there. */
  ItemAsyncRepository(TableHandle table) {
    super(table, ItemSchema.INSTANCE, ItemRepository.ItemUpdate::new);
  }

  /** The {@link ItemRepository#byItemId} query of this face, whose terminals return futures. */
  public AsyncEntityQuery<Item> byItemId(String itemId) {
    return query(ItemRepository.BY_ITEM_ID.at(ItemKey.partitionKey(itemId)));
  }

  /** The {@link ItemRepository#ownedBy} query of this face, whose terminals return futures. */
  public AsyncEntityQuery<Item> ownedBy(String owner) {
    return query(ItemRepository.OWNED_BY.at(ItemSchema.byOwnerPartitionKey(owner)));
  }
}
