package dev.singletable.runtime;

import java.util.List;
import java.util.Objects;

/**
 * Which keys a generated query reads: one partition of the table or of a named index, and the sort
 * keys within it. The key attribute names come from the table's layout, so generated code names the
 * index and gives key values, never attribute names.
 *
 * <pre>{@code
 * QueryTarget.table(OrderKey.partitionKey(orderId)).sortKey(SortKey.equalTo("METADATA"))
 * QueryTarget.index("GSI1", OrderSchema.gsi1PartitionKey(userId)).sortKey(SortKey.prefix("ORDER#"))
 * }</pre>
 */
public final class QueryTarget {

  private final String indexName;
  private final String partitionKey;
  private final List<String> shards;
  private final SortKey sortKey;

  private QueryTarget(String indexName, String partitionKey, List<String> shards, SortKey sortKey) {
    this.indexName = indexName;
    this.partitionKey = Objects.requireNonNull(partitionKey, "partitionKey");
    this.shards = List.copyOf(shards);
    this.sortKey = Objects.requireNonNull(sortKey, "sortKey");
  }

  private QueryTarget(String indexName, String partitionKey, SortKey sortKey) {
    this(indexName, partitionKey, List.of(), sortKey);
  }

  /**
   * Every item of the shard partitions {@code partitionKeys} of the table (one value of a sharded
   * partition key, in shard order): read concurrently and merged in sort-key order.
   */
  public static QueryTarget tableShards(List<String> partitionKeys) {
    return new QueryTarget(null, partitionKeys.get(0), partitionKeys, SortKey.any());
  }

  /** Every item of the shard partitions {@code partitionKeys} of index {@code indexName}. */
  public static QueryTarget indexShards(String indexName, List<String> partitionKeys) {
    return new QueryTarget(
        Objects.requireNonNull(indexName, "indexName"),
        partitionKeys.get(0),
        partitionKeys,
        SortKey.any());
  }

  /** Every item of partition {@code partitionKey} of the table. */
  public static QueryTarget table(String partitionKey) {
    return new QueryTarget(null, partitionKey, SortKey.any());
  }

  /** Every item of partition {@code partitionKey} of index {@code indexName}. */
  public static QueryTarget index(String indexName, String partitionKey) {
    return new QueryTarget(
        Objects.requireNonNull(indexName, "indexName"), partitionKey, SortKey.any());
  }

  /** The items of this partition whose sort keys {@code sortKey} selects. */
  public QueryTarget sortKey(SortKey sortKey) {
    return new QueryTarget(indexName, partitionKey, shards, sortKey);
  }

  /** The shard partitions read and merged, or empty for one partition. */
  List<String> shards() {
    return shards;
  }

  /** The index read, or {@code null} for the table. */
  String indexName() {
    return indexName;
  }

  String partitionKey() {
    return partitionKey;
  }

  SortKey sortKey() {
    return sortKey;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof QueryTarget target
        && Objects.equals(target.indexName, indexName)
        && target.partitionKey.equals(partitionKey)
        && target.shards.equals(shards)
        && target.sortKey.equals(sortKey);
  }

  @Override
  public int hashCode() {
    return Objects.hash(indexName, partitionKey, shards, sortKey);
  }

  @Override
  public String toString() {
    return (indexName == null ? "table" : "index " + indexName)
        + " partition \""
        + partitionKey
        + "\""
        + (shards.isEmpty() ? "" : " and its other " + (shards.size() - 1) + " shards")
        + ", "
        + sortKey;
  }
}
