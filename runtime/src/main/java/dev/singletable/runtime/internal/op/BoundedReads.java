package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.Page;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.observe.ConsumedUnits;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads under a bound of read units and requests, as steps either caller runs: a page filled to a
 * number of matching items from as many DynamoDB pages as that takes, and a walk over every page
 * that stops when the bound is spent. The units are those DynamoDB reports ({@code
 * ReturnConsumedCapacity=TOTAL}, asked for only when a bound of units is set); the bound is checked
 * before each further request, so a read may exceed it by one request.
 */
public final class BoundedReads {

  private BoundedReads() {}

  /**
   * The most a read may spend: read capacity units (infinity: not counted, and not asked for) and
   * requests ({@code Integer.MAX_VALUE}: not bounded).
   *
   * @param perPage whether, in a walk, it bounds each page's own spending rather than the walk's:
   *     the default bound of a filled walk that states none, which fills each page under it and
   *     leaves the walk unbounded
   */
  public record Bound(double maxReadUnits, int maxRequests, boolean perPage) {

    /** A bound of the read as a whole: a page, or a walk over pages. */
    public Bound(double maxReadUnits, int maxRequests) {
      this(maxReadUnits, maxRequests, false);
    }

    boolean countsUnits() {
      return !Double.isInfinite(maxReadUnits);
    }

    boolean reachedBy(Spent spent) {
      return spent.requests() >= maxRequests || spent.units().total() >= maxReadUnits;
    }
  }

  /** What a read has spent so far: read units (as reported) and requests. */
  public record Spent(ConsumedUnits units, int requests) {

    public static final Spent NOTHING = new Spent(ConsumedUnits.NONE, 0);

    Spent plus(ConsumedUnits more, int moreRequests) {
      return new Spent(units.plus(more), requests + moreRequests);
    }
  }

  /** One page read under a bound, and what the read has spent up to and including it. */
  public record Bounded<T>(Page<T> page, Spent spent) {}

  /**
   * One page of {@code spec} (from its cursor) under {@code bound}: filled to {@code size} matching
   * items when {@code filled}, otherwise one DynamoDB page of {@code size} items evaluated.
   *
   * @throws dev.singletable.runtime.failure.InvalidCursorException for a cursor of another query
   */
  public static <T> Step<Page<T>> page(QuerySpec<T> spec, int size, boolean filled, Bound bound) {
    return read(spec, size, filled, bound, Spent.NOTHING).map(Bounded::page);
  }

  /**
   * The next page of a walk that has spent {@code spent} of {@code bound}: read as {@link #page}
   * reads it, and flagged {@link Page#boundReached()} when it has a cursor and the bound is now
   * spent (a filled page too, even when full), which ends the walk. Under a {@link Bound#perPage()}
   * bound the page fills under the bound with its own spending, and a page the bound stopped short
   * is handed over unflagged: the walk goes on from its cursor.
   */
  public static <T> Step<Bounded<T>> next(
      QuerySpec<T> spec, int size, boolean filled, Bound bound, Spent spent) {
    if (bound.perPage()) {
      return read(spec, size, filled, bound, Spent.NOTHING)
          .map(
              own ->
                  new Bounded<>(
                      unflagged(own.page()),
                      spent.plus(own.spent().units(), own.spent().requests())));
    }
    return read(spec, size, filled, bound, spent)
        .map(
            bounded -> {
              Page<T> page = bounded.page();
              boolean reached =
                  page.cursor() != null && !page.boundReached() && bound.reachedBy(bounded.spent());
              return reached ? new Bounded<>(flagged(page), bounded.spent()) : bounded;
            });
  }

  /**
   * One page under {@code bound}, of which {@code spent} is spent: a filled page flagged when the
   * bound stopped it before it was full; one DynamoDB page never flagged.
   */
  private static <T> Step<Bounded<T>> read(
      QuerySpec<T> spec, int size, boolean filled, Bound bound, Spent spent) {
    QuerySpec<T> counted = bound.countsUnits() ? withCapacity(spec) : spec;
    if (filled) {
      return PageFill.fill(counted, size, bound, spent);
    }
    if (spec.merged()) {
      return new ShardedQueryOperation<>(counted.withLimit(size))
          .read()
          .map(
              read ->
                  new Bounded<>(
                      read.page(), spent.plus(read.page().consumedUnits(), read.requests())));
    }
    return QueryPages.page(counted.withLimit(size))
        .map(page -> new Bounded<>(page, spent.plus(page.consumedUnits(), 1)));
  }

  /**
   * Hands every page of a walk to {@code onPage}, each requested once {@code onPage} has returned,
   * until the query's end or a page flagged {@link Page#boundReached()}.
   */
  public static <T> Step<Void> walk(
      QuerySpec<T> spec, int size, boolean filled, Bound bound, Consumer<? super Page<T>> onPage) {
    return walkFrom(spec, size, filled, bound, Spent.NOTHING, onPage);
  }

  private static <T> Step<Void> walkFrom(
      QuerySpec<T> spec,
      int size,
      boolean filled,
      Bound bound,
      Spent spent,
      Consumer<? super Page<T>> onPage) {
    return next(spec, size, filled, bound, spent)
        .then(
            bounded -> {
              Page<T> page = bounded.page();
              onPage.accept(page);
              return ends(page)
                  ? Step.done(null)
                  : walkFrom(
                      spec.withCursor(page.cursor()), size, filled, bound, bounded.spent(), onPage);
            });
  }

  /** {@code spec} asking for the consumed capacity of each request. */
  private static <T> QuerySpec<T> withCapacity(QuerySpec<T> spec) {
    QuerySpec.Options o = spec.options();
    return new QuerySpec<>(
        spec.target(),
        spec.sortKey(),
        new QuerySpec.Options(
            o.forward(),
            o.limit(),
            o.filter(),
            o.consistentRead(),
            o.projection(),
            o.cursor(),
            true));
  }

  /** Whether a walk ends after {@code page}: the query's last page, or the bound spent. */
  public static boolean ends(Page<?> page) {
    return page.cursor() == null || page.boundReached();
  }

  private static <T> Page<T> flagged(Page<T> page) {
    return withBoundReached(page, true);
  }

  private static <T> Page<T> unflagged(Page<T> page) {
    return page.boundReached() ? withBoundReached(page, false) : page;
  }

  private static <T> Page<T> withBoundReached(Page<T> page, boolean reached) {
    return new Page<>(
        page.items(),
        page.cursor(),
        page.skippedItems(),
        page.scannedCount(),
        page.consumedUnits(),
        reached);
  }

  /** The items of several reads gathered into one page. */
  static final class Gathered<T> {
    final List<T> items = new ArrayList<>();
    int skipped;
    int scanned;
    ConsumedUnits units = ConsumedUnits.NONE;

    Page<T> page(String cursor, boolean boundReached) {
      return new Page<>(items, cursor, skipped, scanned, units, boundReached);
    }
  }
}
