package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.QueryTarget;
import dev.singletable.runtime.SortKey;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.KeyEncoding;
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
  private static final String ENTITY = "Slot";

  /**
   * Used by {@link MarketAsyncDb}; obtain repositories from there.
   */
  SlotAsyncRepository(TableHandle table) {
    super(table, SlotSchema.INSTANCE);
  }

  /**
   * Updates the existing item with this key (the update fails when there is none).
   */
  public SlotRepository.SlotUpdate<CompletableFuture<Optional<Slot>>> update(SlotKey key) {
    return new SlotRepository.SlotUpdate<>(startUpdate(key));
  }

  /**
   * Updates the item with this key, creating it when absent.
   */
  public SlotRepository.SlotUpdate<CompletableFuture<Optional<Slot>>> upsert(SlotKey key) {
    return new SlotRepository.SlotUpdate<>(startUpsert(key));
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
   * The {@code slotsOf} query: choose {@code next} or a range of it, or run it as is.
   */
  public static final class SlotsOfQuery extends AsyncEntityQuery<Slot> {
    private final String prefix;

    SlotsOfQuery(AsyncEntityQuery<Slot> query, String prefix) {
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
    public AsyncEntityQuery<Slot> nextBetween(String low, String high) {
      return withSortKey(SortKey.between(this.prefix, KeyEncoding.string(ENTITY, "next", '#', low),
          KeyEncoding.string(ENTITY, "next", '#', high), false, '#'));
    }

    /**
     * Only items whose {@code next} is at or after {@code low}, in key order.
     */
    public AsyncEntityQuery<Slot> nextFrom(String low) {
      return withSortKey(SortKey.from(this.prefix, KeyEncoding.string(ENTITY, "next", '#', low),
          false, '#'));
    }

    /**
     * Only items whose {@code next} is strictly after {@code low}, in key order.
     */
    public AsyncEntityQuery<Slot> nextAfter(String low) {
      return withSortKey(SortKey.after(this.prefix, KeyEncoding.string(ENTITY, "next", '#', low),
          false, '#'));
    }

    /**
     * Only items whose {@code next} is at or before {@code high}, in key order.
     */
    public AsyncEntityQuery<Slot> nextUpTo(String high) {
      return withSortKey(SortKey.upTo(this.prefix, KeyEncoding.string(ENTITY, "next", '#', high),
          false, '#'));
    }

    /**
     * Only items whose {@code next} is strictly before {@code high}, in key order.
     */
    public AsyncEntityQuery<Slot> nextBefore(String high) {
      return withSortKey(SortKey.before(this.prefix, KeyEncoding.string(ENTITY, "next", '#', high),
          false, '#'));
    }

    /**
     * Only items whose {@code next} begins with {@code prefix}, in key order.
     */
    public AsyncEntityQuery<Slot> nextBeginsWith(String prefix) {
      return withSortKey(SortKey.prefix(this.prefix
          + KeyEncoding.string(ENTITY, "next", '#', prefix)));
    }
  }

  /**
   * The {@code slotsOf} query with next fixed: choose {@code item} or a range of it, or run it as
   * is.
   */
  public static final class SlotsOfNextQuery extends AsyncEntityQuery<Slot> {
    private final String prefix;

    SlotsOfNextQuery(AsyncEntityQuery<Slot> query, String prefix) {
      super(query);
      this.prefix = prefix;
    }

    /**
     * Only the item whose {@code item} is the given value.
     */
    public AsyncEntityQuery<Slot> item(String item) {
      return withSortKey(SortKey.equalTo(KeyEncoding.sortKey(ENTITY, "SK", this.prefix
          + KeyEncoding.string(ENTITY, "item", '#', item))));
    }

    /**
     * Only items whose {@code item} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public AsyncEntityQuery<Slot> itemBetween(String low, String high) {
      return withSortKey(SortKey.between(this.prefix, KeyEncoding.string(ENTITY, "item", '#', low),
          KeyEncoding.string(ENTITY, "item", '#', high), true, '#'));
    }

    /**
     * Only items whose {@code item} is at or after {@code low}, in key order.
     */
    public AsyncEntityQuery<Slot> itemFrom(String low) {
      return withSortKey(SortKey.from(this.prefix, KeyEncoding.string(ENTITY, "item", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code item} is strictly after {@code low}, in key order.
     */
    public AsyncEntityQuery<Slot> itemAfter(String low) {
      return withSortKey(SortKey.after(this.prefix, KeyEncoding.string(ENTITY, "item", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code item} is at or before {@code high}, in key order.
     */
    public AsyncEntityQuery<Slot> itemUpTo(String high) {
      return withSortKey(SortKey.upTo(this.prefix, KeyEncoding.string(ENTITY, "item", '#', high),
          true, '#'));
    }

    /**
     * Only items whose {@code item} is strictly before {@code high}, in key order.
     */
    public AsyncEntityQuery<Slot> itemBefore(String high) {
      return withSortKey(SortKey.before(this.prefix, KeyEncoding.string(ENTITY, "item", '#', high),
          true, '#'));
    }

    /**
     * Only items whose {@code item} begins with {@code prefix}, in key order.
     */
    public AsyncEntityQuery<Slot> itemBeginsWith(String prefix) {
      return withSortKey(SortKey.prefix(this.prefix
          + KeyEncoding.string(ENTITY, "item", '#', prefix)));
    }
  }

  /**
   * The {@code byStored} query: choose {@code key} or a range of it, or run it as is.
   */
  public static final class ByStoredQuery extends AsyncEntityQuery<Slot> {
    ByStoredQuery(AsyncEntityQuery<Slot> query) {
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
    public AsyncEntityQuery<Slot> keyBetween(String low, String high) {
      return withSortKey(SortKey.between("", KeyEncoding.string(ENTITY, "key", '#', low),
          KeyEncoding.string(ENTITY, "key", '#', high), false, '#'));
    }

    /**
     * Only items whose {@code key} is at or after {@code low}, in key order.
     */
    public AsyncEntityQuery<Slot> keyFrom(String low) {
      return withSortKey(SortKey.from("", KeyEncoding.string(ENTITY, "key", '#', low), false, '#'));
    }

    /**
     * Only items whose {@code key} is strictly after {@code low}, in key order.
     */
    public AsyncEntityQuery<Slot> keyAfter(String low) {
      return withSortKey(SortKey.after("", KeyEncoding.string(ENTITY, "key", '#', low), false,
          '#'));
    }

    /**
     * Only items whose {@code key} is at or before {@code high}, in key order.
     */
    public AsyncEntityQuery<Slot> keyUpTo(String high) {
      return withSortKey(SortKey.upTo("", KeyEncoding.string(ENTITY, "key", '#', high), false,
          '#'));
    }

    /**
     * Only items whose {@code key} is strictly before {@code high}, in key order.
     */
    public AsyncEntityQuery<Slot> keyBefore(String high) {
      return withSortKey(SortKey.before("", KeyEncoding.string(ENTITY, "key", '#', high), false,
          '#'));
    }

    /**
     * Only items whose {@code key} begins with {@code prefix}, in key order.
     */
    public AsyncEntityQuery<Slot> keyBeginsWith(String prefix) {
      return withSortKey(SortKey.prefix("" + KeyEncoding.string(ENTITY, "key", '#', prefix)));
    }
  }

  /**
   * The {@code byStored} query with key fixed: choose {@code slot} or a range of it, or run it as
   * is.
   */
  public static final class ByStoredKeyQuery extends AsyncEntityQuery<Slot> {
    private final String prefix;

    ByStoredKeyQuery(AsyncEntityQuery<Slot> query, String prefix) {
      super(query);
      this.prefix = prefix;
    }

    /**
     * Only the item whose {@code slot} is the given value.
     */
    public AsyncEntityQuery<Slot> slot(String slot) {
      return withSortKey(SortKey.equalTo(KeyEncoding.sortKey(ENTITY, "GSI1SK", this.prefix
          + KeyEncoding.string(ENTITY, "slot", '#', slot))));
    }

    /**
     * Only items whose {@code slot} is between (inclusive) {@code low} and {@code high}, in key
     * order.
     */
    public AsyncEntityQuery<Slot> slotBetween(String low, String high) {
      return withSortKey(SortKey.between(this.prefix, KeyEncoding.string(ENTITY, "slot", '#', low),
          KeyEncoding.string(ENTITY, "slot", '#', high), true, '#'));
    }

    /**
     * Only items whose {@code slot} is at or after {@code low}, in key order.
     */
    public AsyncEntityQuery<Slot> slotFrom(String low) {
      return withSortKey(SortKey.from(this.prefix, KeyEncoding.string(ENTITY, "slot", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code slot} is strictly after {@code low}, in key order.
     */
    public AsyncEntityQuery<Slot> slotAfter(String low) {
      return withSortKey(SortKey.after(this.prefix, KeyEncoding.string(ENTITY, "slot", '#', low),
          true, '#'));
    }

    /**
     * Only items whose {@code slot} is at or before {@code high}, in key order.
     */
    public AsyncEntityQuery<Slot> slotUpTo(String high) {
      return withSortKey(SortKey.upTo(this.prefix, KeyEncoding.string(ENTITY, "slot", '#', high),
          true, '#'));
    }

    /**
     * Only items whose {@code slot} is strictly before {@code high}, in key order.
     */
    public AsyncEntityQuery<Slot> slotBefore(String high) {
      return withSortKey(SortKey.before(this.prefix, KeyEncoding.string(ENTITY, "slot", '#', high),
          true, '#'));
    }

    /**
     * Only items whose {@code slot} begins with {@code prefix}, in key order.
     */
    public AsyncEntityQuery<Slot> slotBeginsWith(String prefix) {
      return withSortKey(SortKey.prefix(this.prefix
          + KeyEncoding.string(ENTITY, "slot", '#', prefix)));
    }
  }
}
