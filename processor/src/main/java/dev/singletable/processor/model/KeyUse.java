package dev.singletable.processor.model;

/**
 * One key pattern of an entity: its primary key ({@code indexName == null}) or its keys in one
 * secondary index.
 *
 * @param indexName the index named by {@code @Gsi}/{@code @Lsi}, or {@code null} for the primary
 *     key
 * @param index the declared index, or {@code null} for the primary key or an unknown index
 * @param sortKey the sort-key pattern, or {@code null} when none was written
 * @param queryName the generated query method name
 * @param local whether it was declared with {@code @Lsi}
 */
public record KeyUse(
    String indexName,
    IndexModel index,
    boolean local,
    KeyPatternModel partitionKey,
    KeyPatternModel sortKey,
    String queryName,
    Origin origin) {

  public boolean isPrimary() {
    return indexName == null;
  }

  /** The index name for messages, {@code "table"} for the primary key. */
  public String targetName() {
    return indexName == null ? "table" : indexName;
  }
}
