package dev.singletable.golden;

import dev.singletable.runtime.TableKey;
import dev.singletable.runtime.internal.ItemsByKey;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;

/**
 * Items of table {@code Ledger} read by {@link LedgerDb#transactGet()} or
 * {@link LedgerDb#batchGet()}, by the typed key they were asked with. A key under which an item of
 * another entity type was found (legacy data, another service's item, a key collision) reads as
 * absent, as queries skip such items: it is among the missing keys and the skipped ones.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class LedgerItems {
  private final ItemsByKey items;

  LedgerItems(ItemsByKey items) {
    this.items = items;
  }

  /**
   * The item read under {@code key}, typed by the key's entity; empty when no item has it.
   *
   * @throws IllegalArgumentException when {@code key} was not part of the read
   */
  public <T> Optional<T> get(TableKey<Ledger, T> key) {
    return items.get(key);
  }

  /** The {@link Item} items found, in the order their keys were added. */
  public List<Item> items() {
    return items.all(ItemSchema.INSTANCE);
  }

  /** The keys of type {@code keyType} without an item, in the order they were added. */
  public <K extends TableKey<Ledger, ?>> List<K> missingKeys(Class<K> keyType) {
    return items.missingKeys(keyType);
  }

  /** The keys of type {@code keyType} holding another entity type's item (read as absent). */
  public <K extends TableKey<Ledger, ?>> List<K> skippedKeys(Class<K> keyType) {
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
