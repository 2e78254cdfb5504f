package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.Keys;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Item} items through an asynchronous client; reach it with
 * {@code LedgerAsyncDb.items()}. Every read and write, and the terminals of its updates and
 * queries, return futures.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ItemAsyncRepository extends AsyncEntityRepository<Item, ItemKey> {
  private static final Keys.Target BY_ITEM_ID = Keys.table();

  private static final Keys.Target OWNED_BY = Keys.index("by-owner");

  /** Used by {@link LedgerAsyncDb}; obtain repositories from there. */
  ItemAsyncRepository(TableHandle table) {
    super(table, ItemSchema.INSTANCE);
  }

  /** Updates the existing item with this key (the update fails when there is none). */
  public ItemRepository.ItemUpdate<CompletableFuture<Optional<Item>>> update(ItemKey key) {
    return new ItemRepository.ItemUpdate<>(startUpdate(key));
  }

  /** Updates the item with this key, creating it when absent. */
  public ItemRepository.ItemUpdate<CompletableFuture<Optional<Item>>> upsert(ItemKey key) {
    return new ItemRepository.ItemUpdate<>(startUpsert(key));
  }

  /** {@link Item} items of partition {@code PK = ITEM#{itemId}}. */
  public AsyncEntityQuery<Item> byItemId(String itemId) {
    return query(BY_ITEM_ID.at(ItemKey.partitionKey(itemId)));
  }

  /** {@link Item} items of partition {@code by-ownerPK = OWNER#{owner}} of index by-owner. */
  public AsyncEntityQuery<Item> ownedBy(String owner) {
    return query(OWNED_BY.at(ItemSchema.byOwnerPartitionKey(owner)));
  }
}
