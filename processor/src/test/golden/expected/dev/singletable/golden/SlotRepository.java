package dev.singletable.golden;

import dev.singletable.runtime.BaseQuery;
import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.EntityUpdate;
import dev.singletable.runtime.KeyStage;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.UpdateStart;
import java.util.Optional;
import javax.annotation.processing.Generated;

/** Reads, writes and queries {@link Slot} items ({@code MarketDb.slots()}). */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class SlotRepository extends EntityRepository<Slot, SlotKey, SlotRepository.SlotUpdate<Optional<Slot>>> {
  static final Keys.Target SLOTS_OF = Keys.table().foldedPrefix();

  static final Keys.Target BY_STORED = Keys.index("GSI1");

  /** Used by {@link MarketDb}; obtain repositories from there. */
  SlotRepository(TableHandle table) {
    super(table, SlotSchema.INSTANCE, SlotUpdate::new);
  }

  /**
   * {@link Slot} items of partition {@code PK = SLOT#{prefix}}, in
   * {@code SK = {prefix}#{next}#{item}} order.
   */
  public NextItemStage<EntityQuery<Slot>> slotsOf(String prefix) {
    return new NextItemStage<>(query(SLOTS_OF.at(SlotKey.partitionKey(prefix),
        SlotKey.PREFIX.encode(prefix) + "#")), SlotKey.SK);
  }

  /**
   * {@link Slot} items of partition {@code GSI1PK = STORED#{stored}} of index GSI1, in
   * {@code GSI1SK = {key}#{slot}} order.
   */
  public KeySlotStage<EntityQuery<Slot>> byStored(String stored) {
    return new KeySlotStage<>(query(BY_STORED.at(SlotSchema.gsi1PartitionKey(stored))),
        SlotKey.GSI1_SK);
  }

  /** An update of {@link Slot}, run by {@code execute()} or in a transaction. */
  public static final class SlotUpdate<R> extends EntityUpdate<Slot, SlotKey, SlotUpdate<R>, R> {
    /** Made by the repositories' {@code update} and {@code upsert} and the transaction. */
    SlotUpdate(UpdateStart<Slot, SlotKey, R> start) {
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
          indexKey(SlotKey.GSI1_PK, SlotSchema.gsi1PartitionKey(stored)),
          indexKey(SlotKey.GSI1_SK, SlotSchema.gsi1SortKey(key, slot)));
    }

    /** Removes {@code key} and the keys of index GSI1: the item leaves that index. */
    public SlotUpdate<R> removeKey() {
      return removeIndexInput(SlotSchema.KEY, noIndexKey(SlotKey.GSI1_PK),
          noIndexKey(SlotKey.GSI1_SK));
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
          indexKey(SlotKey.GSI1_PK, SlotSchema.gsi1PartitionKey(stored)),
          indexKey(SlotKey.GSI1_SK, SlotSchema.gsi1SortKey(key, slot)));
    }

    /** Removes {@code stored} and the keys of index GSI1: the item leaves that index. */
    public SlotUpdate<R> removeStored() {
      return removeIndexInput(SlotSchema.STORED, noIndexKey(SlotKey.GSI1_PK),
          noIndexKey(SlotKey.GSI1_SK));
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
          indexKey(SlotKey.GSI1_PK, SlotSchema.gsi1PartitionKey(stored)),
          indexKey(SlotKey.GSI1_SK, SlotSchema.gsi1SortKey(key, slot)));
    }

    /** Removes {@code slot} and the keys of index GSI1: the item leaves that index. */
    public SlotUpdate<R> removeSlot() {
      return removeIndexInput(SlotSchema.SLOT, noIndexKey(SlotKey.GSI1_PK),
          noIndexKey(SlotKey.GSI1_SK));
    }
  }

  /** A query stage: choose {@code next} or a range of it, or run {@code all()}. */
  public static final class NextItemStage<Q extends BaseQuery<Slot, Slot, Q>> extends KeyStage<Slot, Slot, Q> {
    private static final Keys.Slot<String> SLOT = Keys.slot(SlotKey.NEXT, "#", true);

    NextItemStage(Q query, Keys.Attribute sortKey) {
      super(query, sortKey);
    }

    /** Only items whose {@code next} is the given value. */
    public ItemStage<Q> next(String next) {
      return new ItemStage<>(withSortKey(SLOT, next), sortKey());
    }

    /** Only items whose {@code next} is in {@code range} (beginsWith too), in key order. */
    public Q next(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** A query stage: choose {@code item} or a range of it, or run {@code all()}. */
  public static final class ItemStage<Q extends BaseQuery<Slot, Slot, Q>> extends KeyStage<Slot, Slot, Q> {
    private static final Keys.Slot<String> SLOT = Keys.slot(SlotKey.ITEM, "", false);

    ItemStage(Q query, Keys.Attribute sortKey) {
      super(query, sortKey);
    }

    /** Only the item whose {@code item} is the given value. */
    public Q item(String item) {
      return withSortKey(SLOT, item);
    }

    /** Only items whose {@code item} is in {@code range} (beginsWith too), in key order. */
    public Q item(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** A query stage: choose {@code key} or a range of it, or run {@code all()}. */
  public static final class KeySlotStage<Q extends BaseQuery<Slot, Slot, Q>> extends KeyStage<Slot, Slot, Q> {
    private static final Keys.Slot<String> SLOT = Keys.slot(SlotKey.KEY, "#", true);

    KeySlotStage(Q query, Keys.Attribute sortKey) {
      super(query, sortKey);
    }

    /** Only items whose {@code key} is the given value. */
    public SlotStage<Q> key(String key) {
      return new SlotStage<>(withSortKey(SLOT, key), sortKey());
    }

    /** Only items whose {@code key} is in {@code range} (beginsWith too), in key order. */
    public Q key(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** A query stage: choose {@code slot} or a range of it, or run {@code all()}. */
  public static final class SlotStage<Q extends BaseQuery<Slot, Slot, Q>> extends KeyStage<Slot, Slot, Q> {
    private static final Keys.Slot<String> SLOT = Keys.slot(SlotKey.SLOT, "", false);

    SlotStage(Q query, Keys.Attribute sortKey) {
      super(query, sortKey);
    }

    /** Only the item whose {@code slot} is the given value. */
    public Q slot(String slot) {
      return withSortKey(SLOT, slot);
    }

    /** Only items whose {@code slot} is in {@code range} (beginsWith too), in key order. */
    public Q slot(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }
}
