package dev.singletable.golden;

import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.EntityUpdate;
import dev.singletable.runtime.ReturnValues;
import dev.singletable.runtime.TransactionUpdate;
import dev.singletable.runtime.expression.AttributeRef;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.UpdateAction;
import dev.singletable.runtime.internal.SortKeyCondition;
import dev.singletable.runtime.internal.TableContext;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads, writes and queries {@link Item} items; reach it with {@code LedgerDb.items()}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ItemRepository extends EntityRepository<Item, ItemKey> {
    private static final String ENTITY = "Item";

    /**
     * Used by {@link LedgerDb}; obtain repositories from there.
     */
    public ItemRepository(TableContext context) {
        super(context, ItemSchema.INSTANCE);
    }

    /**
     * {@link Item} items of partition {@code PK = ITEM#{itemId}}.
     */
    public EntityQuery<Item> byItemId(String itemId) {
        return query(querySpec(null, "PK", ItemKey.partitionKey(itemId), null, SortKeyCondition.any()));
    }

    /**
     * {@link Item} items of partition {@code by-ownerPK = OWNER#{owner}} of index by-owner.
     */
    public EntityQuery<Item> ownedBy(String owner) {
        return query(querySpec("by-owner", "by-ownerPK", ItemSchema.byOwnerPartitionKey(owner), null, SortKeyCondition.any()));
    }

    /**
     * Updates the existing item with this key; attributes that feed index keys have setters here.
     */
    @Override
    public ItemUpdate update(ItemKey key) {
        return new ItemUpdate(context(), key, false);
    }

    /**
     * Updates the item with this key, creating it when absent.
     */
    @Override
    public ItemUpdate upsert(ItemKey key) {
        return new ItemUpdate(context(), key, true);
    }

    /**
     * An update of {@link Item} with setters that keep its secondary-index keys in step.
     */
    public static final class ItemUpdate extends EntityUpdate<Item, ItemKey> {
        ItemUpdate(TableContext context, ItemKey key, boolean upsert) {
            super(context, ItemSchema.INSTANCE, key, upsert);
        }

        /**
         * Sets {@code owner} and rewrites the keys of index by-owner.
         */
        public ItemUpdate setOwner(String owner) {
            if (owner == null) {
                return removeOwner();
            }
            applyWithIndexKeys(ItemSchema.OWNER.set(owner),
                    UpdateAction.set(Path.attribute("by-ownerPK"), AttributeValue.fromS(ItemSchema.byOwnerPartitionKey(owner))));
            return this;
        }

        /**
         * Removes {@code owner} and the keys of index by-owner, so the item leaves that index (a sparse index).
         */
        public ItemUpdate removeOwner() {
            applyWithIndexKeys(ItemSchema.OWNER.remove(),
                    UpdateAction.remove(Path.attribute("by-ownerPK")));
            return this;
        }

        @Override
        public <V> ItemUpdate set(AttributeRef<V> attribute, V value) {
            super.set(attribute, value);
            return this;
        }

        @Override
        public ItemUpdate remove(AttributeRef<?> attribute) {
            super.remove(attribute);
            return this;
        }

        @Override
        public ItemUpdate apply(UpdateAction action) {
            super.apply(action);
            return this;
        }

        @Override
        public ItemUpdate condition(Condition extra) {
            super.condition(extra);
            return this;
        }

        @Override
        public ItemUpdate expectVersion(long version) {
            super.expectVersion(version);
            return this;
        }

        @Override
        public ItemUpdate returning(ReturnValues values) {
            super.returning(values);
            return this;
        }
    }

    /**
     * The update of {@link Item} inside a transaction, with the same index-aware setters.
     */
    public static final class ItemTransactionUpdate extends TransactionUpdate {
        private final ItemKey key;

        /**
         * Used by the generated transaction.
         */
        public ItemTransactionUpdate(TransactionUpdate base, ItemKey key) {
            super(base);
            this.key = key;
        }

        /**
         * Sets {@code owner} and rewrites the keys of index by-owner.
         */
        public ItemTransactionUpdate setOwner(String owner) {
            if (owner == null) {
                return removeOwner();
            }
            applyWithIndexKeys(ItemSchema.OWNER.set(owner),
                    UpdateAction.set(Path.attribute("by-ownerPK"), AttributeValue.fromS(ItemSchema.byOwnerPartitionKey(owner))));
            return this;
        }

        /**
         * Removes {@code owner} and the keys of index by-owner, so the item leaves that index (a sparse index).
         */
        public ItemTransactionUpdate removeOwner() {
            applyWithIndexKeys(ItemSchema.OWNER.remove(),
                    UpdateAction.remove(Path.attribute("by-ownerPK")));
            return this;
        }

        @Override
        public <V> ItemTransactionUpdate set(AttributeRef<V> attribute, V value) {
            super.set(attribute, value);
            return this;
        }

        @Override
        public ItemTransactionUpdate remove(AttributeRef<?> attribute) {
            super.remove(attribute);
            return this;
        }

        @Override
        public ItemTransactionUpdate apply(UpdateAction action) {
            super.apply(action);
            return this;
        }

        @Override
        public ItemTransactionUpdate condition(Condition extra) {
            super.condition(extra);
            return this;
        }

        @Override
        public ItemTransactionUpdate expectVersion(long version) {
            super.expectVersion(version);
            return this;
        }
    }
}
