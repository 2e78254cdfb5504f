package dev.singletable.runtime.internal;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.TableKey;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The items a batch get or a transactional get read, by the typed key they were asked with
 * (DynamoDB returns them in any order). Each generated {@code ShopItems} wraps one with typed
 * accessors per entity: {@code get(OrderKey) -> Optional<Order>}, {@code orders()}, {@code
 * missingKeys(OrderKey.class)}.
 */
public final class ItemsByKey {

  /**
   * One key that was asked for and the entity found under it.
   *
   * @param item the entity, or {@code null} when no (unexpired) item has the key
   * @param <T> the entity type
   * @param <K> its key record
   */
  public record Read<T, K>(EntitySchema<T, K> schema, K key, T item) {
    public Read {
      Objects.requireNonNull(schema, "schema");
      Objects.requireNonNull(key, "key");
    }
  }

  private final Map<Object, Read<?, ?>> byKey = new LinkedHashMap<>();
  private final Set<Object> skippedKeys;

  /**
   * @param reads one per distinct key asked for, in the order they were added
   * @param skippedKeys the keys under which an item of another entity type was found
   */
  public ItemsByKey(List<Read<?, ?>> reads, List<?> skippedKeys) {
    for (Read<?, ?> read : reads) {
      byKey.putIfAbsent(read.key(), read);
    }
    this.skippedKeys = Set.copyOf(skippedKeys);
  }

  /**
   * The entity read under {@code key}, or empty when no item has it.
   *
   * @throws IllegalArgumentException when {@code key} was not part of the read
   */
  @SuppressWarnings("unchecked") // a generated key's schema() is the schema of its own key type
  public <T> Optional<T> get(TableKey<?, T> key) {
    return get((EntitySchema<T, Object>) Objects.requireNonNull(key, "key").schema(), key);
  }

  /**
   * The item read under {@code key}; empty when no item has it.
   *
   * @throws IllegalArgumentException when {@code key} was not part of the read
   */
  @SuppressWarnings("unchecked") // the entity was read by a schema of this entity type
  public <T, K> Optional<T> get(EntitySchema<T, K> schema, K key) {
    Read<?, ?> read = byKey.get(Objects.requireNonNull(key, "key"));
    if (read == null || !isOf(read, schema)) {
      throw new IllegalArgumentException(
          key + " was not part of this read; add it before execute()");
    }
    return Optional.ofNullable((T) read.item());
  }

  /** The entities of the schema's type that were found, in the order their keys were added. */
  @SuppressWarnings("unchecked") // read by a schema of this entity type
  public <T> List<T> all(EntitySchema<T, ?> schema) {
    List<T> items = new ArrayList<>();
    for (Read<?, ?> read : byKey.values()) {
      if (read.item() != null && isOf(read, schema)) {
        items.add((T) read.item());
      }
    }
    return items;
  }

  /**
   * The keys of type {@code keyType} under which no item was found, in the order they were added:
   * what a generated {@code ShopItems.missingKeys(OrderKey.class)} returns.
   */
  public <K> List<K> missingKeys(Class<K> keyType) {
    List<K> keys = new ArrayList<>();
    for (Read<?, ?> read : byKey.values()) {
      if (read.item() == null && keyType.isInstance(read.key())) {
        keys.add(keyType.cast(read.key()));
      }
    }
    return keys;
  }

  /**
   * The keys of type {@code keyType} under which DynamoDB holds an item of another entity type
   * (legacy data, another service's item, a key collision), in the order they were added: they read
   * as absent, as queries skip such items, and are also among {@link #missingKeys(Class)}.
   */
  public <K> List<K> skippedKeys(Class<K> keyType) {
    List<K> keys = new ArrayList<>();
    for (Read<?, ?> read : byKey.values()) {
      if (skippedKeys.contains(read.key()) && keyType.isInstance(read.key())) {
        keys.add(keyType.cast(read.key()));
      }
    }
    return keys;
  }

  /** Whether an item was found under every key. */
  public boolean allFound() {
    return byKey.values().stream().allMatch(read -> read.item() != null);
  }

  /** How many distinct keys were read. */
  public int keyCount() {
    return byKey.size();
  }

  private static boolean isOf(Read<?, ?> read, EntitySchema<?, ?> schema) {
    return read.schema().entityType().equals(schema.entityType());
  }

  @Override
  public String toString() {
    long found = byKey.values().stream().filter(read -> read.item() != null).count();
    return "ItemsByKey["
        + keyCount()
        + " keys, "
        + found
        + " found"
        + (skippedKeys.isEmpty() ? "" : ", " + skippedKeys.size() + " of another entity type")
        + "]";
  }
}
