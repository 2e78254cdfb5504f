package dev.singletable.runtime;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One page (or all pages) of an item collection: the items of each member entity type, in key
 * order, plus the cursor of the next page. Generated collection results wrap it in a typed record.
 *
 * @param cursor the cursor of the next page, or {@code null} when the collection was read to its
 *     end
 * @param skippedItems items of entity types outside the collection (or expired) that were left out
 */
public record CollectionPage(
    Map<String, List<Object>> itemsByType, String cursor, int skippedItems) {

  public CollectionPage {
    Map<String, List<Object>> copy = new LinkedHashMap<>();
    itemsByType.forEach((type, items) -> copy.put(type, List.copyOf(items)));
    itemsByType = Map.copyOf(copy);
  }

  /** The items of one member type, typed by its schema. */
  @SuppressWarnings("unchecked") // items are stored under their schema's type by CollectionQuery
  public <T> List<T> itemsOf(EntitySchema<T, ?> schema) {
    return (List<T>) (List<?>) itemsByType.getOrDefault(schema.entityType(), List.of());
  }

  /** This page followed by {@code next}, with the cursor and counts of {@code next}. */
  CollectionPage append(CollectionPage next) {
    Map<String, List<Object>> merged = new LinkedHashMap<>();
    itemsByType.forEach((type, items) -> merged.put(type, new ArrayList<>(items)));
    next.itemsByType.forEach(
        (type, items) -> merged.computeIfAbsent(type, t -> new ArrayList<>()).addAll(items));
    return new CollectionPage(merged, next.cursor, skippedItems + next.skippedItems);
  }
}
