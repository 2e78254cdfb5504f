package dev.singletable.runtime;

import dev.singletable.runtime.failure.InvalidCursorException;
import java.util.NoSuchElementException;
import java.util.Objects;

/**
 * Which page a declared access pattern returns: its size and the cursor of the page before it.
 * Immutable; a parameter of this type makes an {@code @AccessPattern} method return one {@link
 * Page}.
 *
 * <pre>{@code
 * Page<Order> first = shop.ordersOfUser("u1", PageRequest.first(20));
 * Page<Order> second = shop.ordersOfUser("u1", PageRequest.first(20).next(first));
 * Page<Order> resumed = shop.ordersOfUser("u1", PageRequest.after(cursorFromTheClient, 20));
 * }</pre>
 */
public final class PageRequest {

  private final String cursor;
  private final int size;

  private PageRequest(String cursor, int size) {
    if (size < 1) {
      throw new IllegalArgumentException("page size must be at least 1, got " + size);
    }
    this.cursor = cursor;
    this.size = size;
  }

  /** The first page, of at most {@code size} items. */
  public static PageRequest first(int size) {
    return new PageRequest(null, size);
  }

  /**
   * The page after the one whose {@link Page#cursor()} is {@code cursor}, of at most {@code size}
   * items; a {@code null} cursor means the first page. The query refuses a cursor made by another
   * query with {@link InvalidCursorException}.
   */
  public static PageRequest after(String cursor, int size) {
    return new PageRequest(cursor, size);
  }

  /**
   * The page after {@code page}, of the same size.
   *
   * @throws NoSuchElementException when {@code page} was the last one ({@link Page#hasMore()} is
   *     false)
   */
  public PageRequest next(Page<?> page) {
    if (!page.hasMore()) {
      throw new NoSuchElementException("the page was the last one: it has no cursor to resume at");
    }
    return new PageRequest(page.cursor(), size);
  }

  /** The cursor to resume after, or {@code null} for the first page. */
  public String cursor() {
    return cursor;
  }

  /** The most items the page holds (DynamoDB's Limit: items evaluated, before any filter). */
  public int size() {
    return size;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof PageRequest that
        && size == that.size
        && Objects.equals(cursor, that.cursor);
  }

  @Override
  public int hashCode() {
    return Objects.hash(cursor, size);
  }

  @Override
  public String toString() {
    return "PageRequest[size=" + size + (cursor == null ? ", first" : ", after " + cursor) + "]";
  }
}
