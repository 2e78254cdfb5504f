package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.Keys;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Slot} items through an asynchronous client; reach it with
 * {@code MarketAsyncDb.slots()}. Every read and write, and the terminals of its updates and
 * queries, return futures.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class SlotAsyncRepository extends AsyncEntityRepository<Slot, SlotKey> {
  private static final Keys.Target SLOTS_OF = Keys.table().foldedPrefix();

  private static final Keys.Target BY_STORED = Keys.index("GSI1");

  /** Used by {@link MarketAsyncDb}; obtain repositories from there. */
  SlotAsyncRepository(TableHandle table) {
    super(table, SlotSchema.INSTANCE);
  }

  /** Updates the existing item with this key (the update fails when there is none). */
  public SlotRepository.SlotUpdate<CompletableFuture<Optional<Slot>>> update(SlotKey key) {
    return new SlotRepository.SlotUpdate<>(startUpdate(key));
  }

  /** Updates the item with this key, creating it when absent. */
  public SlotRepository.SlotUpdate<CompletableFuture<Optional<Slot>>> upsert(SlotKey key) {
    return new SlotRepository.SlotUpdate<>(startUpsert(key));
  }

  /**
   * {@link Slot} items of partition {@code PK = SLOT#{prefix}}, in
   * {@code SK = {prefix}#{next}#{item}} order.
   */
  public SlotsOfQuery slotsOf(String prefix) {
    return new SlotsOfQuery(query(SLOTS_OF.at(SlotKey.partitionKey(prefix),
        SlotKey.PREFIX.encode(prefix) + "#")));
  }

  /**
   * {@link Slot} items of partition {@code GSI1PK = STORED#{stored}} of index GSI1, in
   * {@code GSI1SK = {key}#{slot}} order.
   */
  public ByStoredQuery byStored(String stored) {
    return new ByStoredQuery(query(BY_STORED.at(SlotSchema.gsi1PartitionKey(stored))));
  }

  /** The {@code slotsOf} query: choose {@code next} or a range of it, or run it as is. */
  public static final class SlotsOfQuery extends AsyncEntityQuery<Slot> {
    private static final Keys.Slot<String> SLOT = Keys.slot(SlotKey.SK, SlotKey.NEXT, "#", true);

    SlotsOfQuery(AsyncEntityQuery<Slot> query) {
      super(query);
    }

    /** Only items whose {@code next} is the given value. */
    public SlotsOfNextQuery next(String next) {
      return new SlotsOfNextQuery(withSortKey(SLOT, next));
    }

    /**
     * Only items whose {@code next} is in {@code range} (which may be {@code Range.beginsWith}), in
     * key order.
     */
    public AsyncEntityQuery<Slot> next(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }

  /**
   * The {@code slotsOf} query with next fixed: choose {@code item} or a range of it, or run it as
   * is.
   */
  public static final class SlotsOfNextQuery extends AsyncEntityQuery<Slot> {
    private static final Keys.Slot<String> SLOT = Keys.slot(SlotKey.SK, SlotKey.ITEM, "", false);

    SlotsOfNextQuery(AsyncEntityQuery<Slot> query) {
      super(query);
    }

    /** Only the item whose {@code item} is the given value. */
    public AsyncEntityQuery<Slot> item(String item) {
      return withSortKey(SLOT, item);
    }

    /**
     * Only items whose {@code item} is in {@code range} (which may be {@code Range.beginsWith}), in
     * key order.
     */
    public AsyncEntityQuery<Slot> item(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** The {@code byStored} query: choose {@code key} or a range of it, or run it as is. */
  public static final class ByStoredQuery extends AsyncEntityQuery<Slot> {
    private static final Keys.Slot<String> SLOT = Keys.slot(SlotKey.GSI1_SK, SlotKey.KEY, "#",
        true);

    ByStoredQuery(AsyncEntityQuery<Slot> query) {
      super(query);
    }

    /** Only items whose {@code key} is the given value. */
    public ByStoredKeyQuery key(String key) {
      return new ByStoredKeyQuery(withSortKey(SLOT, key));
    }

    /**
     * Only items whose {@code key} is in {@code range} (which may be {@code Range.beginsWith}), in
     * key order.
     */
    public AsyncEntityQuery<Slot> key(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }

  /**
   * The {@code byStored} query with key fixed: choose {@code slot} or a range of it, or run it as
   * is.
   */
  public static final class ByStoredKeyQuery extends AsyncEntityQuery<Slot> {
    private static final Keys.Slot<String> SLOT = Keys.slot(SlotKey.GSI1_SK, SlotKey.SLOT, "",
        false);

    ByStoredKeyQuery(AsyncEntityQuery<Slot> query) {
      super(query);
    }

    /** Only the item whose {@code slot} is the given value. */
    public AsyncEntityQuery<Slot> slot(String slot) {
      return withSortKey(SLOT, slot);
    }

    /**
     * Only items whose {@code slot} is in {@code range} (which may be {@code Range.beginsWith}), in
     * key order.
     */
    public AsyncEntityQuery<Slot> slot(Range<String> range) {
      return withSortKey(SLOT, range);
    }
  }
}
