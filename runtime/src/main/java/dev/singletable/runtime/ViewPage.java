package dev.singletable.runtime;

import dev.singletable.runtime.internal.op.FetchOperation;
import dev.singletable.runtime.internal.op.TableContext;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * One page of a query of an index that does not project whole items: the views the page read, its
 * cursor, and {@link #fetch()}, which reads the full items behind the views in one BatchGetItem.
 *
 * @param <V> the view record
 * @param <T> the entity type
 * @param <K> its generated key record
 */
public final class ViewPage<V extends IndexView<K>, T, K> {

  private final Page<V> page;
  private final ViewSchema<V, T, K> schema;
  private final TableContext context;

  ViewPage(Page<V> page, ViewSchema<V, T, K> schema, TableContext context) {
    this.page = page;
    this.schema = schema;
    this.context = context;
  }

  /** The views of the queried entity on this page, in index order. */
  public List<V> items() {
    return page.items();
  }

  /**
   * An opaque, URL-safe token that resumes after this page, or {@code null} when there is nothing
   * more to read.
   */
  public String cursor() {
    return page.cursor();
  }

  /** The cursor of the next page, if there may be one. */
  public Optional<String> nextCursor() {
    return page.nextCursor();
  }

  /** Whether DynamoDB reported more to read (a further page can still turn out empty). */
  public boolean hasMore() {
    return page.hasMore();
  }

  /** How many items of other entity types (or expired items) the page read and left out. */
  public int skippedItems() {
    return page.skippedItems();
  }

  /** How many items DynamoDB evaluated for this page. */
  public int scannedCount() {
    return page.scannedCount();
  }

  /** The page as a plain {@link Page} of views. */
  public Page<V> toPage() {
    return page;
  }

  /**
   * The full items of this page's views, in the page's order, read with BatchGetItem (100 keys per
   * request, unprocessed keys re-sent); the keys whose item is gone are {@link
   * FetchedItems#missingKeys()}.
   *
   * @throws BatchIncompleteException when keys stay unprocessed after the retries
   */
  public FetchedItems<T, K> fetch() {
    return context.caller().run(FetchOperation.fetch(context, schema.entity(), keys(), false));
  }

  /**
   * {@link #fetch()} without holding the calling thread.
   *
   * @throws IllegalStateException when the table was opened with a synchronous client
   */
  public CompletableFuture<FetchedItems<T, K>> fetchAsync() {
    List<K> keys = keys();
    return context
        .caller()
        .runAsync(() -> FetchOperation.fetch(context, schema.entity(), keys, false));
  }

  private List<K> keys() {
    return page.items().stream().map(IndexView::key).toList();
  }

  @Override
  public String toString() {
    return "ViewPage["
        + page.items().size()
        + " views, cursor "
        + (hasMore() ? "set" : "null")
        + "]";
  }
}
