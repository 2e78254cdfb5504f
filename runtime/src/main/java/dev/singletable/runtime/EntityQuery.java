package dev.singletable.runtime;

import dev.singletable.runtime.expression.AttributeRef;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.internal.call.CallObserver;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.CountOperation;
import dev.singletable.runtime.internal.op.QueryPages;
import dev.singletable.runtime.internal.op.QuerySpec;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
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
    Iterator<T> iterator = new PagingIterator<>(spec);
    return StreamSupport.stream(
        Spliterators.spliteratorUnknownSize(iterator, Spliterator.ORDERED | Spliterator.NONNULL),
        false);
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

  /** Fetches pages lazily. */
  private static final class PagingIterator<T> implements Iterator<T> {
    // A declared read returns the stream before any page is read: the pages keep its name.
    private final String accessPattern = CallObserver.accessPattern();
    private QuerySpec<T> next;
    private Iterator<T> current = List.<T>of().iterator();

    PagingIterator(QuerySpec<T> first) {
      this.next = first;
    }

    @Override
    public boolean hasNext() {
      while (!current.hasNext() && next != null) {
        QuerySpec<T> spec = next;
        Page<T> page =
            CallObserver.serving(
                accessPattern, () -> spec.context().syncCaller().run(QueryPages.page(spec)));
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
