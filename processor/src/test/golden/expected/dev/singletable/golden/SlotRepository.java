package dev.singletable.golden;

import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.EntityUpdate;
import dev.singletable.runtime.QueryTarget;
import dev.singletable.runtime.SortKey;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.KeyEncoding;
import java.util.Optional;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Slot} items; reach it with {@code MarketDb.slots()}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class SlotRepository extends EntityRepository<Slot, SlotKey> {
  private static final String ENTITY = "Slot";

  /**
   * Used by {@link MarketDb}; obtain repositories from there.
   */
  SlotRepository(TableHandle table) {
    super(table, SlotSchema.INSTANCE);
  }

  /**
   * Updates the existing item with this key (the update fails when there is none).
   */
  public SlotUpdate<Optional<Slot>> update(SlotKey key) {
    return new SlotUpdate<>(startUpdate(key));
  }

  /**
   * Updates the item with this key, creating it when absent.
   */
  public SlotUpdate<Optional<Slot>> upsert(SlotKey key) {
    return new SlotUpdate<>(startUpsert(key));
  }

  /**
   * {@link Slot} items of partition {@code PK = SLOT#{prefix}}, in
   * {@code SK = {prefix}#{next}#{item}} order.
   */
  public SlotsOfQuery slotsOf(String prefix) {
    String prefixValue = KeyEncoding.string(ENTITY, "prefix", '#', prefix) + "#";
    return new SlotsOfQuery(query(QueryTarget.table(SlotKey.partitionKey(prefix))
        .sortKey(SortKey.prefix(prefixValue))), prefixValue);
  }

  /**
   * {@link Slot} items of partition {@code GSI1PK = STORED#{stored}} of index GSI1, in
   * {@code GSI1SK = {key}#{slot}} order.
   */
  public ByStoredQuery byStored(String stored) {
    return new ByStoredQuery(query(QueryTarget.index("GSI1", SlotSchema.gsi1PartitionKey(stored))));
  }

  /**
   * An update of {@link Slot}, sent on its own by {@code execute()} or as an action of a
   * transaction. Its setters of attributes that feed secondary-index keys keep those keys in step.
   *
   * @param <R> what {@code execute()} returns: the result, or a future of it
   */
  public static final class SlotUpdate<R> extends EntityUpdate<Slot, SlotKey, SlotUpdate<R>, R> {
    /**
     * Made by the repositories' {@code update} and {@code upsert} and the transaction.
     */
    SlotUpdate(EntityUpdate.Start<Slot, SlotKey, R> start) {
      super(start);
    }

    /**
     * Sets {@code key} and rewrites the keys of index GSI1; the update only succeeds if the stored
     * {@code stored} and {@code slot} are the values given, which those keys also hold.
     */
    public SlotUpdate<R> setKey(String key, String stored, String slot) {
      if (key == null) {
        return removeKey();
      }
      // The index keys also hold stored and slot: they must be what is stored.
      requireStored(SlotSchema.STORED, stored);
      requireStored(SlotSchema.SLOT, slot);
      return setIndexInput(SlotSchema.KEY, key,
          indexKey("GSI1PK", SlotSchema.gsi1PartitionKey(stored)),
          indexKey("GSI1SK", SlotSchema.gsi1SortKey(key, slot)));
    }

    /**
     * Removes {@code key} and the keys of index GSI1, so the item leaves that index
     * (a sparse index).
     */
    public SlotUpdate<R> removeKey() {
      return removeIndexInput(SlotSchema.KEY, noIndexKey("GSI1PK"), noIndexKey("GSI1SK"));
    }

    /**
     * Sets {@code stored} and rewrites the keys of index GSI1; the update only succeeds if the
     * stored {@code key} and {@code slot} are the values given, which those keys also hold.
     */
    public SlotUpdate<R> setStored(String stored, String key, String slot) {
      if (stored == null) {
        return removeStored();
      }
      // The index keys also hold key and slot: they must be what is stored.
      requireStored(SlotSchema.KEY, key);
      requireStored(SlotSchema.SLOT, slot);
      return setIndexInput(SlotSchema.STORED, stored,
          indexKey("GSI1PK", SlotSchema.gsi1PartitionKey(stored)),
          indexKey("GSI1SK", SlotSchema.gsi1SortKey(key, slot)));
    }

    /**
     * Removes {@code stored} and the keys of index GSI1, so the item leaves that index
     * (a sparse index).
     */
    public SlotUpdate<R> removeStored() {
      return removeIndexInput(SlotSchema.STORED, noIndexKey("GSI1PK"), noIndexKey("GSI1SK"));
    }

    /**
     * Sets {@code slot} and rewrites the keys of index GSI1; the update only succeeds if the stored
     * {@code stored} and {@code key} are the values given, which those keys also hold.
     */
    public SlotUpdate<R> setSlot(String slot, String stored, String key) {
      if (slot == null) {
        return removeSlot();
      }
      // The index keys also hold stored and key: they must be what is stored.
      requireStored(SlotSchema.STORED, stored);
      requireStored(SlotSchema.KEY, key);
      return setIndexInput(SlotSchema.SLOT, slot,
          indexKey("GSI1PK", SlotSchema.gsi1PartitionKey(stored)),
          indexKey("GSI1SK", SlotSchema.gsi1SortKey(key, slot)));
    }

    /**
     * Removes {@code slot} and the keys of index GSI1, so the item leaves that index
     * (a sparse index).
     */
    public SlotUpdate<R> removeSlot() {
      return removeIndexInput(SlotSchema.SLOT, noIndexKey("GSI1PK"), noIndexKey("GSI1SK"));
    }
  }

  /**
   * The {@code slotsOf} query: choose {@code next} or a range of it, or run it as is.
   */
  public static final class SlotsOfQuery extends EntityQuery<Slot> {
    private final String prefix;

    SlotsOfQuery(EntityQuery<Slot> query, String prefix) {
      super(query);
      this.prefix = prefix;
    }

    /**
     * Only items whose {@code next} is the given value.
     */
    public SlotsOfNextQuery next(String next) {
      String nextValue = this.prefix + KeyEncoding.string(ENTITY, "next", '#', next) + "#";
      return new SlotsOfNextQuery(withSortKey(SortKey.prefix(nextValue)), nextValue);
    }

    /**
     * Only items whose {@code next} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public EntityQuery<Slot> nextBetween(String low, String high) {
      return withSortKey(SortKey.between(this.prefix, KeyEncoding.string(ENTITY, "next", '#', low),
          KeyEncoding.string(ENTITY, "next", '#', high), false, '#'));
    }

    /**
     * Only items whose {@code next} is at or after {@code low}, in key order.
     */
    public EntityQuery<Slot> nextFrom(String low) {
      return withSortKey(SortKey.from(this.prefix, KeyEncoding.string(ENTITY, "next", '#', low),
          false, '#'));
    }

    /**
     * Only items whose {@code next} is strictly after {@code low}, in key order.
     */
    public EntityQuery<Slot> nextAfter(String low) {
      return withSortKey(SortKey.after(this.prefix, KeyEncoding.string(ENTITY, "next", '#', low),
          false, '#'));
    }

    /**
     * Only items whose {@code next} is at or before {@code high}, in key order.
     */
    public EntityQuery<Slot> nextUpTo(String high) {
      return withSortKey(SortKey.upTo(this.prefix, KeyEncoding.string(ENTITY, "next", '#', high),
          false, '#'));
    }

    /**
     * Only items whose {@code next} is strictly before {@code high}, in key order.
     */
    public EntityQuery<Slot> nextBefore(String high) {
      return withSortKey(SortKey.before(this.prefix, KeyEncoding.string(ENTITY, "next", '#', high),
          false, '#'));
    }

    /**
     * Only items whose {@code next} begins with {@code prefix}, in key order.
     */
    public EntityQuery<Slot> nextBeginsWith(String prefix) {
      return withSortKey(SortKey.prefix(this.prefix
          + KeyEncoding.string(ENTITY, "next", '#', prefix)));
    }
  }

  /**
   * The {@code slotsOf} query with next fixed: choose {@code item} or a range of it, or run it as
   * is.
   */
  public static final class SlotsOfNextQuery extends EntityQuery<Slot> {
    private final String prefix;

    SlotsOfNextQuery(EntityQuery<Slot> query, String prefix) {
      super(query);
      this.prefix = prefix;
    }

    /**
     * Only the item whose {@code item} is the given value.
     */
    public EntityQuery<Slot> item(String item) {
      return withSortKey(SortKey.equalTo(KeyEncoding.sortKey(ENTITY, "SK", this.prefix
          + KeyEncoding.string(ENTITY, "item", '#', item))));
    }

    /**
     * Only items whose {@code item} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public EntityQuery<Slot> itemBetween(String low, String high) {
      return withSortKey(SortKey.between(this.prefix, KeyEncoding.string(ENTITY, "item", '#', low),
          KeyEncoding.string(ENTITY, "item", '#', high), true, '#'));
    }

    /**
     * Only items whose {@code item} is at or after {@code low}, in key order.
     */
    public EntityQuery<Slot> itemFrom(String low) {
      return withSortKey(SortKey.from(this.prefix, KeyEncoding.string(ENTITY, "item", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code item} is strictly after {@code low}, in key order.
     */
    public EntityQuery<Slot> itemAfter(String low) {
      return withSortKey(SortKey.after(this.prefix, KeyEncoding.string(ENTITY, "item", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code item} is at or before {@code high}, in key order.
     */
    public EntityQuery<Slot> itemUpTo(String high) {
      return withSortKey(SortKey.upTo(this.prefix, KeyEncoding.string(ENTITY, "item", '#', high),
          true, '#'));
    }

    /**
     * Only items whose {@code item} is strictly before {@code high}, in key order.
     */
    public EntityQuery<Slot> itemBefore(String high) {
      return withSortKey(SortKey.before(this.prefix, KeyEncoding.string(ENTITY, "item", '#', high),
          true, '#'));
    }

    /**
     * Only items whose {@code item} begins with {@code prefix}, in key order.
     */
    public EntityQuery<Slot> itemBeginsWith(String prefix) {
      return withSortKey(SortKey.prefix(this.prefix
          + KeyEncoding.string(ENTITY, "item", '#', prefix)));
    }
  }

  /**
   * The {@code byStored} query: choose {@code key} or a range of it, or run it as is.
   */
  public static final class ByStoredQuery extends EntityQuery<Slot> {
    ByStoredQuery(EntityQuery<Slot> query) {
      super(query);
    }

    /**
     * Only items whose {@code key} is the given value.
     */
    public ByStoredKeyQuery key(String key) {
      String next = KeyEncoding.string(ENTITY, "key", '#', key) + "#";
      return new ByStoredKeyQuery(withSortKey(SortKey.prefix(next)), next);
    }

    /**
     * Only items whose {@code key} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public EntityQuery<Slot> keyBetween(String low, String high) {
      return withSortKey(SortKey.between("", KeyEncoding.string(ENTITY, "key", '#', low),
          KeyEncoding.string(ENTITY, "key", '#', high), false, '#'));
    }

    /**
     * Only items whose {@code key} is at or after {@code low}, in key order.
     */
    public EntityQuery<Slot> keyFrom(String low) {
      return withSortKey(SortKey.from("", KeyEncoding.string(ENTITY, "key", '#', low), false, '#'));
    }

    /**
     * Only items whose {@code key} is strictly after {@code low}, in key order.
     */
    public EntityQuery<Slot> keyAfter(String low) {
      return withSortKey(SortKey.after("", KeyEncoding.string(ENTITY, "key", '#', low), false,
          '#'));
    }

    /**
     * Only items whose {@code key} is at or before {@code high}, in key order.
     */
    public EntityQuery<Slot> keyUpTo(String high) {
      return withSortKey(SortKey.upTo("", KeyEncoding.string(ENTITY, "key", '#', high), false,
          '#'));
    }

    /**
     * Only items whose {@code key} is strictly before {@code high}, in key order.
     */
    public EntityQuery<Slot> keyBefore(String high) {
      return withSortKey(SortKey.before("", KeyEncoding.string(ENTITY, "key", '#', high), false,
          '#'));
    }

    /**
     * Only items whose {@code key} begins with {@code prefix}, in key order.
     */
    public EntityQuery<Slot> keyBeginsWith(String prefix) {
      return withSortKey(SortKey.prefix("" + KeyEncoding.string(ENTITY, "key", '#', prefix)));
    }
  }

  /**
   * The {@code byStored} query with key fixed: choose {@code slot} or a range of it, or run it as
   * is.
   */
  public static final class ByStoredKeyQuery extends EntityQuery<Slot> {
    private final String prefix;

    ByStoredKeyQuery(EntityQuery<Slot> query, String prefix) {
      super(query);
      this.prefix = prefix;
    }

    /**
     * Only the item whose {@code slot} is the given value.
     */
    public EntityQuery<Slot> slot(String slot) {
      return withSortKey(SortKey.equalTo(KeyEncoding.sortKey(ENTITY, "GSI1SK", this.prefix
          + KeyEncoding.string(ENTITY, "slot", '#', slot))));
    }

    /**
     * Only items whose {@code slot} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public EntityQuery<Slot> slotBetween(String low, String high) {
      return withSortKey(SortKey.between(this.prefix, KeyEncoding.string(ENTITY, "slot", '#', low),
          KeyEncoding.string(ENTITY, "slot", '#', high), true, '#'));
    }

    /**
     * Only items whose {@code slot} is at or after {@code low}, in key order.
     */
    public EntityQuery<Slot> slotFrom(String low) {
      return withSortKey(SortKey.from(this.prefix, KeyEncoding.string(ENTITY, "slot", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code slot} is strictly after {@code low}, in key order.
     */
    public EntityQuery<Slot> slotAfter(String low) {
      return withSortKey(SortKey.after(this.prefix, KeyEncoding.string(ENTITY, "slot", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code slot} is at or before {@code high}, in key order.
     */
    public EntityQuery<Slot> slotUpTo(String high) {
      return withSortKey(SortKey.upTo(this.prefix, KeyEncoding.string(ENTITY, "slot", '#', high),
          true, '#'));
    }

    /**
     * Only items whose {@code slot} is strictly before {@code high}, in key order.
     */
    public EntityQuery<Slot> slotBefore(String high) {
      return withSortKey(SortKey.before(this.prefix, KeyEncoding.string(ENTITY, "slot", '#', high),
          true, '#'));
    }

    /**
     * Only items whose {@code slot} begins with {@code prefix}, in key order.
     */
    public EntityQuery<Slot> slotBeginsWith(String prefix) {
      return withSortKey(SortKey.prefix(this.prefix
          + KeyEncoding.string(ENTITY, "slot", '#', prefix)));
    }
  }
}
