package dev.singletable.runtime.internal;

import dev.singletable.runtime.IndexLayout;
import dev.singletable.runtime.TableLayout;
import java.util.Objects;

/**
 * Which keys a generated query reads: one partition of the table or of a named index, and a
 * sort-key condition within it. The key attribute names come from the table's layout, so generated
 * code names the index and gives values, never attribute names.
 *
 * <pre>{@code
 * QueryTarget.table(OrderKey.partitionKey(orderId)).sortKey(SortKeyCondition.equalTo("METADATA"))
 * QueryTarget.index("GSI1", OrderSchema.gsi1PartitionKey(userId))
 *     .sortKey(SortKeyCondition.prefix("ORDER#"))
 * }</pre>
 *
 * @param indexName the index, or {@code null} for the table
 * @param partitionKey the partition key value
 * @param sortKey the sort-key condition; {@link SortKeyCondition#any()} for the whole partition
 */
public record QueryTarget(String indexName, String partitionKey, SortKeyCondition sortKey) {

  public QueryTarget {
    Objects.requireNonNull(partitionKey, "partitionKey");
    Objects.requireNonNull(sortKey, "sortKey");
  }

  /** The partition {@code partitionKey} of the table. */
  public static QueryTarget table(String partitionKey) {
    return new QueryTarget(null, partitionKey, SortKeyCondition.any());
  }

  /** The partition {@code partitionKey} of index {@code indexName}. */
  public static QueryTarget index(String indexName, String partitionKey) {
    return new QueryTarget(
        Objects.requireNonNull(indexName, "indexName"), partitionKey, SortKeyCondition.any());
  }

  /** The keys of this partition that satisfy {@code condition}. */
  public QueryTarget sortKey(SortKeyCondition condition) {
    return new QueryTarget(indexName, partitionKey, condition);
  }

  /**
   * The partition key attribute of the table or index.
   *
   * @throws IllegalArgumentException when the layout has no such index
   */
  String partitionKeyAttribute(TableLayout layout) {
    return indexName == null ? layout.partitionKey() : index(layout).partitionKey();
  }

  /** The sort key attribute of the table or index, or {@code null} when it has none. */
  String sortKeyAttribute(TableLayout layout) {
    return indexName == null ? layout.sortKey() : index(layout).sortKey();
  }

  private IndexLayout index(TableLayout layout) {
    return layout
        .index(indexName)
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "table "
                        + layout.defaultName()
                        + " has no index "
                        + indexName
                        + " in its layout; declare it in @Table"));
  }
}
