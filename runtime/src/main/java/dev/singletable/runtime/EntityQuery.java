package dev.singletable.runtime;

import dev.singletable.runtime.expression.AttributeRef;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.internal.call.CallObserver;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.BoundedReads;
import dev.singletable.runtime.internal.op.CountOperation;
import dev.singletable.runtime.internal.op.QueryPages;
import dev.singletable.runtime.internal.op.QuerySpec;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * A query (or scan) of one entity type on the blocking face ({@code ShopDb}), ready to run.
 * Immutable: each option returns a new query. Generated query methods whose sort key can still be
 * narrowed return a {@link KeyStage} first, whose options, {@code all()} and last condition lead
 * here. Filters and projections take the entity's own references only. {@link AsyncEntityQuery} is
 * its twin on the asynchronous face.
 *
 * <pre>{@code
 * Page<Order> page = db.orders().byUserId("u1").newestFirst().limit(20).page();
 * Page<Order> next = db.orders().byUserId("u1").newestFirst().limit(20).startAfter(page.cursor()).page();
 * }</pre>
 *
 * @param <T> the entity type
 */
public class EntityQuery<T> extends BaseQuery<T, T, EntityQuery<T>> {

  EntityQuery(QuerySpec<T> spec) {
    super(spec);
  }

  @Override
  final EntityQuery<T> with(QuerySpec<T> changed) {
    return new EntityQuery<>(changed);
  }

  /**
   * Reads only these attributes (a ProjectionExpression): the entities come back with the other
   * attributes null, zero or false. Saves bandwidth, not read capacity, which DynamoDB counts on
   * whole items.
   */
  @SafeVarargs
  public final EntityQuery<T> project(AttributeRef<T, ?>... attributes) {
    return new EntityQuery<>(spec.withProjection(paths(attributes)));
  }

  /** The paths of {@code attributes}, for both faces' {@code project}. */
  @SafeVarargs
  static <T> List<Path> paths(AttributeRef<T, ?>... attributes) {
    List<Path> paths = new ArrayList<>(attributes.length);
    for (AttributeRef<T, ?> attribute : attributes) {
      paths.add(attribute.path());
    }
    return paths;
  }

  /** Reads one page (up to 1 MB, or {@link #limit(int)} items). */
  public Page<T> page() {
    return run(QueryPages.page(spec));
  }

  /**
   * Reads the page {@code request} asks for, from its cursor (the query's own {@link #startAfter}
   * does not apply): one DynamoDB page of {@code request.size()} items evaluated, or, for a {@link
   * PageRequest#filled()} request, a page of that many matching items read from as many DynamoDB
   * pages as it takes within the request's bound, whose cursor resumes right after its last item. A
   * page cut short by the bound says so ({@link Page#boundReached()}).
   *
   * <p>The query's {@link #limit(int)} is DynamoDB's Limit: a plain request replaces it with {@code
   * request.size()} (the page is that one request); a filled request keeps it as the Limit of each
   * request it sends (without one, the fill sizes its requests itself), while {@code
   * request.size()} counts the matching items of the page.
   *
   * @throws dev.singletable.runtime.failure.InvalidCursorException for a cursor of another query
   */
  public Page<T> page(PageRequest request) {
    Objects.requireNonNull(request, "request");
    return run(pageStep(spec, request));
  }

  /**
   * A page of {@code count} matching items, from this query's cursor: {@code
   * page(PageRequest.after(cursor, count).filled())}, within the default bound of {@value
   * PageRequest#DEFAULT_MAX_READ_UNITS} read units and {@value PageRequest#DEFAULT_MAX_REQUESTS}
   * requests: where a filter keeps few of the items read, it reads on until {@code count} match.
   */
  public Page<T> fill(int count) {
    return page(PageRequest.after(spec.cursor(), count).filled());
  }

