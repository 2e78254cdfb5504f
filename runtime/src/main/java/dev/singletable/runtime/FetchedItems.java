package dev.singletable.runtime;

import java.util.List;

/**
 * The full items of index views, read with BatchGetItem by {@link EntityRepository#fetch} or {@link
 * ViewQuery#fetchItems()} (and their asynchronous twins).
 *
 * @param items the entities found, in the order of the views they were fetched for (the index's
 *     order)
 * @param missingKeys the keys under which no item of the entity was found, in the same order: items
 *     deleted (or expired, or replaced by another entity type) between the index read and the fetch
 * @param <T> the entity type
 * @param <K> its generated key record
 */
public record FetchedItems<T, K>(List<T> items, List<K> missingKeys) {

  public FetchedItems {
    items = List.copyOf(items);
    missingKeys = List.copyOf(missingKeys);
  }

  /** Whether an item was found for every view. */
  public boolean allFound() {
    return missingKeys.isEmpty();
  }
}
