package dev.singletable.runtime;

import dev.singletable.runtime.observe.ConsumedUnits;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One page of a query or scan: one DynamoDB page, or several read into one page by {@link
 * PageRequest#filled()}.
 *
 * @param items the entities of the queried type on this page, in key order
 * @param cursor an opaque, URL-safe token that resumes after this page (after its last item when a
 *     filled page took only part of the last DynamoDB page it read), or {@code null} when there is
 *     nothing more to read
 * @param skippedItems how many items of other entity types (or expired items) the page read and
 *     left out
 * @param scannedCount how many items DynamoDB evaluated for this page (over every request of a
 *     filled page)
 * @param consumedUnits the read capacity DynamoDB reported for this page when it was asked for: by
 *     a bound of read units ({@link PageRequest#maxReadUnits(double)}, or a filled page's default
 *     bound) or by a request listener; otherwise {@link ConsumedUnits#NONE}
 * @param boundReached whether the read stopped at a bound of its {@link PageRequest} (read units or
 *     requests) before the query's end, and its cursor resumes where the read stopped: a filled
 *     page then holds fewer items than asked for (maybe none); in a walk over pages ({@code
 *     pages(request)}), it is the last page, which may be full
 */
public record Page<T>(
    List<T> items,
    String cursor,
    int skippedItems,
    int scannedCount,
    ConsumedUnits consumedUnits,
    boolean boundReached) {

  public Page {
    items = List.copyOf(items);
    Objects.requireNonNull(consumedUnits, "consumedUnits");
  }

  /** A page read with no bound: no consumed units reported, and no bound reached. */
  public Page(List<T> items, String cursor, int skippedItems, int scannedCount) {
    this(items, cursor, skippedItems, scannedCount, ConsumedUnits.NONE, false);
  }

  /** The cursor of the next page, if there may be one. */
  public Optional<String> nextCursor() {
    return Optional.ofNullable(cursor);
  }

  /** Whether DynamoDB reported more to read (a further page can still turn out empty). */
  public boolean hasMore() {
    return cursor != null;
  }
}
