package dev.singletable.runtime;

import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.FetchOperation;
import dev.singletable.runtime.internal.op.QueryPages;
import dev.singletable.runtime.internal.op.QuerySpec;
import dev.singletable.runtime.internal.op.TableContext;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

/**
 * A query of an index that does not project whole items ({@code KEYS_ONLY}, or {@code INCLUDE}
 * without every attribute): the same options, paging and cursor as {@link EntityQuery}, but its
 * results are views holding the entity's primary key and the attributes the index includes. {@link
 * ViewPage#fetch()} and {@link #fetchItems()} read the full items behind them with BatchGetItem, in
 * the index's order. Immutable: each option returns a new query.
 *
 * <pre>{@code
 * ViewPage<ReviewInvertedView, Review, ReviewKey> page = db.reviews().reviewsBy("u-1").limit(20).page();
 * FetchedItems<Review, ReviewKey> reviews = page.fetch();   // the full reviews, in index order
 * }</pre>
 *
 * @param <V> the view record
 * @param <T> the entity type
 * @param <K> its generated key record
 */
public class ViewQuery<V extends IndexView<K>, T, K> {

  private final QuerySpec<V> spec;
  private final ViewSchema<V, T, K> schema;

  ViewQuery(QuerySpec<V> spec, ViewSchema<V, T, K> schema) {
    this.spec = spec;
    this.schema = schema;
  }

  /** The same query as {@code query}; for generated subclasses that add sort-key choices. */
  protected ViewQuery(ViewQuery<V, T, K> query) {
    this(query.spec, query.schema);
  }

  /** This query restricted to the sort keys {@code sortKey} selects; for generated subclasses. */
  protected final ViewQuery<V, T, K> withSortKey(SortKey sortKey) {
    return with(spec.withSortKey(sortKey.condition()));
  }

  /** Ascending sort-key order (the default). */
  public ViewQuery<V, T, K> ascending() {
    return with(spec.withForward(true));
  }

  /** Descending sort-key order. */
  public ViewQuery<V, T, K> descending() {
    return with(spec.withForward(false));
  }

  /** Same as {@link #descending()}, reads better for time-ordered keys. */
  public ViewQuery<V, T, K> newestFirst() {
    return descending();
  }

  /** Same as {@link #ascending()}. */
  public ViewQuery<V, T, K> oldestFirst() {
    return ascending();
  }

  /** At most {@code pageSize} index items evaluated per page (before the filter). */
  public ViewQuery<V, T, K> limit(int pageSize) {
    return with(spec.withLimit(pageSize));
  }

  /**
   * Keeps only items matching {@code condition}, evaluated by DynamoDB on the index items: it may
   * read only attributes the index projects.
   *
   * @throws IllegalArgumentException (before sending) when the condition reads an attribute the
   *     index does not project, or a key attribute of the index
   */
  public ViewQuery<V, T, K> filter(Condition<? super T> condition) {
    return with(spec.andFilter(condition));
  }

  /**
   * Strongly consistent reads. Refused, before sending, on a global secondary index, which DynamoDB
   * only reads eventually consistently.
   */
  public ViewQuery<V, T, K> consistentRead() {
    return with(spec.withConsistentRead(true));
  }

  /** Resumes after the page whose {@link ViewPage#cursor()} is given ({@code null}: the start). */
  public ViewQuery<V, T, K> startAfter(String cursor) {
    return with(spec.withCursor(cursor));
  }

  /** Reads one page of views (up to 1 MB of index items, or {@link #limit(int)} items). */
  public ViewPage<V, T, K> page() {
    return new ViewPage<>(rows().page(), schema, context());
  }

  /** All matching views, read page by page as the stream is consumed. */
  public Stream<V> stream() {
    return rows().stream();
  }

  /** All matching views (every page). */
  public List<V> list() {
    return rows().list();
  }

  /** The first matching view, reading only as many pages as needed. */
  public Optional<V> first() {
    return rows().first();
  }

  /**
   * How many items of the entity the whole query matches (every page, from the start). The index
   * items are read and recognised by their key pattern, since the index holds no entity type to
   * count on the server; they are small, and DynamoDB bills a count by the items evaluated anyway.
   */
  public long count() {
    return context().caller().run(countStep());
  }

  /**
   * The full items of every matching view (every page), in index order, read with BatchGetItem (100
   * keys per request); the keys whose item is gone are {@link FetchedItems#missingKeys()}. Prefer
   * {@link #page()} and {@link ViewPage#fetch()} for large results.
   *
   * @throws BatchIncompleteException when keys stay unprocessed after the retries
   */
  public FetchedItems<T, K> fetchItems() {
    return context().caller().run(fetchStep());
  }

  /**
   * {@link #page()} without holding the calling thread.
   *
   * @throws IllegalStateException when the table was opened with a synchronous client
   */
  public CompletableFuture<ViewPage<V, T, K>> pageAsync() {
    return context()
        .caller()
        .runAsync(() -> QueryPages.page(spec).map(page -> new ViewPage<>(page, schema, context())));
  }

  /**
   * {@link #list()} without holding the calling thread.
   *
   * @throws IllegalStateException when the table was opened with a synchronous client
   */
  public CompletableFuture<List<V>> listAsync() {
    return rows().listAsync();
  }

  /**
   * {@link #fetchItems()} without holding the calling thread: every page, then the fetch.
   *
   * @throws IllegalStateException when the table was opened with a synchronous client
   */
  public CompletableFuture<FetchedItems<T, K>> fetchItemsAsync() {
    return context().caller().runAsync(this::fetchStep);
  }

  /** The key condition this query sends, readable. */
  public String describe() {
    return spec.describe();
  }

  @Override
  public String toString() {
    return "ViewQuery[" + describe() + "]";
  }

  private Step<Long> countStep() {
    return QueryPages.all(spec, 0L, (sofar, page) -> sofar + page.items().size());
  }

  // Every page (a sharded partition's merged like any read), then one fetch of their keys.
  private Step<FetchedItems<T, K>> fetchStep() {
    return QueryPages.list(spec)
        .then(views -> FetchOperation.fetch(context(), schema.entity(), keys(views), false));
  }

  private List<K> keys(List<V> views) {
    return views.stream().map(IndexView::key).toList();
  }

  private EntityQuery<V> rows() {
    return new EntityQuery<>(spec);
  }

  private TableContext context() {
    return spec.context();
  }

  private ViewQuery<V, T, K> with(QuerySpec<V> changed) {
    return new ViewQuery<>(changed, schema);
  }
}
