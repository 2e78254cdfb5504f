package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.internal.NativeKey;
import dev.singletable.runtime.internal.SortKeyCondition;
import java.util.List;

/**
 * The queries of native indexes, keyed by the items' own attributes: a {@link QuerySpec} whose
 * target holds the {@link NativeKey} condition (and its text as the partition value, which cursors
 * and messages use) instead of a partition string and a sort-key condition.
 */
public final class NativeQueries {

  private NativeQueries() {}

  /**
   * A query of native index {@code indexName} under the key condition {@code key}, in ascending key
   * order, keeping {@code members}.
   *
   * @throws IllegalArgumentException when the layout has no such index
   */
  public static <T> QuerySpec<T> query(
      TableContext context, QueryMembers<T> members, String indexName, NativeKey key) {
    QuerySpec.index(context.layout(), indexName);
    return new QuerySpec<>(
        target(context, members, indexName, key),
        SortKeyCondition.any(),
        QuerySpec.Options.DEFAULT);
  }

  /** The same native query under the key condition {@code key}. */
  public static <T> QuerySpec<T> withKey(QuerySpec<T> spec, NativeKey key) {
    return new QuerySpec<>(
        target(spec.context(), spec.members(), spec.indexName(), key),
        spec.sortKey(),
        spec.options());
  }

  private static <T> QuerySpec.Target<T> target(
      TableContext context, QueryMembers<T> members, String indexName, NativeKey key) {
    return new QuerySpec.Target<>(
        context,
        members,
        indexName,
        true,
        null,
        key.toString(),
        null,
        false,
        List.of(),
        null,
        null,
        key,
        List.of());
  }
}
