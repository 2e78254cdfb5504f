package dev.singletable.runtime;

import dev.singletable.runtime.expression.AttributeRef;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.Path;
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
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * A query (or scan) of one entity type, ready to run. Immutable: each option returns a new query.
 * Generated query methods return subclasses that add the sort-key conditions their pattern can
 * serve; once a range or an option is chosen the query is an {@code EntityQuery}. Filters and
 * projections take the entity's own references only.
 *
 * <pre>{@code
 * Page<Order> page = db.orders().byUserId("u1").newestFirst().limit(20).page();
 * Page<Order> next = db.orders().byUserId("u1").newestFirst().limit(20).startAfter(page.cursor()).page();
 * }</pre>
 *
 * <p>On a table opened with an asynchronous client, {@link #pageAsync()}, {@link #listAsync()},
 * {@link #forEachPageAsync} and {@link #firstAsync()} run the same query without holding a thread;
 * the blocking methods then wait for it.
 *
 * @param <T> the entity type
 */
public class EntityQuery<T> {

  private final QuerySpec<T> spec;

  EntityQuery(QuerySpec<T> spec) {
    this.spec = spec;
  }

  /** The same query as {@code query}; for generated subclasses that add sort-key choices. */
  protected EntityQuery(EntityQuery<T> query) {
    this(query.spec);
  }

  /** This query restricted to the sort keys {@code sortKey} selects; for generated subclasses. */
  protected final EntityQuery<T> withSortKey(SortKey sortKey) {
    return new EntityQuery<>(spec.withSortKey(sortKey.condition()));
  }

  /** Ascending sort-key order (the default): oldest first for time-ordered keys. */
  public EntityQuery<T> ascending() {
    return new EntityQuery<>(spec.withForward(true));
  }

  /** Descending sort-key order: newest first for time-ordered keys. */
  public EntityQuery<T> descending() {
    return new EntityQuery<>(spec.withForward(false));
  }

  /** Same as {@link #descending()}, reads better for time-ordered keys. */
  public EntityQuery<T> newestFirst() {
    return descending();
  }

  /** Same as {@link #ascending()}. */
  public EntityQuery<T> oldestFirst() {
    return ascending();
  }

  /**
   * At most {@code pageSize} items evaluated per page. DynamoDB applies the limit before the
   * filter, so a filtered page can hold fewer items (or none) and still have a next page.
   */
  public EntityQuery<T> limit(int pageSize) {
    return new EntityQuery<>(spec.withLimit(pageSize));
  }

  /**
   * Keeps only items matching {@code condition}, evaluated by DynamoDB after reading (read capacity
   * is consumed for filtered-out items too). Several filters are combined with AND.
   */
  public EntityQuery<T> filter(Condition<? super T> condition) {
    return new EntityQuery<>(spec.andFilter(condition));
  }

  /**
   * Reads only these attributes (a ProjectionExpression): the entities come back with the other
   * attributes null, zero or false. Saves bandwidth, not read capacity, which DynamoDB counts on
   * whole items.
   */
  @SafeVarargs
  public final EntityQuery<T> project(AttributeRef<T, ?>... attributes) {
    List<Path> paths = new ArrayList<>(attributes.length);
    for (AttributeRef<T, ?> attribute : attributes) {
      paths.add(attribute.path());
    }
    return new EntityQuery<>(spec.withProjection(paths));
  }

  /**
   * Strongly consistent reads (twice the read capacity). Refused, before sending, on a global
   * secondary index, which DynamoDB only reads eventually consistently.
   */
  public EntityQuery<T> consistentRead() {
    return new EntityQuery<>(spec.withConsistentRead(true));
  }

  /**
   * Resumes after the page whose {@link Page#cursor()} is given ({@code null} starts at the
   * beginning). The cursor is refused if it was made by another query.
   */
  public EntityQuery<T> startAfter(String cursor) {
    return new EntityQuery<>(spec.withCursor(cursor));
  }

  /** Reads one page (up to 1 MB, or {@link #limit(int)} items). */
  public Page<T> page() {
    return page(spec);
  }

  private static <T> Page<T> page(QuerySpec<T> spec) {
    return spec.context().caller().run(QueryPages.page(spec));
  }

  /**
   * This scan read as {@code segments} disjoint segments at once (DynamoDB's parallel scan).
   *
   * @throws IllegalStateException when this is a query rather than a scan, or has a cursor
   * @throws IllegalArgumentException when {@code segments} is not between 1 and 1,000,000
   */
  public ParallelScan<T> segments(int segments) {
    return new ParallelScan<>(spec, segments);
  }

  /**
   * All matching entities, read page by page as the stream is consumed. Keeps going past empty
   * pages that still have a next page.
   */
  public Stream<T> stream() {
    Iterator<T> iterator = new PagingIterator<>(spec);
    return StreamSupport.stream(
        Spliterators.spliteratorUnknownSize(iterator, Spliterator.ORDERED | Spliterator.NONNULL),
        false);
  }

  /** All matching entities (every page). Prefer {@link #page()} for large results. */
  public List<T> list() {
    return spec.context().caller().run(QueryPages.list(spec));
  }

  /**
   * How many entities the whole query matches (every page, from the start: limit and cursor do not
   * apply), counted by DynamoDB with {@code Select.COUNT} page after page: no item is sent back,
   * but read capacity is spent on every item evaluated, as for a read. The entity type, hidden
   * expired items and the filter are applied on the server; the shards of a sharded partition are
   * counted concurrently.
   */
  public long count() {
    return spec.context().caller().run(CountOperation.step(spec));
  }

  /**
   * {@link #count()} without holding the calling thread.
   *
   * @throws IllegalStateException when the table was opened with a synchronous client
   */
  public CompletableFuture<Long> countAsync() {
    return spec.context().caller().runAsync(() -> CountOperation.step(spec));
  }

  /**
   * The first matching entity, reading only as many pages as needed: without a filter or a {@link
   * #limit(int)}, pages of one item, so that one item is read rather than a 1 MB page.
   */
  public Optional<T> first() {
    return spec.context().caller().run(QueryPages.first(spec));
  }

  /**
   * Reads one page without holding the calling thread: {@link #page()} of a table opened with an
   * asynchronous client ({@code ShopDb.createAsync}). The future fails with the same typed
   * exceptions as {@link #page()}.
   *
   * @throws IllegalStateException when the table was opened with a synchronous client
   */
  public CompletableFuture<Page<T>> pageAsync() {
    return spec.context().caller().runAsync(() -> QueryPages.page(spec));
  }

  /**
   * Every matching entity, each page requested when the previous one arrives: {@link #list()}
   * without holding a thread. Prefer {@link #forEachPageAsync} for large results.
   *
   * @throws IllegalStateException when the table was opened with a synchronous client
   */
  public CompletableFuture<List<T>> listAsync() {
    return spec.context().caller().runAsync(() -> QueryPages.list(spec));
  }

  /**
   * Hands every page, in order, to {@code onPage}, requesting the next page only once {@code
   * onPage} has returned (so a slow consumer slows the reading, and never more than one page is
   * held); the future completes after the last page. {@code onPage} runs on the thread that
   * delivered the page: it must not block. An exception it throws fails the future and stops the
   * reading.
   *
   * @throws IllegalStateException when the table was opened with a synchronous client
   */
  public CompletableFuture<Void> forEachPageAsync(Consumer<? super Page<T>> onPage) {
    Objects.requireNonNull(onPage, "onPage");
    return spec.context()
        .caller()
        .runAsync(
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
   * {@link #first()} without holding the calling thread.
   *
   * @throws IllegalStateException when the table was opened with a synchronous client
   */
  public CompletableFuture<Optional<T>> firstAsync() {
    return spec.context().caller().runAsync(() -> QueryPages.first(spec));
  }

  /**
   * The key condition this query sends, readable: {@code PK = "USER#u1" AND begins_with(SK,
   * "ORDER#")}.
   */
  public String describe() {
    return spec.describe();
  }

  @Override
  public String toString() {
    return "EntityQuery[" + describe() + "]";
  }

  /** Fetches pages lazily. */
  private static final class PagingIterator<T> implements Iterator<T> {
    private QuerySpec<T> next;
    private Iterator<T> current = List.<T>of().iterator();

    PagingIterator(QuerySpec<T> first) {
      this.next = first;
    }

    @Override
    public boolean hasNext() {
      while (!current.hasNext() && next != null) {
        Page<T> page = page(next);
        current = page.items().iterator();
        next = page.cursor() == null ? null : next.withCursor(page.cursor());
      }
      return current.hasNext();
    }

    @Override
    public T next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      return current.next();
    }
  }
}
