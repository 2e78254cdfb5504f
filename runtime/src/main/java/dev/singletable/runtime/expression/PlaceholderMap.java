package dev.singletable.runtime.expression;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * The read-only map of placeholders {@code prefix0, prefix1, ...} to the first {@code size} entries
 * of an array, in placeholder order: what {@link ExpressionWriter#names()} and {@link
 * ExpressionWriter#values()} return. It holds the writer's array rather than a copy, and no entry
 * objects: the SDK copies the map into its request with {@link #forEach}, so a request pays for one
 * small object here instead of a hash table and a node per entry.
 *
 * <p>Sharing the array is safe because a writer never changes an element below a count it has
 * handed out: it only appends, grows into a new array, or rolls back elements it added after.
 */
final class PlaceholderMap<V> extends AbstractMap<String, V> {

  private final String[] placeholders; // cached placeholder texts, prefix0 first
  private final String prefix;
  private final Object[] elements;
  private final int size;

  PlaceholderMap(String[] placeholders, String prefix, Object[] elements, int size) {
    this.placeholders = placeholders;
    this.prefix = prefix;
    this.elements = elements;
    this.size = size;
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public boolean isEmpty() {
    return size == 0;
  }

  @Override
  public boolean containsKey(Object key) {
    return indexOf(key) >= 0;
  }

  @Override
  public V get(Object key) {
    int index = indexOf(key);
    return index < 0 ? null : element(index);
  }

  @Override
  public void forEach(BiConsumer<? super String, ? super V> action) {
    for (int i = 0; i < size; i++) {
      action.accept(placeholder(i), element(i));
    }
  }

  @Override
  public Set<Entry<String, V>> entrySet() {
    return new AbstractSet<>() {
      @Override
      public int size() {
        return size;
      }

      @Override
      public Iterator<Entry<String, V>> iterator() {
        return new Iterator<>() {
          private int next;

          @Override
          public boolean hasNext() {
            return next < size;
          }

          @Override
          public Entry<String, V> next() {
            if (next >= size) {
              throw new NoSuchElementException();
            }
            int i = next++;
            return new SimpleImmutableEntry<>(placeholder(i), element(i));
          }
        };
      }
    };
  }

  private String placeholder(int index) {
    return index < placeholders.length ? placeholders[index] : prefix + index;
  }

  @SuppressWarnings("unchecked")
  private V element(int index) {
    return (V) elements[index];
  }

  /** The index a placeholder names, or -1: {@code prefix} then a decimal number without sign. */
  private int indexOf(Object key) {
    if (!(key instanceof String text)
        || !text.startsWith(prefix)
        || text.length() == prefix.length()
        || text.length() > prefix.length() + 10) {
      return -1;
    }
    long index = 0;
    for (int i = prefix.length(); i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9' || (c == '0' && i == prefix.length() && text.length() > i + 1)) {
        return -1; // not a digit, or a leading zero that no placeholder has
      }
      index = index * 10 + (c - '0');
    }
    return index < size ? (int) index : -1;
  }
}
