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
import dev.singletable.runtime.internal.KeyEncoding;
import dev.singletable.runtime.internal.QuerySpec;
import dev.singletable.runtime.internal.SortKeyCondition;
import dev.singletable.runtime.internal.TableContext;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads, writes and queries {@link Slot} items; reach it with {@code MarketDb.slots()}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class SlotRepository extends EntityRepository<Slot, SlotKey> {
    private static final String ENTITY = "Slot";

    /**
     * Used by {@link MarketDb}; obtain repositories from there.
     */
    public SlotRepository(TableContext context) {
        super(context, SlotSchema.INSTANCE);
    }

    /**
     * {@link Slot} items of partition {@code PK = SLOT#{prefix}}, in {@code SK = {prefix}#{next}#{item}} order.
     */
    public SlotsOfQuery slotsOf(String prefix) {
        String prefixValue = KeyEncoding.string(ENTITY, "prefix", '#', prefix) + "#";
        return new SlotsOfQuery(querySpec(null, "PK", SlotKey.partitionKey(prefix), "SK", SortKeyCondition.prefix(prefixValue)), prefixValue);
    }

    /**
     * {@link Slot} items of partition {@code GSI1PK = STORED#{stored}} of index GSI1, in {@code GSI1SK = {key}#{slot}} order.
     */
    public ByStoredQuery byStored(String stored) {
        return new ByStoredQuery(querySpec("GSI1", "GSI1PK", SlotSchema.gsi1PartitionKey(stored), "GSI1SK", SortKeyCondition.prefix("")));
    }

    /**
     * Updates the existing item with this key; attributes that feed index keys have setters here.
     */
    @Override
    public SlotUpdate update(SlotKey key) {
        return new SlotUpdate(context(), key, false);
    }

    /**
     * Updates the item with this key, creating it when absent.
     */
    @Override
    public SlotUpdate upsert(SlotKey key) {
        return new SlotUpdate(context(), key, true);
    }

    /**
     * The {@code slotsOf} query: choose {@code next} or a range of it, or run it as is.
     */
    public static final class SlotsOfQuery extends EntityQuery<Slot> {
        private final String prefix;

        SlotsOfQuery(QuerySpec<Slot> spec, String prefix) {
            super(spec);
            this.prefix = prefix;
        }

        /**
         * Only items whose {@code next} is the given value.
         */
        public SlotsOfNextQuery next(String next) {
            String nextValue = this.prefix + KeyEncoding.string(ENTITY, "next", '#', next) + "#";
            return new SlotsOfNextQuery(spec().withSortKey(SortKeyCondition.prefix(nextValue)), nextValue);
        }

        /**
         * Only items whose {@code next} is between (inclusive) {@code low} and {@code high}, in key order.
         */
        public EntityQuery<Slot> nextBetween(String low, String high) {
            return withSortKey(SortKeyCondition.between(this.prefix, KeyEncoding.string(ENTITY, "next", '#', low), KeyEncoding.string(ENTITY, "next", '#', high), false, '#'));
        }

        /**
         * Only items whose {@code next} is at or after {@code low}, in key order.
         */
        public EntityQuery<Slot> nextFrom(String low) {
            return withSortKey(SortKeyCondition.from(this.prefix, KeyEncoding.string(ENTITY, "next", '#', low), false, '#'));
        }

        /**
         * Only items whose {@code next} is strictly after {@code low}, in key order.
         */
        public EntityQuery<Slot> nextAfter(String low) {
            return withSortKey(SortKeyCondition.after(this.prefix, KeyEncoding.string(ENTITY, "next", '#', low), false, '#'));
        }

        /**
         * Only items whose {@code next} is at or before {@code high}, in key order.
         */
        public EntityQuery<Slot> nextUpTo(String high) {
            return withSortKey(SortKeyCondition.upTo(this.prefix, KeyEncoding.string(ENTITY, "next", '#', high), false, '#'));
        }

        /**
         * Only items whose {@code next} is strictly before {@code high}, in key order.
         */
        public EntityQuery<Slot> nextBefore(String high) {
            return withSortKey(SortKeyCondition.before(this.prefix, KeyEncoding.string(ENTITY, "next", '#', high), false, '#'));
        }

        /**
         * Only items whose {@code next} begins with {@code prefix}, in key order.
         */
        public EntityQuery<Slot> nextBeginsWith(String prefix) {
            return withSortKey(SortKeyCondition.prefix(this.prefix + KeyEncoding.string(ENTITY, "next", '#', prefix)));
        }
    }

    /**
     * The {@code slotsOf} query with next fixed: choose {@code item} or a range of it, or run it as is.
     */
    public static final class SlotsOfNextQuery extends EntityQuery<Slot> {
        private final String prefix;

        SlotsOfNextQuery(QuerySpec<Slot> spec, String prefix) {
            super(spec);
            this.prefix = prefix;
        }

        /**
         * Only the item whose {@code item} is the given value.
         */
        public EntityQuery<Slot> item(String item) {
            return withSortKey(SortKeyCondition.equalTo(KeyEncoding.sortKey(ENTITY, "SK", this.prefix + KeyEncoding.string(ENTITY, "item", '#', item))));
        }

        /**
         * Only items whose {@code item} is between (inclusive) {@code low} and {@code high}, in key order.
         */
        public EntityQuery<Slot> itemBetween(String low, String high) {
            return withSortKey(SortKeyCondition.between(this.prefix, KeyEncoding.string(ENTITY, "item", '#', low), KeyEncoding.string(ENTITY, "item", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code item} is at or after {@code low}, in key order.
         */
        public EntityQuery<Slot> itemFrom(String low) {
            return withSortKey(SortKeyCondition.from(this.prefix, KeyEncoding.string(ENTITY, "item", '#', low), true, '#'));
        }

        /**
         * Only items whose {@code item} is strictly after {@code low}, in key order.
         */
        public EntityQuery<Slot> itemAfter(String low) {
            return withSortKey(SortKeyCondition.after(this.prefix, KeyEncoding.string(ENTITY, "item", '#', low), true, '#'));
        }

        /**
         * Only items whose {@code item} is at or before {@code high}, in key order.
         */
        public EntityQuery<Slot> itemUpTo(String high) {
            return withSortKey(SortKeyCondition.upTo(this.prefix, KeyEncoding.string(ENTITY, "item", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code item} is strictly before {@code high}, in key order.
         */
        public EntityQuery<Slot> itemBefore(String high) {
            return withSortKey(SortKeyCondition.before(this.prefix, KeyEncoding.string(ENTITY, "item", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code item} begins with {@code prefix}, in key order.
         */
        public EntityQuery<Slot> itemBeginsWith(String prefix) {
            return withSortKey(SortKeyCondition.prefix(this.prefix + KeyEncoding.string(ENTITY, "item", '#', prefix)));
        }
    }

    /**
     * The {@code byStored} query: choose {@code key} or a range of it, or run it as is.
     */
    public static final class ByStoredQuery extends EntityQuery<Slot> {
        ByStoredQuery(QuerySpec<Slot> spec) {
            super(spec);
        }

        /**
         * Only items whose {@code key} is the given value.
         */
        public ByStoredKeyQuery key(String key) {
            String next = "" + KeyEncoding.string(ENTITY, "key", '#', key) + "#";
            return new ByStoredKeyQuery(spec().withSortKey(SortKeyCondition.prefix(next)), next);
        }

        /**
         * Only items whose {@code key} is between (inclusive) {@code low} and {@code high}, in key order.
         */
        public EntityQuery<Slot> keyBetween(String low, String high) {
            return withSortKey(SortKeyCondition.between("", KeyEncoding.string(ENTITY, "key", '#', low), KeyEncoding.string(ENTITY, "key", '#', high), false, '#'));
        }

        /**
         * Only items whose {@code key} is at or after {@code low}, in key order.
         */
        public EntityQuery<Slot> keyFrom(String low) {
            return withSortKey(SortKeyCondition.from("", KeyEncoding.string(ENTITY, "key", '#', low), false, '#'));
        }

        /**
         * Only items whose {@code key} is strictly after {@code low}, in key order.
         */
        public EntityQuery<Slot> keyAfter(String low) {
            return withSortKey(SortKeyCondition.after("", KeyEncoding.string(ENTITY, "key", '#', low), false, '#'));
        }

        /**
         * Only items whose {@code key} is at or before {@code high}, in key order.
         */
        public EntityQuery<Slot> keyUpTo(String high) {
            return withSortKey(SortKeyCondition.upTo("", KeyEncoding.string(ENTITY, "key", '#', high), false, '#'));
        }

        /**
         * Only items whose {@code key} is strictly before {@code high}, in key order.
         */
        public EntityQuery<Slot> keyBefore(String high) {
            return withSortKey(SortKeyCondition.before("", KeyEncoding.string(ENTITY, "key", '#', high), false, '#'));
        }

        /**
         * Only items whose {@code key} begins with {@code prefix}, in key order.
         */
        public EntityQuery<Slot> keyBeginsWith(String prefix) {
            return withSortKey(SortKeyCondition.prefix("" + KeyEncoding.string(ENTITY, "key", '#', prefix)));
        }
    }

    /**
     * The {@code byStored} query with key fixed: choose {@code slot} or a range of it, or run it as is.
     */
    public static final class ByStoredKeyQuery extends EntityQuery<Slot> {
        private final String prefix;

        ByStoredKeyQuery(QuerySpec<Slot> spec, String prefix) {
            super(spec);
            this.prefix = prefix;
        }

        /**
         * Only the item whose {@code slot} is the given value.
         */
        public EntityQuery<Slot> slot(String slot) {
            return withSortKey(SortKeyCondition.equalTo(KeyEncoding.sortKey(ENTITY, "GSI1SK", this.prefix + KeyEncoding.string(ENTITY, "slot", '#', slot))));
        }

        /**
         * Only items whose {@code slot} is between (inclusive) {@code low} and {@code high}, in key order.
         */
        public EntityQuery<Slot> slotBetween(String low, String high) {
            return withSortKey(SortKeyCondition.between(this.prefix, KeyEncoding.string(ENTITY, "slot", '#', low), KeyEncoding.string(ENTITY, "slot", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code slot} is at or after {@code low}, in key order.
         */
        public EntityQuery<Slot> slotFrom(String low) {
            return withSortKey(SortKeyCondition.from(this.prefix, KeyEncoding.string(ENTITY, "slot", '#', low), true, '#'));
        }

        /**
         * Only items whose {@code slot} is strictly after {@code low}, in key order.
         */
        public EntityQuery<Slot> slotAfter(String low) {
            return withSortKey(SortKeyCondition.after(this.prefix, KeyEncoding.string(ENTITY, "slot", '#', low), true, '#'));
        }

        /**
         * Only items whose {@code slot} is at or before {@code high}, in key order.
         */
        public EntityQuery<Slot> slotUpTo(String high) {
            return withSortKey(SortKeyCondition.upTo(this.prefix, KeyEncoding.string(ENTITY, "slot", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code slot} is strictly before {@code high}, in key order.
         */
        public EntityQuery<Slot> slotBefore(String high) {
            return withSortKey(SortKeyCondition.before(this.prefix, KeyEncoding.string(ENTITY, "slot", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code slot} begins with {@code prefix}, in key order.
         */
        public EntityQuery<Slot> slotBeginsWith(String prefix) {
            return withSortKey(SortKeyCondition.prefix(this.prefix + KeyEncoding.string(ENTITY, "slot", '#', prefix)));
        }
    }

    /**
     * An update of {@link Slot} with setters that keep its secondary-index keys in step.
     */
    public static final class SlotUpdate extends EntityUpdate<Slot, SlotKey> {
        SlotUpdate(TableContext context, SlotKey key, boolean upsert) {
            super(context, SlotSchema.INSTANCE, key, upsert);
        }

        /**
         * Sets {@code key} and rewrites the keys of index GSI1; the update only succeeds if the stored {@code stored} and {@code slot} are the values given, which those keys also hold.
         */
        public SlotUpdate setKey(String key, String stored, String slot) {
            if (key == null) {
                return removeKey();
            }
            applyWithIndexKeys(SlotSchema.KEY.set(key),
                    UpdateAction.set(Path.attribute("GSI1PK"), AttributeValue.fromS(SlotSchema.gsi1PartitionKey(stored))),
                    UpdateAction.set(Path.attribute("GSI1SK"), AttributeValue.fromS(SlotSchema.gsi1SortKey(key, slot))));
            // The index keys also hold stored and slot: they must be what is stored.
            Condition storedValue = SlotSchema.STORED.eq(stored).and(SlotSchema.SLOT.eq(slot));
            condition(isUpsert() ? Condition.attributeNotExists(partitionKeyAttribute()).or(storedValue) : storedValue);
            if (isUpsert()) {
                applyWithIndexKeys(SlotSchema.STORED.setIfNotExists(stored),
                        SlotSchema.SLOT.setIfNotExists(slot));
            }
            return this;
        }

        /**
         * Removes {@code key} and the keys of index GSI1, so the item leaves that index (a sparse index).
         */
        public SlotUpdate removeKey() {
            applyWithIndexKeys(SlotSchema.KEY.remove(),
                    UpdateAction.remove(Path.attribute("GSI1PK")),
                    UpdateAction.remove(Path.attribute("GSI1SK")));
            return this;
        }

        /**
         * Sets {@code stored} and rewrites the keys of index GSI1; the update only succeeds if the stored {@code key} and {@code slot} are the values given, which those keys also hold.
         */
        public SlotUpdate setStored(String stored, String key, String slot) {
            if (stored == null) {
                return removeStored();
            }
            applyWithIndexKeys(SlotSchema.STORED.set(stored),
                    UpdateAction.set(Path.attribute("GSI1PK"), AttributeValue.fromS(SlotSchema.gsi1PartitionKey(stored))),
                    UpdateAction.set(Path.attribute("GSI1SK"), AttributeValue.fromS(SlotSchema.gsi1SortKey(key, slot))));
            // The index keys also hold key and slot: they must be what is stored.
            Condition storedValue = SlotSchema.KEY.eq(key).and(SlotSchema.SLOT.eq(slot));
            condition(isUpsert() ? Condition.attributeNotExists(partitionKeyAttribute()).or(storedValue) : storedValue);
            if (isUpsert()) {
                applyWithIndexKeys(SlotSchema.KEY.setIfNotExists(key),
                        SlotSchema.SLOT.setIfNotExists(slot));
            }
            return this;
        }

        /**
         * Removes {@code stored} and the keys of index GSI1, so the item leaves that index (a sparse index).
         */
        public SlotUpdate removeStored() {
            applyWithIndexKeys(SlotSchema.STORED.remove(),
                    UpdateAction.remove(Path.attribute("GSI1PK")),
                    UpdateAction.remove(Path.attribute("GSI1SK")));
            return this;
        }

        /**
         * Sets {@code slot} and rewrites the keys of index GSI1; the update only succeeds if the stored {@code stored} and {@code key} are the values given, which those keys also hold.
         */
        public SlotUpdate setSlot(String slot, String stored, String key) {
            if (slot == null) {
                return removeSlot();
            }
            applyWithIndexKeys(SlotSchema.SLOT.set(slot),
                    UpdateAction.set(Path.attribute("GSI1PK"), AttributeValue.fromS(SlotSchema.gsi1PartitionKey(stored))),
                    UpdateAction.set(Path.attribute("GSI1SK"), AttributeValue.fromS(SlotSchema.gsi1SortKey(key, slot))));
            // The index keys also hold stored and key: they must be what is stored.
            Condition storedValue = SlotSchema.STORED.eq(stored).and(SlotSchema.KEY.eq(key));
            condition(isUpsert() ? Condition.attributeNotExists(partitionKeyAttribute()).or(storedValue) : storedValue);
            if (isUpsert()) {
                applyWithIndexKeys(SlotSchema.STORED.setIfNotExists(stored),
                        SlotSchema.KEY.setIfNotExists(key));
            }
            return this;
        }

        /**
         * Removes {@code slot} and the keys of index GSI1, so the item leaves that index (a sparse index).
         */
        public SlotUpdate removeSlot() {
            applyWithIndexKeys(SlotSchema.SLOT.remove(),
                    UpdateAction.remove(Path.attribute("GSI1PK")),
                    UpdateAction.remove(Path.attribute("GSI1SK")));
            return this;
        }

        @Override
        public <V> SlotUpdate set(AttributeRef<V> attribute, V value) {
            super.set(attribute, value);
            return this;
        }

        @Override
        public SlotUpdate remove(AttributeRef<?> attribute) {
            super.remove(attribute);
            return this;
        }

        @Override
        public SlotUpdate apply(UpdateAction action) {
            super.apply(action);
            return this;
        }

        @Override
        public SlotUpdate condition(Condition extra) {
            super.condition(extra);
            return this;
        }

        @Override
        public SlotUpdate expectVersion(long version) {
            super.expectVersion(version);
            return this;
        }

        @Override
        public SlotUpdate returning(ReturnValues values) {
            super.returning(values);
            return this;
        }
    }

    /**
     * The update of {@link Slot} inside a transaction, with the same index-aware setters.
     */
    public static final class SlotTransactionUpdate extends TransactionUpdate {
        private final SlotKey key;

        /**
         * Used by the generated transaction.
         */
        public SlotTransactionUpdate(TransactionUpdate base, SlotKey key) {
            super(base);
            this.key = key;
        }

        /**
         * Sets {@code key} and rewrites the keys of index GSI1; the update only succeeds if the stored {@code stored} and {@code slot} are the values given, which those keys also hold.
         */
        public SlotTransactionUpdate setKey(String key, String stored, String slot) {
            if (key == null) {
                return removeKey();
            }
            applyWithIndexKeys(SlotSchema.KEY.set(key),
                    UpdateAction.set(Path.attribute("GSI1PK"), AttributeValue.fromS(SlotSchema.gsi1PartitionKey(stored))),
                    UpdateAction.set(Path.attribute("GSI1SK"), AttributeValue.fromS(SlotSchema.gsi1SortKey(key, slot))));
            // The index keys also hold stored and slot: they must be what is stored.
            Condition storedValue = SlotSchema.STORED.eq(stored).and(SlotSchema.SLOT.eq(slot));
            condition(isUpsert() ? Condition.attributeNotExists(partitionKeyAttribute()).or(storedValue) : storedValue);
            if (isUpsert()) {
                applyWithIndexKeys(SlotSchema.STORED.setIfNotExists(stored),
                        SlotSchema.SLOT.setIfNotExists(slot));
            }
            return this;
        }

        /**
         * Removes {@code key} and the keys of index GSI1, so the item leaves that index (a sparse index).
         */
        public SlotTransactionUpdate removeKey() {
            applyWithIndexKeys(SlotSchema.KEY.remove(),
                    UpdateAction.remove(Path.attribute("GSI1PK")),
                    UpdateAction.remove(Path.attribute("GSI1SK")));
            return this;
        }

        /**
         * Sets {@code stored} and rewrites the keys of index GSI1; the update only succeeds if the stored {@code key} and {@code slot} are the values given, which those keys also hold.
         */
        public SlotTransactionUpdate setStored(String stored, String key, String slot) {
            if (stored == null) {
                return removeStored();
            }
            applyWithIndexKeys(SlotSchema.STORED.set(stored),
                    UpdateAction.set(Path.attribute("GSI1PK"), AttributeValue.fromS(SlotSchema.gsi1PartitionKey(stored))),
                    UpdateAction.set(Path.attribute("GSI1SK"), AttributeValue.fromS(SlotSchema.gsi1SortKey(key, slot))));
            // The index keys also hold key and slot: they must be what is stored.
            Condition storedValue = SlotSchema.KEY.eq(key).and(SlotSchema.SLOT.eq(slot));
            condition(isUpsert() ? Condition.attributeNotExists(partitionKeyAttribute()).or(storedValue) : storedValue);
            if (isUpsert()) {
                applyWithIndexKeys(SlotSchema.KEY.setIfNotExists(key),
                        SlotSchema.SLOT.setIfNotExists(slot));
            }
            return this;
        }

        /**
         * Removes {@code stored} and the keys of index GSI1, so the item leaves that index (a sparse index).
         */
        public SlotTransactionUpdate removeStored() {
            applyWithIndexKeys(SlotSchema.STORED.remove(),
                    UpdateAction.remove(Path.attribute("GSI1PK")),
                    UpdateAction.remove(Path.attribute("GSI1SK")));
            return this;
        }

        /**
         * Sets {@code slot} and rewrites the keys of index GSI1; the update only succeeds if the stored {@code stored} and {@code key} are the values given, which those keys also hold.
         */
        public SlotTransactionUpdate setSlot(String slot, String stored, String key) {
            if (slot == null) {
                return removeSlot();
            }
            applyWithIndexKeys(SlotSchema.SLOT.set(slot),
                    UpdateAction.set(Path.attribute("GSI1PK"), AttributeValue.fromS(SlotSchema.gsi1PartitionKey(stored))),
                    UpdateAction.set(Path.attribute("GSI1SK"), AttributeValue.fromS(SlotSchema.gsi1SortKey(key, slot))));
            // The index keys also hold stored and key: they must be what is stored.
            Condition storedValue = SlotSchema.STORED.eq(stored).and(SlotSchema.KEY.eq(key));
            condition(isUpsert() ? Condition.attributeNotExists(partitionKeyAttribute()).or(storedValue) : storedValue);
            if (isUpsert()) {
                applyWithIndexKeys(SlotSchema.STORED.setIfNotExists(stored),
                        SlotSchema.KEY.setIfNotExists(key));
            }
            return this;
        }

        /**
         * Removes {@code slot} and the keys of index GSI1, so the item leaves that index (a sparse index).
         */
        public SlotTransactionUpdate removeSlot() {
            applyWithIndexKeys(SlotSchema.SLOT.remove(),
                    UpdateAction.remove(Path.attribute("GSI1PK")),
                    UpdateAction.remove(Path.attribute("GSI1SK")));
            return this;
        }

        @Override
        public <V> SlotTransactionUpdate set(AttributeRef<V> attribute, V value) {
            super.set(attribute, value);
            return this;
        }

        @Override
        public SlotTransactionUpdate remove(AttributeRef<?> attribute) {
            super.remove(attribute);
            return this;
        }

        @Override
        public SlotTransactionUpdate apply(UpdateAction action) {
            super.apply(action);
            return this;
        }

        @Override
        public SlotTransactionUpdate condition(Condition extra) {
            super.condition(extra);
            return this;
        }

        @Override
        public SlotTransactionUpdate expectVersion(long version) {
            super.expectVersion(version);
            return this;
        }
    }
}
