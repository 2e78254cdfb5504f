package dev.singletable.runtime.internal;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.Path;
import java.util.List;

/**
 * Everything that defines one query or scan of one entity type: where it reads ({@link Target}),
 * which sort keys, and how ({@link Options}: order, page size, filter, consistency, projection,
 * cursor). Immutable; every option makes a copy.
 */
public record QuerySpec<T>(Target<T> target, SortKeyCondition sortKey, Options options) {

  /**
   * Where a query reads.
   *
   * @param indexName the index, or {@code null} for the table
   * @param globalIndex whether {@code indexName} is a global index (no consistent reads)
   * @param partitionKeyAttribute for a query, the partition key attribute of the table or index
   * @param sortKeyAttribute the sort key attribute, or {@code null} when there is none
   * @param scan whether this is a scan of the entity type rather than a query
   */
  public record Target<T>(
      TableContext context,
      EntitySchema<T, ?> schema,
      String indexName,
      boolean globalIndex,
      String partitionKeyAttribute,
      String partitionKeyValue,
      String sortKeyAttribute,
      boolean scan) {}

  /**
   * How a query reads.
   *
   * @param limit the most items DynamoDB evaluates per page, or {@code null} for its 1 MB default
   * @param projection the attributes to read, or empty for whole items
   * @param cursor a cursor to resume after, or {@code null}
   */
  public record Options(
      boolean forward,
      Integer limit,
      Condition filter,
      boolean consistentRead,
      List<Path> projection,
      String cursor) {

    static final Options DEFAULT = new Options(true, null, null, false, List.of(), null);

    public Options {
      projection = List.copyOf(projection);
    }
  }

  /** A query of one partition of the table or an index, in ascending key order. */
  public static <T> QuerySpec<T> query(
      TableContext context,
      EntitySchema<T, ?> schema,
      String indexName,
      String partitionKeyAttribute,
      String partitionKeyValue,
      String sortKeyAttribute,
      SortKeyCondition sortKey) {
    boolean global =
        indexName != null
            && context.layout().index(indexName).map(index -> index.global()).orElse(true);
    return new QuerySpec<>(
        new Target<>(
            context,
            schema,
            indexName,
            global,
            partitionKeyAttribute,
            partitionKeyValue,
            sortKeyAttribute,
            false),
        sortKey,
        Options.DEFAULT);
  }

  /** A scan of the whole table for one entity type. */
  public static <T> QuerySpec<T> scan(TableContext context, EntitySchema<T, ?> schema) {
    return new QuerySpec<>(
        new Target<>(context, schema, null, false, null, null, null, true),
        SortKeyCondition.any(),
        Options.DEFAULT);
  }

  public QuerySpec<T> withSortKey(SortKeyCondition condition) {
    return new QuerySpec<>(target, condition, options);
  }

  public QuerySpec<T> withForward(boolean ascending) {
    Options o = options;
    return with(
        new Options(
            ascending, o.limit(), o.filter(), o.consistentRead(), o.projection(), o.cursor()));
  }

  public QuerySpec<T> withLimit(Integer pageSize) {
    Options o = options;
    return with(
        new Options(
            o.forward(), pageSize, o.filter(), o.consistentRead(), o.projection(), o.cursor()));
  }

  public QuerySpec<T> withFilter(Condition condition) {
    Options o = options;
    return with(
        new Options(
            o.forward(), o.limit(), condition, o.consistentRead(), o.projection(), o.cursor()));
  }

  public QuerySpec<T> withConsistentRead(boolean consistent) {
    Options o = options;
    return with(
        new Options(o.forward(), o.limit(), o.filter(), consistent, o.projection(), o.cursor()));
  }

  public QuerySpec<T> withProjection(List<Path> paths) {
    Options o = options;
    return with(
        new Options(o.forward(), o.limit(), o.filter(), o.consistentRead(), paths, o.cursor()));
  }

  public QuerySpec<T> withCursor(String resumeAfter) {
    Options o = options;
    return with(
        new Options(
            o.forward(), o.limit(), o.filter(), o.consistentRead(), o.projection(), resumeAfter));
  }

  private QuerySpec<T> with(Options newOptions) {
    return new QuerySpec<>(target, sortKey, newOptions);
  }

  // Shorthands for the runner and the query API.

  public TableContext context() {
    return target.context();
  }

  public EntitySchema<T, ?> schema() {
    return target.schema();
  }

  public String indexName() {
    return target.indexName();
  }

  public boolean globalIndex() {
    return target.globalIndex();
  }

  public boolean scan() {
    return target.scan();
  }

  public boolean forward() {
    return options.forward();
  }

  public Integer limit() {
    return options.limit();
  }

  public Condition filter() {
    return options.filter();
  }

  public String cursor() {
    return options.cursor();
  }

  /**
   * What a cursor must belong to: table, index, entity type, partition, sort-key condition and
   * direction. Page size, filter and projection may change between pages.
   */
  String identity() {
    return String.join(
        "\u0000",
        context().tableName(),
        indexName() == null ? "" : indexName(),
        schema().entityType(),
        scan() ? "scan" : "query",
        target.partitionKeyValue() == null ? "" : target.partitionKeyValue(),
        sortKey.operator().name(),
        sortKey.value() == null ? "" : sortKey.value(),
        sortKey.upper() == null ? "" : sortKey.upper(),
        forward() ? "asc" : "desc");
  }
}
