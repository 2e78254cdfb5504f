package dev.singletable.golden;

import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.EntityUpdate;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.UpdateStart;
import java.util.Optional;
import javax.annotation.processing.Generated;

/** Reads, writes and queries {@link Item} items ({@code LedgerDb.items()}). */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ItemRepository extends EntityRepository<Item, ItemKey, ItemRepository.ItemUpdate<Optional<Item>>> {
  static final Keys.Target BY_ITEM_ID = Keys.table();

  static final Keys.Target OWNED_BY = Keys.index("by-owner");

  /** Used by {@link LedgerDb}; obtain repositories from there. */
  ItemRepository(TableHandle table) {
    super(table, ItemSchema.INSTANCE, ItemUpdate::new);
  }

  /** {@link Item} items of partition {@code PK = ITEM#{itemId}}. */
  public EntityQuery<Item> byItemId(String itemId) {
    return query(BY_ITEM_ID.at(ItemKey.partitionKey(itemId)));
  }

  /** {@link Item} items of partition {@code by-ownerPK = OWNER#{owner}} of index by-owner. */
  public EntityQuery<Item> ownedBy(String owner) {
    return query(OWNED_BY.at(ItemSchema.byOwnerPartitionKey(owner)));
  }

  /** An update of {@link Item}, run by {@code execute()} or in a transaction. */
  public static final class ItemUpdate<R> extends EntityUpdate<Item, ItemKey, ItemUpdate<R>, R> {
    /** Made by the repositories' {@code update} and {@code upsert} and the transaction. */
    ItemUpdate(UpdateStart<Item, ItemKey, R> start) {
      super(start);
    }

    /** Sets {@code owner} and rewrites the keys of index by-owner. */
    public ItemUpdate<R> setOwner(String owner) {
      if (owner == null) {
        return removeOwner();
      }
      return setIndexInput(ItemSchema.OWNER, owner,
          indexKey(ItemKey.BY_OWNER_PK, ItemSchema.byOwnerPartitionKey(owner)));
    }

    /** Removes {@code owner} and the keys of index by-owner: the item leaves that index. */
    public ItemUpdate<R> removeOwner() {
      return removeIndexInput(ItemSchema.OWNER, noIndexKey(ItemKey.BY_OWNER_PK));
    }
  }
}
