package dev.singletable.runtime.internal;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.Condition;

/**
 * Everything that defines one query or scan of one entity type: where it reads (table or index,
 * partition, sort-key condition) and how (order, page size, filter, consistency, cursor). Immutable;
 * every option makes a copy.
 *
 * @param indexName the index, or {@code null} for the table
 * @param globalIndex whether {@code indexName} is a global index (no consistent reads)
 * @param partitionKeyAttribute for a query, the partition key attribute of the table or index
 * @param sortKeyAttribute the sort key attribute, or {@code null} when there is none
 * @param scan whether this is a scan of the entity type rather than a query
 * @param limit the most items DynamoDB evaluates per page, or {@code null} for its 1 MB default
 * @param cursor a cursor to resume after, or {@code null}
 */
public record QuerySpec<T>(
    TableContext context,
    EntitySchema<T, ?> schema,
    String indexName,
    boolean globalIndex,
    String partitionKeyAttribute,
    String partitionKeyValue,
    String sortKeyAttribute,
    SortKeyCondition sortKey,
    boolean scan,
    boolean forward,
    Integer limit,
    Condition filter,
    boolean consistentRead,
    String cursor) {

  /** A query of one partition of the table or an index, in ascending key order. */
  public static <T> QuerySpec<T> query(
      TableContext context,
      EntitySchema<T, ?> schema,
      String indexName,
      String partitionKeyAttribute,
      String partitionKeyValue,
      String sortKeyAttribute,
      SortKeyCondition sortKey) {
    boolean global = indexName != null
        && context.layout().index(indexName).map(index -> index.global()).orElse(true);
    return new QuerySpec<>(context, schema, indexName, global, partitionKeyAttribute,
        partitionKeyValue, sortKeyAttribute, sortKey, false, true, null, null, false, null);
  }

  /** A scan of the whole table for one entity type. */
  public static <T> QuerySpec<T> scan(TableContext context, EntitySchema<T, ?> schema) {
    return new QuerySpec<>(context, schema, null, false, null, null, null,
        SortKeyCondition.any(), true, true, null, null, false, null);
  }

  public QuerySpec<T> withSortKey(SortKeyCondition condition) {
    return new QuerySpec<>(context, schema, indexName, globalIndex, partitionKeyAttribute,
        partitionKeyValue, sortKeyAttribute, condition, scan, forward, limit, filter, consistentRead, cursor);
  }

  public QuerySpec<T> withForward(boolean ascending) {
    return new QuerySpec<>(context, schema, indexName, globalIndex, partitionKeyAttribute,
        partitionKeyValue, sortKeyAttribute, sortKey, scan, ascending, limit, filter, consistentRead, cursor);
  }

  public QuerySpec<T> withLimit(Integer pageSize) {
    return new QuerySpec<>(context, schema, indexName, globalIndex, partitionKeyAttribute,
        partitionKeyValue, sortKeyAttribute, sortKey, scan, forward, pageSize, filter, consistentRead, cursor);
  }

  public QuerySpec<T> withFilter(Condition condition) {
    return new QuerySpec<>(context, schema, indexName, globalIndex, partitionKeyAttribute,
        partitionKeyValue, sortKeyAttribute, sortKey, scan, forward, limit, condition, consistentRead, cursor);
  }

  public QuerySpec<T> withConsistentRead(boolean consistent) {
    return new QuerySpec<>(context, schema, indexName, globalIndex, partitionKeyAttribute,
        partitionKeyValue, sortKeyAttribute, sortKey, scan, forward, limit, filter, consistent, cursor);
  }

  public QuerySpec<T> withCursor(String resumeAfter) {
    return new QuerySpec<>(context, schema, indexName, globalIndex, partitionKeyAttribute,
        partitionKeyValue, sortKeyAttribute, sortKey, scan, forward, limit, filter, consistentRead, resumeAfter);
  }

  /**
   * What a cursor must belong to: table, index, entity type, partition, sort-key condition and
   * direction. Page size and filter may change between pages.
   */
  String identity() {
    return String.join("\u0000",
        context.tableName(),
        indexName == null ? "" : indexName,
        schema.entityType(),
        scan ? "scan" : "query",
        partitionKeyValue == null ? "" : partitionKeyValue,
        sortKey.operator().name(),
        sortKey.value() == null ? "" : sortKey.value(),
        sortKey.upper() == null ? "" : sortKey.upper(),
        forward ? "asc" : "desc");
  }
}
