package dev.singletable.runtime;

import dev.singletable.runtime.failure.BatchIncompleteException;
import dev.singletable.runtime.internal.ViewSchema;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.FetchOperation;
import dev.singletable.runtime.internal.op.QueryPages;
import dev.singletable.runtime.internal.op.QuerySpec;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A query of an index that does not project whole items ({@code KEYS_ONLY}, or {@code INCLUDE}
 * without every attribute) on the blocking face: the same options, paging and cursor as {@link
 * EntityQuery}, but its results are views holding the entity's primary key and the attributes the
 * index includes. {@link #fetchItems()} reads the full items behind every view, and the
 * repository's {@code fetch(page.items())} those of one page, with BatchGetItem, in the index's
 * order. Immutable: each option returns a new query. {@link AsyncViewQuery} is its twin on the
 * asynchronous face.
 *
 * <pre>{@code
 * Page<ReviewInvertedView> page = db.reviews().reviewsBy("u-1").limit(20).page();
 * FetchedItems<Review, ReviewKey> reviews = db.reviews().fetch(page.items()); // in index order
 * }</pre>
 *
 * @param <V> the view record
 * @param <T> the entity type
 * @param <K> its generated key record
 */
public class ViewQuery<V extends IndexView<K>, T, K> extends BaseQuery<V, T, ViewQuery<V, T, K>> {

  final ViewSchema<V, T, K> schema;

  ViewQuery(QuerySpec<V> spec, ViewSchema<V, T, K> schema) {
    super(spec);
    this.schema = schema;
  }

  @Override
  final ViewQuery<V, T, K> with(QuerySpec<V> changed) {
    return new ViewQuery<>(changed, schema);
  }

  /** Reads one page of views (up to 1 MB of index items, or {@link #limit(int)} items). */
  public Page<V> page() {
    return rows().page();
  }

  /** The page of views {@code request} asks for, as {@link EntityQuery#page(PageRequest)}. */
  public Page<V> page(PageRequest request) {
    return rows().page(request);
  }

  /** A page of {@code count} matching views, as {@link EntityQuery#fill(int)}. */
  public Page<V> fill(int count) {
    return rows().fill(count);
  }

  /** Every page of views under the request's bounds, as {@link EntityQuery#pages(PageRequest)}. */
  public Stream<Page<V>> pages(PageRequest request) {
    return rows().pages(request);
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
    return spec.context().syncCaller().run(countStep(spec));
  }

  /**
   * The full items of every matching view (every page), in index order, read with BatchGetItem (100
   * keys per request); the keys whose item is gone are {@link FetchedItems#missingKeys()}. Prefer
   * {@link #page()} and the repository's {@code fetch(page.items())} for large results.
   *
   * @throws BatchIncompleteException when keys stay unprocessed after the retries
   */
  public FetchedItems<T, K> fetchItems() {
    return spec.context().syncCaller().run(fetchStep(spec, schema));
  }

  @Override
  public String toString() {
    return "ViewQuery[" + describe() + "]";
  }

  /** The count of a view query; for both faces. */
  static <V> Step<Long> countStep(QuerySpec<V> spec) {
    return QueryPages.all(spec, 0L, (sofar, page) -> sofar + page.items().size());
  }

  /** Every page (a sharded partition's merged like any read), then one fetch of their keys. */
  static <V extends IndexView<K>, T, K> Step<FetchedItems<T, K>> fetchStep(
      QuerySpec<V> spec, ViewSchema<V, T, K> schema) {
    return QueryPages.list(spec)
        .then(
            views ->
                FetchOperation.fetch(
                    spec.context(),
                    schema.entity(),
                    views.stream().map(IndexView::key).toList(),
                    false));
  }

  private EntityQuery<V> rows() {
    return new EntityQuery<>(spec);
  }
}
