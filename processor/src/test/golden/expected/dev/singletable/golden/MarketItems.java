package dev.singletable.golden;

import dev.singletable.runtime.TableKey;
import dev.singletable.runtime.internal.ItemsByKey;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;

/**
 * Items of table {@code Market} read by {@link MarketDb#transactGet()} or
 * {@link MarketDb#batchGet()}, by the typed key they were asked with. A key under which an item of
 * another entity type was found (legacy data, another service's item, a key collision) reads as
 * absent, as queries skip such items: it is among the missing keys and the skipped ones.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class MarketItems {
  private final ItemsByKey items;

  MarketItems(ItemsByKey items) {
    this.items = items;
  }

  /**
   * The item read under {@code key}, typed by the key's entity; empty when no item has it.
   *
   * @throws IllegalArgumentException when {@code key} was not part of the read
   */
  public <T> Optional<T> get(TableKey<Market, T> key) {
    return items.get(key);
  }

  /** The {@link Customer} items found, in the order their keys were added. */
  public List<Customer> customers() {
    return items.all(CustomerSchema.INSTANCE);
  }

  /** The {@link Order} items found, in the order their keys were added. */
  public List<Order> orders() {
    return items.all(OrderSchema.INSTANCE);
  }

  /** The {@link Product} items found, in the order their keys were added. */
  public List<Product> products() {
    return items.all(ProductSchema.INSTANCE);
  }

  /** The {@link Review} items found, in the order their keys were added. */
  public List<Review> reviews() {
    return items.all(ReviewSchema.INSTANCE);
  }

  /** The {@link Slot} items found, in the order their keys were added. */
  public List<Slot> slots() {
    return items.all(SlotSchema.INSTANCE);
  }

  /** The keys of type {@code keyType} without an item, in the order they were added. */
  public <K extends TableKey<Market, ?>> List<K> missingKeys(Class<K> keyType) {
    return items.missingKeys(keyType);
  }

  /** The keys of type {@code keyType} holding another entity type's item (read as absent). */
  public <K extends TableKey<Market, ?>> List<K> skippedKeys(Class<K> keyType) {
    return items.skippedKeys(keyType);
  }

  /** Whether an item was found under every key. */
  public boolean allFound() {
    return items.allFound();
  }

  @Override
  public String toString() {
    return items.toString();
  }
}
