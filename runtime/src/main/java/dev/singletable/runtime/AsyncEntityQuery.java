package dev.singletable.runtime;

import dev.singletable.runtime.expression.AttributeRef;
import dev.singletable.runtime.failure.InvalidCursorException;
import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.CountOperation;
import dev.singletable.runtime.internal.op.NativeQueries;
import dev.singletable.runtime.internal.op.QueryPages;
import dev.singletable.runtime.internal.op.QuerySpec;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A query (or scan) of one entity type on the asynchronous face ({@code ShopAsyncDb}): the options
 * of {@link EntityQuery}, and terminals that return futures and hold no thread while DynamoDB
 * answers. A future fails with the typed exception itself (an {@link InvalidCursorException}, a
 * {@link RequestFailedException}...), a refusal before sending included. Immutable: each option
 * returns a new query; generated query methods return subclasses that add the sort-key conditions
 * their pattern can serve.
 *
 * <pre>{@code
 * CompletableFuture<Page<Order>> page = asyncDb.orders().byUserId("u1").newestFirst().limit(20).page();
 * }</pre>
 *
 * @param <T> the entity type
 */
public class AsyncEntityQuery<T> extends BaseQuery<T, T, AsyncEntityQuery<T>> {

  AsyncEntityQuery(QuerySpec<T> spec) {
    super(spec);
  }

  /** The same query as {@code query}; for generated subclasses that add sort-key choices. */
  protected AsyncEntityQuery(AsyncEntityQuery<T> query) {
    this(query.spec);
  }

  @Override
  final AsyncEntityQuery<T> with(QuerySpec<T> changed) {
    return new AsyncEntityQuery<>(changed);
  }

  /**
   * This query restricted to the keys whose component {@code slot} is {@code value}, after the
   * prefix it carries; for generated query stages.
   */
  protected final <C> AsyncEntityQuery<T> withSortKey(Keys.Slot<C> slot, C value) {
    return new AsyncEntityQuery<>(spec.withSortKey(slot.equal(spec.sortKey(), value)));
  }

  /**
   * This query restricted to the keys whose component {@code slot} is in {@code range}, after the
   * prefix it carries; for generated query stages.
   */
  protected final <C> AsyncEntityQuery<T> withSortKey(Keys.Slot<C> slot, Range<C> range) {
    return new AsyncEntityQuery<>(spec.withSortKey(slot.range(spec.sortKey(), range)));
  }

  /**
   * This query of a native index also restricted to the items whose key attribute {@code attribute}
   * is {@code value}; for generated query stages, which give sort attributes from the left.
   */
  protected final <C> AsyncEntityQuery<T> withKey(AttributeRef<T, C> attribute, C value) {
    return new AsyncEntityQuery<>(
        NativeQueries.withKey(spec, spec.target().nativeKey().equal(attribute, value)));
  }

  /**
   * This query of a native index also restricted to the items whose key attribute {@code attribute}
   * is in {@code range}, compared as stored (a number as a number); for generated query stages: the
   * last condition.
   */
  protected final <C> AsyncEntityQuery<T> withKey(AttributeRef<T, C> attribute, Range<C> range) {
    return new AsyncEntityQuery<>(
        NativeQueries.withKey(spec, spec.target().nativeKey().range(attribute, range)));
  }

  /** Reads only these attributes (a ProjectionExpression), as {@link EntityQuery#project} does. */
  @SafeVarargs
  public final AsyncEntityQuery<T> project(AttributeRef<T, ?>... attributes) {
    return new AsyncEntityQuery<>(spec.withProjection(EntityQuery.paths(attributes)));
  }

  /** One page (up to 1 MB, or {@link #limit(int)} items). */
  public CompletableFuture<Page<T>> page() {
    return run(() -> QueryPages.page(spec));
  }

  /**
   * Every matching entity, each page requested when the previous one arrives. Prefer {@link
   * #forEachPage} for large results.
   */
  public CompletableFuture<List<T>> list() {
    return run(() -> QueryPages.list(spec));
  }

  /**
   * The first matching entity, reading only as many pages as needed: without a filter or a {@link
   * #limit(int)}, pages of one item.
   */
  public CompletableFuture<Optional<T>> first() {
    return run(() -> QueryPages.first(spec));
  }

  /**
   * The first {@code count} matching entities (fewer when fewer match), reading only as many pages
   * as needed; the future fails with {@link IllegalArgumentException} for a negative count.
   */
  public CompletableFuture<List<T>> first(int count) {
    return run(() -> QueryPages.first(spec, count));
  }

  /**
   * How many entities the whole query matches, counted by DynamoDB with {@code Select.COUNT}, as
   * {@link EntityQuery#count()} counts them.
   */
  public CompletableFuture<Long> count() {
    return run(() -> CountOperation.step(spec));
  }

  /**
   * Hands every page, in order, to {@code onPage}, requesting the next page only once {@code
   * onPage} has returned (so a slow consumer slows the reading, and never more than one page is
   * held); the future completes after the last page. {@code onPage} runs on the thread that
   * delivered the page: it must not block. An exception it throws fails the future and stops the
   * reading.
   */
  public CompletableFuture<Void> forEachPage(Consumer<? super Page<T>> onPage) {
    Objects.requireNonNull(onPage, "onPage");
    return run(
        () ->
            QueryPages.all(
                spec,
                (Void) null,
                (none, page) -> {
                  onPage.accept(page);
                  return null;
                }));
  }

  /**
   * This scan read as {@code segments} disjoint segments at once (DynamoDB's parallel scan).
   *
   * @throws IllegalStateException when this is a query rather than a scan, or has a cursor
   * @throws IllegalArgumentException when {@code segments} is not between 1 and 1,000,000
   */
  public AsyncParallelScan<T> segments(int segments) {
    return new AsyncParallelScan<>(spec, segments);
  }

  private <R> CompletableFuture<R> run(Supplier<Step<R>> operation) {
    return spec.context().asyncCaller().runAsync(operation);
  }

  @Override
  public String toString() {
    return "AsyncEntityQuery[" + describe() + "]";
  }
}
