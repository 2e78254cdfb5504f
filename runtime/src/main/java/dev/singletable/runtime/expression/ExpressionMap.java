package dev.singletable.runtime.expression;

import java.util.AbstractMap;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * The ExpressionAttributeNames or ExpressionAttributeValues a writer hands out: read-only, in
 * placeholder order, the first {@code size} entries of two arrays (placeholders, elements) rather
 * than a hash table with a node per entry. The elements are the writer's own array, not a copy: a
 * writer only appends, grows into a new array or rolls back what it added after, so it never
 * changes an element a map it handed out holds. The SDK copies the map into its request with {@link
 * #forEach}; lookups and iteration, which requests do not use, go through a copy of the entries.
 */
final class ExpressionMap<V> extends AbstractMap<String, V> {

  private final String[] keys; // the first size are this map's placeholders
  private final Object[] elements; // the first size are this map's
  private final int size;

  ExpressionMap(String[] keys, Object[] elements, int size) {
    this.keys = keys;
    this.elements = elements;
    this.size = size;
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public void forEach(BiConsumer<? super String, ? super V> action) {
    for (int i = 0; i < size; i++) {
      action.accept(keys[i], element(i));
    }
  }

  @Override
  public Set<Entry<String, V>> entrySet() {
    Set<Entry<String, V>> entries = new LinkedHashSet<>(size * 2);
    for (int i = 0; i < size; i++) {
      entries.add(new SimpleImmutableEntry<>(keys[i], element(i)));
    }
    return Collections.unmodifiableSet(entries);
  }

  @SuppressWarnings("unchecked") // elements are Vs: the writer fills them
  private V element(int i) {
    return (V) elements[i];
  }
}
