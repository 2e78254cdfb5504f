package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.FetchedItems;
import dev.singletable.runtime.internal.ItemsByKey;
import dev.singletable.runtime.internal.call.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Reads the full items of keys taken from an index, keeping the index's order: a {@link
 * BatchGetOperation} (100 keys per request, unprocessed keys re-sent, {@code
 * BatchIncompleteException} when the attempts run out), whose unordered answer is put back in the
 * order of the keys, with the keys found empty listed as missing.
 */
public final class FetchOperation {

  private FetchOperation() {}

  /** The items under {@code keys}, in their order; a key given twice is read once. */
  public static <T, K> Step<FetchedItems<T, K>> fetch(
      TableContext context, EntitySchema<T, K> schema, List<K> keys, boolean consistent) {
    if (keys.isEmpty()) {
      return Step.done(new FetchedItems<>(List.of(), List.of()));
    }
    KeyReads reads = new KeyReads(context);
    for (K key : keys) {
      reads.add(schema, Objects.requireNonNull(key, "key"));
    }
    Backoff backoff = new Backoff(context.options().retryPolicy());
    return new BatchGetOperation(context, backoff, reads, consistent)
        .step()
        .map(found -> inOrder(schema, keys, found));
  }

  private static <T, K> FetchedItems<T, K> inOrder(
      EntitySchema<T, K> schema, List<K> keys, ItemsByKey found) {
    List<T> items = new ArrayList<>(keys.size());
    List<K> missing = new ArrayList<>();
    for (K key : keys) {
      Optional<T> item = found.get(schema, key);
      if (item.isPresent()) {
        items.add(item.get());
      } else {
        missing.add(key);
      }
    }
    return new FetchedItems<>(items, missing);
  }
}
