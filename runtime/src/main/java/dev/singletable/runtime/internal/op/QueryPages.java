package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.Page;
import dev.singletable.runtime.internal.call.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * The paging of a query or scan as steps, alike for one partition and a sharded one (whose page is
 * a fork of the shards' queries and their merge): one page, every page folded, the first item.
 * Either caller runs them, so a read behaves the same blocking or not.
 */
public final class QueryPages {

  private QueryPages() {}

  /**
   * The page the spec's cursor points at.
   *
   * @throws dev.singletable.runtime.failure.InvalidCursorException for a cursor of another query
   */
  public static <T> Step<Page<T>> page(QuerySpec<T> spec) {
    return spec.merged()
        ? new ShardedQueryOperation<>(spec).step()
        : new QueryPageOperation<>(spec).step();
  }

  /**
   * Reads every page from the spec's cursor on, folding each into the result: keeps going past
   * empty pages that still have a next page, and stops when DynamoDB reports no more.
   *
   * @param start the result before the first page
   */
  public static <T, A> Step<A> all(
      QuerySpec<T> spec, A start, BiFunction<? super A, Page<T>, A> fold) {
    return page(spec)
        .then(
            page -> {
              A folded = fold.apply(start, page);
              return page.cursor() == null
                  ? Step.done(folded)
                  : all(spec.withCursor(page.cursor()), folded, fold);
            });
  }

  /** Every item of every page, in order. */
  public static <T> Step<List<T>> list(QuerySpec<T> spec) {
    return all(
        spec,
        new ArrayList<T>(),
        (items, page) -> {
          items.addAll(page.items());
          return items;
        });
  }

  /**
   * The first item, reading only as many pages as needed: without a filter or a limit, pages of one
   * item, so that one item is read rather than a 1 MB page.
   */
  public static <T> Step<Optional<T>> first(QuerySpec<T> spec) {
    return firstOf(spec.limit() == null && spec.filter() == null ? spec.withLimit(1) : spec);
  }

  private static <T> Step<Optional<T>> firstOf(QuerySpec<T> spec) {
    return page(spec)
        .then(
            page -> {
              if (!page.items().isEmpty()) {
                return Step.done(Optional.of(page.items().get(0)));
              }
              return page.cursor() == null
                  ? Step.done(Optional.empty())
                  : firstOf(spec.withCursor(page.cursor()));
            });
  }

  /**
   * The first {@code count} items (fewer when the query has fewer), reading only as many pages as
   * needed: the read stops at the page that completes them.
   *
   * @throws IllegalArgumentException when {@code count} is negative
   */
  public static <T> Step<List<T>> first(QuerySpec<T> spec, int count) {
    if (count < 0) {
      throw new IllegalArgumentException("first(count) takes a count of 0 or more, not " + count);
    }
    return count == 0 ? Step.done(List.of()) : firstOf(spec, count, new ArrayList<>(count));
  }

  private static <T> Step<List<T>> firstOf(QuerySpec<T> spec, int count, List<T> found) {
    return page(spec)
        .then(
            page -> {
              for (T item : page.items()) {
                if (found.size() == count) {
                  break;
                }
                found.add(item);
              }
              return found.size() == count || page.cursor() == null
                  ? Step.done(found)
                  : firstOf(spec.withCursor(page.cursor()), count, found);
            });
  }
}
