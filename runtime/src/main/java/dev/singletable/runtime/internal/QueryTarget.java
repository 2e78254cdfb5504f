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
 * @param former while the entity's primary key moves ({@link FormerKeys}), where the items still
 *     under the former key are read; otherwise {@code null}
 */
public record QueryTarget(
    String indexName,
    String partitionKey,
    List<String> shards,
    SortKeyCondition sortKey,
    NativeKey nativeKey,
    Former former) {

  /**
   * The second read of a query while the entity's key moves: the former partition and the former
   * sort keys of the entity's items in it (the literal start of the former sort key pattern).
   *
   * @param entityType the entity whose items it reads: the queried entity when {@code null}, a
   *     member for a collection (one such read per member whose key moves)
   * @param keys the former keys it reads: for an index query, where each item's former index keys
   *     come from ({@link FormerKeys#formerIndexKeys})
   */
  public record Former(
      String partitionKey, SortKeyCondition sortKey, String entityType, FormerKeys keys) {

    public Former {
      Objects.requireNonNull(partitionKey, "partitionKey");
      Objects.requireNonNull(sortKey, "sortKey");
    }

    /** The same read, of the items of member {@code type} of a collection. */
    public Former of(String type) {
      return new Former(partitionKey, sortKey, type, keys);
    }

    /** Whether it reads an index, whose items' former index keys {@link #keys} computes. */
    public boolean ofIndex() {
      return keys != null && keys.indexName() != null;
    }
  }

  public QueryTarget {
    Objects.requireNonNull(partitionKey, "partitionKey");
    shards = List.copyOf(shards);
    Objects.requireNonNull(sortKey, "sortKey");
  }

  /** A query read once: no former key to read as well. */
  public QueryTarget(
      String indexName,
      String partitionKey,
      List<String> shards,
      SortKeyCondition sortKey,
      NativeKey nativeKey) {
    this(indexName, partitionKey, shards, sortKey, nativeKey, null);
  }

  /** The same query, also reading the items still under the former key. */
  public QueryTarget withFormer(Former read) {
    return new QueryTarget(indexName, partitionKey, shards, sortKey, nativeKey, read);
  }

  /** A partition of the table or of an index keyed by one string attribute of each kind. */
  public QueryTarget(
      String indexName, String partitionKey, List<String> shards, SortKeyCondition sortKey) {
    this(indexName, partitionKey, shards, sortKey, null, null);
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
