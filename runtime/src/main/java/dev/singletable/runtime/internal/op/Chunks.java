package dev.singletable.runtime.internal.op;

import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * Splits pending batch requests into requests DynamoDB accepts: at most a count and a byte size
 * ({@link Limits}).
 */
public final class Chunks {

  private Chunks() {}

  /**
   * Removes from the head of {@code pending} the longest run that has at most {@code maxCount}
   * elements and at most {@code maxBytes} bytes in all (always at least one element, which alone is
   * within the item limit and so within any batch limit).
   */
  public static <E> List<E> take(
      Deque<E> pending, int maxCount, long maxBytes, ToLongFunction<? super E> size) {
    List<E> chunk = new ArrayList<>(Math.min(maxCount, pending.size()));
    long bytes = 0;
    while (!pending.isEmpty() && chunk.size() < maxCount) {
      long next = size.applyAsLong(pending.peekFirst());
      if (!chunk.isEmpty() && bytes + next > maxBytes) {
        break;
      }
      bytes += next;
      chunk.add(pending.pollFirst());
    }
    return chunk;
  }
}
