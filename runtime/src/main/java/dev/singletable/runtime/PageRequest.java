package dev.singletable.runtime;

import dev.singletable.runtime.failure.InvalidCursorException;
import dev.singletable.runtime.internal.op.BoundedReads;
import java.util.NoSuchElementException;
import java.util.Objects;

/**
 * Which page to read: its size, the cursor of the page before it, and how it is read. Immutable; a
 * parameter of this type makes an {@code @AccessPattern} method return one {@link Page}, and a
 * query's {@code page(request)} and {@code pages(request)} read by it.
 *
 * <p>A plain request reads one DynamoDB page of {@code size} items evaluated (DynamoDB's Limit,
 * applied before the filter, so a filtered page may hold fewer items, or none). A {@link #filled()}
 * request keeps reading DynamoDB pages until {@code size} items match, within a bound of read units
 * and requests ({@link #maxReadUnits(double)}, {@link #maxRequests(int)}; by default {@value
 * #DEFAULT_MAX_READ_UNITS} read units and {@value #DEFAULT_MAX_REQUESTS} requests), and its cursor
 * resumes exactly after the last item returned.
 *
 * <pre>{@code
 * Page<Order> first = shop.ordersOfUser("u1", PageRequest.first(20));
 * Page<Order> second = shop.ordersOfUser("u1", PageRequest.first(20).next(first));
 * Page<Order> resumed = shop.ordersOfUser("u1", PageRequest.after(cursorFromTheClient, 20));
 * Page<Order> open = shop.openOrders("u1", PageRequest.first(20).filled().maxReadUnits(50));
 * }</pre>
 */
public final class PageRequest {

  /** The read units a {@link #filled()} page may consume when the request states no bound. */
  public static final double DEFAULT_MAX_READ_UNITS = 100;

  /** The requests a {@link #filled()} page may send when the request states no bound. */
  public static final int DEFAULT_MAX_REQUESTS = 10;

  private final String cursor;
  private final int size;
  private final boolean filled;
  private final double maxReadUnits;
  private final int maxRequests;

  private PageRequest(
      String cursor, int size, boolean filled, double maxReadUnits, int maxRequests) {
    if (size < 1) {
      throw new IllegalArgumentException("page size must be at least 1, got " + size);
    }
    this.cursor = cursor;
    this.size = size;
    this.filled = filled;
    this.maxReadUnits = maxReadUnits;
    this.maxRequests = maxRequests;
  }

  private PageRequest(String cursor, int size) {
    this(cursor, size, false, 0, 0);
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
   * The page after {@code page}, of the same size, read the same way.
   *
   * @throws NoSuchElementException when {@code page} was the last one ({@link Page#hasMore()} is
   *     false)
   */
  public PageRequest next(Page<?> page) {
    if (!page.hasMore()) {
      throw new NoSuchElementException("the page was the last one: it has no cursor to resume at");
    }
    return new PageRequest(page.cursor(), size, filled, maxReadUnits, maxRequests);
  }

  /**
   * This request filled: the page holds {@code size} items matching the filter (fewer only when the
   * query has no more, or when a bound stops the read, which {@link Page#boundReached()} then
   * says), read from as many DynamoDB pages as that takes. Each request asks for the items still
   * needed, scaled by the share of items read so far that matched (or for the query's {@code
   * limit(n)} when it has one); its cursor resumes after the last item returned, so that no item is
   * skipped or returned twice even when the last DynamoDB page held more matching items than the
   * page took. Without a bound of its own it stops at {@value #DEFAULT_MAX_READ_UNITS} read units
   * or {@value #DEFAULT_MAX_REQUESTS} requests; in a walk ({@code pages(request)}, {@code
   * forEachPage(request, ...)}) so does every page, counting its own spending, and a page they stop
   * short (maybe empty) is handed over with a cursor and without {@link Page#boundReached()}: the
   * walk goes on, bounded as a whole only by a bound the request states.
   */
  public PageRequest filled() {
    return new PageRequest(cursor, size, true, maxReadUnits, maxRequests);
  }

  /**
   * This request bounded by {@code units} read capacity units, as DynamoDB reports them (each
   * request then asks for its consumed capacity): no further request is sent once they are spent,
   * so the read may exceed them by one request's units. A filled page stops filling; {@code
   * pages(request)} stops walking.
   *
   * @throws IllegalArgumentException when {@code units} is not a positive number
   */
  public PageRequest maxReadUnits(double units) {
    if (!(units > 0) || Double.isInfinite(units)) {
      throw new IllegalArgumentException("maxReadUnits must be a positive number, got " + units);
    }
    return new PageRequest(cursor, size, filled, units, maxRequests);
  }

  /**
   * This request bounded by {@code requests} DynamoDB requests: a filled page stops filling, and
   * {@code pages(request)} stops walking, once that many are sent.
   *
   * @throws IllegalArgumentException when {@code requests} is below 1
   */
  public PageRequest maxRequests(int requests) {
    if (requests < 1) {
      throw new IllegalArgumentException("maxRequests must be at least 1, got " + requests);
    }
    return new PageRequest(cursor, size, filled, maxReadUnits, requests);
  }

  /**
   * This request with a size of at most {@code size}, for declared reads whose {@code @Limit} caps
   * their pages.
   */
  public PageRequest atMost(int size) {
    return size >= this.size
        ? this
        : new PageRequest(cursor, size, filled, maxReadUnits, maxRequests);
  }

  /** The cursor to resume after, or {@code null} for the first page. */
  public String cursor() {
    return cursor;
  }

  /**
   * The most items the page holds: for a plain request DynamoDB's Limit (items evaluated, before
   * any filter); for a {@link #filled()} one, items that match.
   */
  public int size() {
    return size;
  }

  /** Whether the page is {@link #filled()} to its size with matching items. */
  public boolean isFilled() {
    return filled;
  }

  /**
   * The bound this request reads under: the stated bounds, of one page or of a whole walk over
   * pages; a filled request that states none fills every page under the defaults, alone ({@code
   * walk} false) or each page of a walk with its own spending (the walk itself unbounded).
   */
  BoundedReads.Bound bound(boolean walk) {
    boolean stated = maxReadUnits > 0 || maxRequests > 0;
    if (!stated && filled) {
      return new BoundedReads.Bound(DEFAULT_MAX_READ_UNITS, DEFAULT_MAX_REQUESTS, walk);
    }
    return new BoundedReads.Bound(
        maxReadUnits > 0 ? maxReadUnits : Double.POSITIVE_INFINITY,
        maxRequests > 0 ? maxRequests : Integer.MAX_VALUE);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof PageRequest that
        && size == that.size
        && filled == that.filled
        && Double.compare(maxReadUnits, that.maxReadUnits) == 0
        && maxRequests == that.maxRequests
        && Objects.equals(cursor, that.cursor);
  }

  @Override
  public int hashCode() {
    return Objects.hash(cursor, size, filled, maxReadUnits, maxRequests);
  }

  @Override
  public String toString() {
    return "PageRequest[size="
        + size
        + (cursor == null ? ", first" : ", after " + cursor)
        + (filled ? ", filled" : "")
        + (maxReadUnits > 0 ? ", maxReadUnits=" + maxReadUnits : "")
        + (maxRequests > 0 ? ", maxRequests=" + maxRequests : "")
        + "]";
  }
}
