package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.TableHandle;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/** {@link Item} items through an asynchronous client: every terminal returns a future. */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ItemAsyncRepository extends AsyncEntityRepository<Item, ItemKey, ItemRepository.ItemUpdate<CompletableFuture<Optional<Item>>>> {
  /** Used by {@link LedgerAsyncDb}; obtain repositories from there. */
  ItemAsyncRepository(TableHandle table) {
    super(table, ItemSchema.INSTANCE, ItemRepository.ItemUpdate::new);
  }

  /** {@link ItemRepository#byItemId}, whose terminals return futures. */
  public AsyncEntityQuery<Item> byItemId(String itemId) {
    return query(ItemRepository.BY_ITEM_ID.at(ItemKey.partitionKey(itemId)));
  }

  /** {@link ItemRepository#ownedBy}, whose terminals return futures. */
  public AsyncEntityQuery<Item> ownedBy(String owner) {
    return query(ItemRepository.OWNED_BY.at(ItemSchema.byOwnerPartitionKey(owner)));
  }
}
