package dev.singletable.runtime.internal;

import dev.singletable.runtime.EntitySchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One page (or all pages) of an item collection: the items of each member entity type, in key
 * order, plus the cursor of the next page. Generated collection results read it into a typed
 * record: one list (or optional) per member entity. Generated-code contract, not API.
 */
public final class CollectionPage {

  private final Map<String, List<Object>> itemsByType;
  private final String cursor;
  private final int skippedItems;

  /** The items of each member type by its entity type, and what follows them. */
  public CollectionPage(Map<String, List<Object>> itemsByType, String cursor, int skippedItems) {
    Map<String, List<Object>> copy = new LinkedHashMap<>();
    itemsByType.forEach((type, items) -> copy.put(type, List.copyOf(items)));
    this.itemsByType = Map.copyOf(copy);
    this.cursor = cursor;
    this.skippedItems = skippedItems;
  }

  /** The items of one member type, typed by its schema, in key order. */
  @SuppressWarnings("unchecked") // items are stored under their schema's type by CollectionQuery
  public <T> List<T> itemsOf(EntitySchema<T, ?> schema) {
    return (List<T>) (List<?>) itemsByType.getOrDefault(schema.entityType(), List.of());
  }

  /** The cursor of the next page, or {@code null} when the collection was read to its end. */
  public String cursor() {
    return cursor;
  }

  /** Items of entity types outside the collection (or expired) that were left out. */
  public int skippedItems() {
    return skippedItems;
  }

  /** This page followed by {@code next}, with the cursor and counts of {@code next}. */
  public CollectionPage append(CollectionPage next) {
    Map<String, List<Object>> merged = new LinkedHashMap<>();
    itemsByType.forEach((type, items) -> merged.put(type, new ArrayList<>(items)));
    next.itemsByType.forEach(
        (type, items) -> merged.computeIfAbsent(type, t -> new ArrayList<>()).addAll(items));
    return new CollectionPage(merged, next.cursor, skippedItems + next.skippedItems);
  }

  @Override
  public String toString() {
    return "CollectionPage[" + itemsByType.keySet() + ", cursor=" + cursor + "]";
  }
}
