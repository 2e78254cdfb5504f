package dev.singletable.runtime;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The items a batch get or a transactional get read, by the typed key they were asked with
 * (DynamoDB returns them in any order). Each generated {@code ShopItems} wraps one with typed
 * accessors: {@code get(OrderKey) -> Optional<Order>}, {@code orders()}.
 */
public final class ItemsByKey {

  /**
   * One key that was asked for and the entity found under it.
   *
   * @param item the entity, or {@code null} when no (unexpired) item has the key
   */
  public record Read(String entityType, Object key, Object item) {
    public Read {
      Objects.requireNonNull(entityType, "entityType");
      Objects.requireNonNull(key, "key");
    }
  }

  private final Map<Object, Read> byKey = new LinkedHashMap<>();
  private final List<Object> skippedKeys;

  /**
   * @param reads one per distinct key asked for, in the order they were added
   */
  public ItemsByKey(List<Read> reads) {
    this(reads, List.of());
  }

  /**
   * @param reads one per distinct key asked for, in the order they were added
   * @param skippedKeys the keys under which an item of another entity type was found
   */
  public ItemsByKey(List<Read> reads, List<Object> skippedKeys) {
    for (Read read : reads) {
      byKey.putIfAbsent(read.key(), read);
    }
    this.skippedKeys = List.copyOf(skippedKeys);
  }

  /**
   * The entity read under {@code key}, or empty when no item has it.
   *
   * @throws IllegalArgumentException when {@code key} was not part of the read
   */
  @SuppressWarnings("unchecked") // the entity was read by this schema from this key
  public <T, K> Optional<T> get(EntitySchema<T, K> schema, K key) {
    Read read = byKey.get(Objects.requireNonNull(key, "key"));
    if (read == null || !read.entityType().equals(schema.entityType())) {
      throw new IllegalArgumentException(
          key + " was not part of this read; add it before execute()");
    }
    return Optional.ofNullable((T) read.item());
  }

  /** The entities of the schema's type that were found, in the order their keys were added. */
  @SuppressWarnings("unchecked")
  public <T> List<T> all(EntitySchema<T, ?> schema) {
    List<T> items = new ArrayList<>();
    for (Read read : byKey.values()) {
      if (read.item() != null && read.entityType().equals(schema.entityType())) {
        items.add((T) read.item());
      }
    }
    return items;
  }

  /** Every entity found, in the order the keys were added. */
  public List<Object> items() {
    return byKey.values().stream().map(Read::item).filter(Objects::nonNull).toList();
  }

  /** The keys under which no item was found. */
  public List<Object> missingKeys() {
    return byKey.values().stream().filter(read -> read.item() == null).map(Read::key).toList();
  }

  /**
   * The keys under which DynamoDB holds an item of another entity type (legacy data, another
   * service's item, a key collision): they read as absent, as queries skip such items, and are also
   * among {@link #missingKeys()}.
   */
  public List<Object> skippedKeys() {
    return skippedKeys;
  }

  /** How many distinct keys were read. */
  public int keyCount() {
    return byKey.size();
  }

  @Override
  public String toString() {
    return "ItemsByKey["
        + keyCount()
        + " keys, "
        + items().size()
        + " found"
        + (skippedKeys.isEmpty() ? "" : ", " + skippedKeys.size() + " of another entity type")
        + "]";
  }
}
