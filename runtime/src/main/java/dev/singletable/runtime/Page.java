package dev.singletable.runtime;

import java.util.List;
import java.util.Optional;

/**
 * One page of a query or scan.
 *
 * @param items the entities of the queried type on this page, in key order
 * @param cursor an opaque, URL-safe token that resumes after this page, or {@code null} when there
 *     is nothing more to read
 * @param skippedItems how many items of other entity types (or expired items) the page read and
 *     left out
 * @param scannedCount how many items DynamoDB evaluated for this page
 */
public record Page<T>(List<T> items, String cursor, int skippedItems, int scannedCount) {

  public Page {
    items = List.copyOf(items);
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
