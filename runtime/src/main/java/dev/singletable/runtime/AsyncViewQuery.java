package dev.singletable.runtime;

import dev.singletable.runtime.failure.BatchIncompleteException;
import dev.singletable.runtime.internal.ViewSchema;
import dev.singletable.runtime.internal.op.QuerySpec;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * A query of an index that does not project whole items on the asynchronous face: the options of
 * {@link ViewQuery}, and terminals that return futures, failing with the typed exception itself.
 * The asynchronous repository's {@code fetch(page.items())} reads the full items behind a page.
 *
 * @param <V> the view record
 * @param <T> the entity type
 * @param <K> its generated key record
 */
public class AsyncViewQuery<V extends IndexView<K>, T, K>
    extends BaseQuery<V, T, AsyncViewQuery<V, T, K>> {

  private final ViewSchema<V, T, K> schema;

  AsyncViewQuery(QuerySpec<V> spec, ViewSchema<V, T, K> schema) {
    super(spec);
    this.schema = schema;
  }

  @Override
  final AsyncViewQuery<V, T, K> with(QuerySpec<V> changed) {
    return new AsyncViewQuery<>(changed, schema);
  }

  /** One page of views (up to 1 MB of index items, or {@link #limit(int)} items). */
  public CompletableFuture<Page<V>> page() {
    return rows().page();
  }

  /** The page of views {@code request} asks for, as {@link AsyncEntityQuery#page(PageRequest)}. */
  public CompletableFuture<Page<V>> page(PageRequest request) {
    return rows().page(request);
  }

  /** A page of {@code count} matching views, as {@link AsyncEntityQuery#fill(int)}. */
  public CompletableFuture<Page<V>> fill(int count) {
    return rows().fill(count);
  }

  /**
   * Every page of views under the request's bounds, handed to {@code onPage}, as {@link
   * AsyncEntityQuery#forEachPage(PageRequest, Consumer)}.
   */
  public CompletableFuture<Void> forEachPage(
      PageRequest request, Consumer<? super Page<V>> onPage) {
    return rows().forEachPage(request, onPage);
  }

  /** Every matching view, each page requested when the previous one arrives. */
  public CompletableFuture<List<V>> list() {
    return rows().list();
  }

  /** The first matching view, reading only as many pages as needed. */
  public CompletableFuture<Optional<V>> first() {
    return rows().first();
  }

  /** How many items of the entity the whole query matches, as {@link ViewQuery#count()}. */
  public CompletableFuture<Long> count() {
    return spec.context().asyncCaller().runAsync(() -> ViewQuery.countStep(spec));
  }

  /**
   * The full items of every matching view (every page, then BatchGetItem), in index order, as
   * {@link ViewQuery#fetchItems()}; fails with {@link BatchIncompleteException} when keys stay
   * unprocessed.
   */
  public CompletableFuture<FetchedItems<T, K>> fetchItems() {
    return spec.context().asyncCaller().runAsync(() -> ViewQuery.fetchStep(spec, schema));
  }

  @Override
  public String toString() {
    return "AsyncViewQuery[" + describe() + "]";
  }

  private AsyncEntityQuery<V> rows() {
    return new AsyncEntityQuery<>(spec);
  }
}