  /**
   * Every page from the request's cursor, each read as {@link #page(PageRequest)} reads it (a
   * DynamoDB page of {@code request.size()} items, or a filled page), read as the stream is
   * consumed, until the query's end or until the bounds the request states ({@link
   * PageRequest#maxReadUnits(double)}, {@link PageRequest#maxRequests(int)}), which here bound the
   * whole walk: the stream then ends with a page whose {@link Page#boundReached()} is true and
   * whose cursor resumes the walk. Without a stated bound it reads every page; a filled page then
   * still fills under the default bound, counting its own spending ({@link PageRequest#filled()}).
   */
  public Stream<Page<T>> pages(PageRequest request) {
    Objects.requireNonNull(request, "request");
    BoundedReads.Bound bound = request.bound(true);
    List<BoundedReads.Spent> spent = new ArrayList<>(List.of(BoundedReads.Spent.NOTHING));
    return lazily(
        spec.withCursor(request.cursor()),
        next -> {
          BoundedReads.Bounded<T> read =
              run(BoundedReads.next(next, request.size(), request.isFilled(), bound, spent.get(0)));
          spent.set(0, read.spent()); // what the walk spent so far, counted against its bound
          return read.page();
        },
        BoundedReads::ends);
  }

  /** The step of {@link #page(PageRequest)}, for both faces. */
  static <S> Step<Page<S>> pageStep(QuerySpec<S> spec, PageRequest request) {
    return BoundedReads.page(
        spec.withCursor(request.cursor()),
        request.size(),
        request.isFilled(),
        request.bound(false));
  }

  /**
   * This scan read as {@code segments} disjoint segments at once (DynamoDB's parallel scan).
   *
   * @throws IllegalStateException when this is a query rather than a scan, or has a cursor
   * @throws IllegalArgumentException when {@code segments} is not between 1 and 1,000,000
   */
  public ParallelScan<T, List<T>, Long> segments(int segments) {
    return ParallelScan.blocking(spec, segments);
  }

  /**
   * All matching entities, read page by page as the stream is consumed. Keeps going past empty
   * pages that still have a next page.
   */
  public Stream<T> stream() {
    return lazily(spec, next -> run(QueryPages.page(next)), page -> page.cursor() == null)
        .flatMap(page -> page.items().stream());
  }

  /** All matching entities (every page). Prefer {@link #page()} for large results. */
  public List<T> list() {
    return run(QueryPages.list(spec));
  }

  /**
   * How many entities the whole query matches (every page, from the start: limit and cursor do not
   * apply), counted by DynamoDB with {@code Select.COUNT} page after page: no item is sent back,
   * but read capacity is spent on every item evaluated, as for a read. The entity type, hidden
   * expired items and the filter are applied on the server; the shards of a sharded partition are
   * counted concurrently.
   */
  public long count() {
    return run(CountOperation.step(spec));
  }

  /**
   * The first matching entity, reading only as many pages as needed: without a filter or a {@link
   * #limit(int)}, pages of one item, so that one item is read rather than a 1 MB page.
   */
  public Optional<T> first() {
    return run(QueryPages.first(spec));
  }

  /**
   * The first {@code count} matching entities (fewer when fewer match), reading only as many pages
   * as needed.
   *
   * @throws IllegalArgumentException when {@code count} is negative
   */
  public List<T> first(int count) {
    return run(QueryPages.first(spec, count));
  }

  private <R> R run(Step<R> step) {
    return spec.context().syncCaller().run(step);
  }

  @Override
  public String toString() {
    return "EntityQuery[" + describe() + "]";
  }

  /**
   * The pages {@code read} reads, from {@code first} on, each from the cursor of the one before,
   * read as the stream is consumed until a page {@code ends} the walk. A declared read returns the
   * stream before any page is read: the pages keep its name.
   */
  private static <T> Stream<Page<T>> lazily(
      QuerySpec<T> first, Function<QuerySpec<T>, Page<T>> read, Predicate<Page<T>> ends) {
    String accessPattern = CallObserver.accessPattern();
    Iterator<Page<T>> pages =
        new Iterator<>() {
          private QuerySpec<T> next = first;

          @Override
          public boolean hasNext() {
            return next != null;
          }

          @Override
          public Page<T> next() {
            if (next == null) {
              throw new NoSuchElementException();
            }
            QuerySpec<T> spec = next;
            Page<T> page = CallObserver.serving(accessPattern, () -> read.apply(spec));
            next = ends.test(page) ? null : spec.withCursor(page.cursor());
            return page;
          }
        };
    return StreamSupport.stream(
        Spliterators.spliteratorUnknownSize(pages, Spliterator.ORDERED | Spliterator.NONNULL),
        false);
  }
}
