package dev.singletable.runtime.internal;

import java.util.List;
import java.util.Objects;

/**
 * Which keys a generated query reads: one partition (or the shard partitions of one sharded value)
 * of the table or of a named index, and the sort keys within it. Made by {@link Keys.Target} from a
 * partition value; the key attribute names come from the table's layout.
 *
 * @param indexName the index read, or {@code null} for the table
 * @param shards the shard partitions read and merged, or empty for one partition
 * @param sortKey the sort keys read
 * @param nativeKey for a native index (keyed by the items' own attributes), its key condition, and
 *     {@code partitionKey} its text; otherwise {@code null}
 */
public record QueryTarget(
    String indexName,
    String partitionKey,
    List<String> shards,
    SortKeyCondition sortKey,
    NativeKey nativeKey) {

  public QueryTarget {
    Objects.requireNonNull(partitionKey, "partitionKey");
    shards = List.copyOf(shards);
    Objects.requireNonNull(sortKey, "sortKey");
  }

  /** A partition of the table or of an index keyed by one string attribute of each kind. */
  public QueryTarget(
      String indexName, String partitionKey, List<String> shards, SortKeyCondition sortKey) {
    this(indexName, partitionKey, shards, sortKey, null);
  }

  @Override
  public String toString() {
    return (indexName == null ? "table" : "index " + indexName)
        + " partition \""
        + partitionKey
        + "\""
        + (shards.isEmpty() ? "" : " and its other " + (shards.size() - 1) + " shards")
        + ", "
        + (sortKey.operator() == SortKeyCondition.Operator.ANY
            ? "any sort key"
            : sortKey.clause("SK", value -> "\"" + value + "\""));
  }
}
