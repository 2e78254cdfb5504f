package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.internal.ItemsByKey;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The typed keys of a batch get or transactional get: duplicates removed (DynamoDB refuses them),
 * each distinct primary key sent once, and the items that come back, in any order, matched to every
 * typed key that asked for them.
 */
public final class KeyReads {

  private record Requested<T, K>(
      EntitySchema<T, K> schema, K key, Map<String, AttributeValue> keyItem) {

    /**
     * The entity found in {@code item}; {@code null} when there is none, it expired, or it is an
     * item of another entity type (which reads as absent, as queries skip such items).
     */
    T entity(TableContext context, Map<String, AttributeValue> item) {
      Map<String, AttributeValue> live = context.liveItem(item);
      return live == null || !context.isOfType(live, schema) ? null : schema.fromItem(live);
    }

    /** Whether {@code item} is a live item of another entity type. */
    boolean foreign(TableContext context, Map<String, AttributeValue> item) {
      Map<String, AttributeValue> live = context.liveItem(item);
      return live != null && !context.isOfType(live, schema);
    }

    ItemsByKey.Read<T, K> read(TableContext context, Map<String, AttributeValue> item) {
      return new ItemsByKey.Read<>(schema, key, entity(context, item));
    }
  }

  private final TableContext context;
  private final Map<Object, Requested<?, ?>> byRecord = new LinkedHashMap<>();
  private final Map<Map<String, AttributeValue>, List<Requested<?, ?>>> byKeyItem =
      new LinkedHashMap<>();

  public KeyReads(TableContext context) {
    this.context = context;
  }

  /**
   * Adds a key; returns {@code false} when it (or another key of the same item) was already added.
   */
  public <T, K> boolean add(EntitySchema<T, K> schema, K key) {
    if (byRecord.containsKey(key)) {
      return false;
    }
    Map<String, AttributeValue> keyItem = schema.keyItem(key);
    Requested<T, K> requested = new Requested<>(schema, key, keyItem);
    byRecord.put(key, requested);
    List<Requested<?, ?>> sameItem = byKeyItem.computeIfAbsent(keyItem, k -> new ArrayList<>());
    sameItem.add(requested);
    return sameItem.size() == 1;
  }

  /** The table the keys are read from. */
  public TableContext context() {
    return context;
  }

  /** Whether no key of the same item was added yet. */
  public <T, K> boolean isNewItem(EntitySchema<T, K> schema, K key) {
    return !byKeyItem.containsKey(schema.keyItem(key));
  }

  /** How many distinct items are asked for. */
  public int itemCount() {
    return byKeyItem.size();
  }

  /** The distinct primary keys, in the order they were first added. */
  public List<Map<String, AttributeValue>> keyItems() {
    return List.copyOf(byKeyItem.keySet());
  }

  /** The entity type asked for under a primary key (the first one, when several types asked). */
  public String entityType(Map<String, AttributeValue> keyItem) {
    return byKeyItem.get(keyItem).get(0).schema().entityType();
  }

  /** The typed keys that asked for a primary key. */
  public List<Object> keys(Map<String, AttributeValue> keyItem) {
    return byKeyItem.get(keyItem).stream().<Object>map(Requested::key).toList();
  }

  /** For messages: {@code Order PK=USER#u1, SK=ORDER#...}. */
  public String describe(Map<String, AttributeValue> keyItem) {
    return entityType(keyItem) + " " + context.describeKey(keyItem);
  }

  /**
   * The typed result: each key asked for with the entity found under it. Items whose TTL has passed
   * count as absent, as for {@code get}; so do items of another entity type, whose keys the result
   * lists as skipped, so that one foreign item does not lose the others.
   *
   * @param found the items DynamoDB returned, by their primary key
   */
  public ItemsByKey result(Map<Map<String, AttributeValue>, Map<String, AttributeValue>> found) {
    List<ItemsByKey.Read<?, ?>> reads = new ArrayList<>(byRecord.size());
    List<Object> skipped = new ArrayList<>();
    for (Requested<?, ?> requested : byRecord.values()) {
      Map<String, AttributeValue> item = found.get(requested.keyItem());
      reads.add(requested.read(context, item));
      if (requested.foreign(context, item)) {
        skipped.add(requested.key());
      }
    }
    return new ItemsByKey(reads, skipped);
  }

  /** The entities decoded so far from {@code found}, for a batch get that gives up. */
  public List<Object> entities(
      Map<Map<String, AttributeValue>, Map<String, AttributeValue>> found) {
    List<Object> entities = new ArrayList<>();
    for (Requested<?, ?> requested : byRecord.values()) {
      Object entity = requested.entity(context, found.get(requested.keyItem()));
      if (entity != null) {
        entities.add(entity);
      }
    }
    return entities;
  }
}
