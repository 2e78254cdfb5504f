package dev.singletable.runtime;

import dev.singletable.runtime.expression.AttributeRef;
import dev.singletable.runtime.failure.InvalidCursorException;
import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.BoundedReads;
import dev.singletable.runtime.internal.op.CountOperation;
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
 * returns a new query; generated query methods whose sort key can still be narrowed return a {@link
 * KeyStage} of this face first.
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

  @Override
  final AsyncEntityQuery<T> with(QuerySpec<T> changed) {
    return new AsyncEntityQuery<>(changed);
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
   * The page {@code request} asks for, from its cursor, as {@link EntityQuery#page(PageRequest)}
   * reads it: one DynamoDB page, or a {@link PageRequest#filled()} page of that many matching items
   * within the request's bound, each further request sent when the previous one answers.
   */
  public CompletableFuture<Page<T>> page(PageRequest request) {
    Objects.requireNonNull(request, "request");
    return run(() -> EntityQuery.pageStep(spec, request));
  }

  /**
   * A page of {@code count} matching items from this query's cursor, within the default bound, as
   * {@link EntityQuery#fill(int)} reads it.
   */
  public CompletableFuture<Page<T>> fill(int count) {
    return page(PageRequest.after(spec.cursor(), count).filled());
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
   * Hands every page from the request's cursor, each read as {@link #page(PageRequest)} reads it,
   * to {@code onPage}, as {@link #forEachPage(Consumer)} does, until the query's end or until the
   * bounds the request states, which here bound the whole walk: the last page handed over then has
   * {@link Page#boundReached()} true and a cursor that resumes the walk; without a stated bound, a
   * filled page still fills under the default bound, counting its own spending. The future
   * completes after the last page.
   */
  public CompletableFuture<Void> forEachPage(
      PageRequest request, Consumer<? super Page<T>> onPage) {
    Objects.requireNonNull(request, "request");
    Objects.requireNonNull(onPage, "onPage");
    return run(
        () ->
            BoundedReads.walk(
                spec.withCursor(request.cursor()),
                request.size(),
                request.isFilled(),
                request.bound(true),
                onPage));
  }

  /**
   * This scan read as {@code segments} disjoint segments at once (DynamoDB's parallel scan).
   *
   * @throws IllegalStateException when this is a query rather than a scan, or has a cursor
   * @throws IllegalArgumentException when {@code segments} is not between 1 and 1,000,000
   */
  public ParallelScan<T, CompletableFuture<List<T>>, CompletableFuture<Long>> segments(
      int segments) {
    return ParallelScan.async(spec, segments);
  }

  private <R> CompletableFuture<R> run(Supplier<Step<R>> operation) {
    return spec.context().asyncCaller().runAsync(operation);
  }

  @Override
  public String toString() {
    return "AsyncEntityQuery[" + describe() + "]";
  }
}
