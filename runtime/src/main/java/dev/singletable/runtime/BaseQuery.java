package dev.singletable.runtime;

import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.op.QuerySpec;

/**
 * The options both faces of a query share ({@link EntityQuery} and {@link AsyncEntityQuery}, {@link
 * ViewQuery} and {@link AsyncViewQuery}, and the generated {@link KeyStage}s that lead to them):
 * order, page size, filter, consistency and cursor, each returning a new query of the face {@code
 * Q}. The faces differ only in their terminals. Only this package extends it.
 *
 * @param <S> what one item is read into
 * @param <E> the entity type the filters are written on
 * @param <Q> the query type the options return
 */
public abstract class BaseQuery<S, E, Q> {

  final QuerySpec<S> spec;

  BaseQuery(QuerySpec<S> spec) {
    this.spec = spec;
  }

  /** The same query with {@code changed} options. */
  abstract Q with(QuerySpec<S> changed);

  /** Ascending sort-key order (the default): oldest first for time-ordered keys. */
  public Q ascending() {
    return with(spec.withForward(true));
  }

  /** Descending sort-key order: newest first for time-ordered keys. */
  public Q descending() {
    return with(spec.withForward(false));
  }

  /** Same as {@link #descending()}, reads better for time-ordered keys. */
  public Q newestFirst() {
    return descending();
  }

  /** Same as {@link #ascending()}. */
  public Q oldestFirst() {
    return ascending();
  }

  /**
   * At most {@code pageSize} items evaluated per page. DynamoDB applies the limit before the
   * filter, so a filtered page can hold fewer items (or none) and still have a next page.
   */
  public Q limit(int pageSize) {
    return with(spec.withLimit(pageSize));
  }

  /**
   * Keeps only items matching {@code condition}, evaluated by DynamoDB after reading (read capacity
   * is consumed for filtered-out items too). Several filters are combined with AND. On an index
   * that does not project whole items the condition may read only what the index projects.
   *
   * @throws IllegalArgumentException (before sending) when the condition reads an attribute an
   *     index does not project, or a key attribute of the index
   */
  public Q filter(Condition<? super E> condition) {
    return with(spec.andFilter(condition));
  }

  /**
   * Strongly consistent reads (twice the read capacity). Refused, before sending, on a global
   * secondary index, which DynamoDB only reads eventually consistently.
   */
  public Q consistentRead() {
    return with(spec.withConsistentRead(true));
  }

  /**
   * Resumes after the page whose {@link Page#cursor()} is given ({@code null} starts at the
   * beginning). The cursor is refused if it was made by another query.
   */
  public Q startAfter(String cursor) {
    return with(spec.withCursor(cursor));
  }

  /**
   * The key condition this query sends, readable: {@code PK = "USER#u1" AND begins_with(SK,
   * "ORDER#")}.
   */
  public String describe() {
    return spec.describe();
  }
}
