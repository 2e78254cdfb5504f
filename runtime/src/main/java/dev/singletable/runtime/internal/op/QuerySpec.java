package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.internal.IndexLayout;
import dev.singletable.runtime.internal.Layout;
import dev.singletable.runtime.internal.NativeKey;
import dev.singletable.runtime.internal.QueryTarget;
import dev.singletable.runtime.internal.SortKeyCondition;
import java.util.List;
import java.util.Objects;

/**
 * Everything that defines one query or scan: where it reads ({@link Target}: the table or an index,
 * a partition, the entity types it keeps), which sort keys, and how ({@link Options}: order, page
 * size, filter, consistency, projection, cursor). Entity queries, scans and item collections all
 * read through it, and its options check DynamoDB's rules when they are set. Immutable; every
 * option makes a copy.
 *
 * @param <T> what one item is read into
 */
public record QuerySpec<T>(Target<T> target, SortKeyCondition sortKey, Options options) {

  /**
   * Where a query reads.
   *
   * @param indexName the index, or {@code null} for the table
   * @param globalIndex whether {@code indexName} is a global index (no consistent reads)
   * @param partitionKeyAttribute for a query, the partition key attribute of the table or index
   * @param sortKeyAttribute the sort key attribute, or {@code null} when there is none
   * @param scan whether this is a scan of the table rather than a query
   * @param shards the shard partitions of a sharded partition, read and merged ({@code
   *     partitionKeyValue} is the first); empty for one partition
   * @param segment for a segment of a parallel scan, its number, otherwise {@code null}
   * @param totalSegments for a segment of a parallel scan, how many segments there are
   * @param nativeKey for a query of a native index (keyed by the items' own attributes), its key
   *     condition, and {@code partitionKeyValue} its text; otherwise {@code null}
   * @param formers while the primary key of the entity (or of members of a collection) moves, the
   *     partition and sort keys of the items still under the former key, each read as well and
   *     merged ({@link ShardedQueryOperation}); otherwise empty
   */
  public record Target<T>(
      TableContext context,
      QueryMembers<T> members,
      String indexName,
      boolean globalIndex,
      String partitionKeyAttribute,
      String partitionKeyValue,
      String sortKeyAttribute,
      boolean scan,
      List<String> shards,
      Integer segment,
      Integer totalSegments,
      NativeKey nativeKey,
      List<QueryTarget.Former> formers) {

    public Target {
      shards = shards == null ? List.of() : List.copyOf(shards);
      formers = formers == null ? List.of() : List.copyOf(formers);
    }

    /**
     * The same target reading partition {@code partitionKey} (a scan when {@code scan}), of {@code
     * shards}, parallel-scan segment {@code segment} of {@code totalSegments}, and the former keys
     * {@code formers}: what the merges and parallel scans send for each read.
     */
    Target<T> to(
        String partitionKey,
        boolean scan,
        List<String> shards,
        Integer segment,
        Integer totalSegments,
        List<QueryTarget.Former> formers) {
      return new Target<>(
          context,
          members,
          indexName,
          globalIndex,
          partitionKeyAttribute,
          partitionKey,
          sortKeyAttribute,
          scan,
          shards,
          segment,
          totalSegments,
          nativeKey,
          formers);
    }
  }

  /**
   * How a query reads.
   *
   * @param limit the most items DynamoDB evaluates per page, or {@code null} for its 1 MB default
   * @param projection the attributes to read, or empty for whole items
   * @param cursor a cursor to resume after, or {@code null}
   * @param capacity whether requests ask for their consumed capacity, for a bound of read units
   */
  public record Options(
      boolean forward,
      Integer limit,
      Condition<?> filter,
      boolean consistentRead,
      List<Path> projection,
      String cursor,
      boolean capacity) {

    static final Options DEFAULT = new Options(true, null, null, false, List.of(), null, false);

    public Options {
      projection = List.copyOf(projection);
    }

    Options forward(boolean f) {
      return new Options(f, limit, filter, consistentRead, projection, cursor, capacity);
    }

    Options limit(Integer l) {
      return new Options(forward, l, filter, consistentRead, projection, cursor, capacity);
    }

    Options filter(Condition<?> f) {
      return new Options(forward, limit, f, consistentRead, projection, cursor, capacity);
    }

    Options consistentRead(boolean c) {
      return new Options(forward, limit, filter, c, projection, cursor, capacity);
    }

    Options projection(List<Path> p) {
      return new Options(forward, limit, filter, consistentRead, p, cursor, capacity);
    }

    Options cursor(String c) {
      return new Options(forward, limit, filter, consistentRead, projection, c, capacity);
    }

    /** The options of one read of a merge: without cursor (the merge's own), with {@code paths}. */
    Options lane(List<Path> paths) {
      return new Options(forward, limit, filter, consistentRead, paths, null, capacity);
    }
  }

  /**
   * A query of partition {@code partitionKey} of the table (or of index {@code indexName}), in
   * ascending key order, keeping {@code members}; the key attribute names are the layout's.
   *
   * @param indexName the index, or {@code null} for the table
   * @param sortKey the sort-key condition; {@link SortKeyCondition#any()} for the whole partition
   * @throws IllegalArgumentException when the layout has no such index
   */
  public static <T> QuerySpec<T> query(
      TableContext context,
      QueryMembers<T> members,
      String indexName,
      String partitionKey,
      SortKeyCondition sortKey) {
    return query(context, members, indexName, partitionKey, List.of(), sortKey);
  }

  /**
   * A query of the shard partitions {@code shards} (one partition when empty), merged in sort-key
   * order.
   */
  public static <T> QuerySpec<T> query(
      TableContext context,
      QueryMembers<T> members,
      String indexName,
      String partitionKey,
      List<String> shards,
      SortKeyCondition sortKey) {
    Objects.requireNonNull(partitionKey, "partitionKey");
    Objects.requireNonNull(sortKey, "sortKey");
    Layout layout = context.layout();
    IndexLayout index = indexName == null ? null : index(layout, indexName);
    return new QuerySpec<>(
        new Target<>(
            context,
            members,
            indexName,
            index != null && index.global(),
            index == null ? layout.partitionKey() : index.partitionKey(),
            partitionKey,
            index == null ? layout.sortKey() : index.sortKey(),
            false,
            shards,
            null,
            null,
            null,
            List.of()),
        sortKey,
        Options.DEFAULT);
  }

  static IndexLayout index(Layout layout, String indexName) {
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

  /** A scan of the whole table for one entity type. */
  public static <T> QuerySpec<T> scan(TableContext context, EntitySchema<T, ?> schema) {
    return new QuerySpec<>(
        new Target<>(
            context,
            QueryMembers.entity(schema),
            null,
            false,
            null,
            null,
            null,
            true,
            List.of(),
            null,
            null,
            null,
            List.of()),
        SortKeyCondition.any(),
        Options.DEFAULT);
  }

  /** The same scan limited to segment {@code segment} of {@code totalSegments}. */
  public QuerySpec<T> ofSegment(int segment, int totalSegments) {
    Target<T> t = target;
    return new QuerySpec<>(
        t.to(t.partitionKeyValue(), t.scan(), t.shards(), segment, totalSegments, t.formers()),
        sortKey,
        options);
  }

  /** Whether it reads the shards of a sharded partition and merges them. */
  public boolean sharded() {
    return !target.shards().isEmpty();
  }

  /** The same query of one shard partition: what the merge sends for each shard. */
  public QuerySpec<T> ofShard(int shard) {
    return new QuerySpec<>(
        target.to(target.shards().get(shard), false, List.of(), null, null, List.of()),
        sortKey,
        options.cursor(null));
  }

  /** Whether it also reads the items still under an entity's former key, and merges them. */
  public boolean moving() {
    return !target.formers().isEmpty();
  }

  /** Whether a page merges Queries: the shards, or both keys while it moves (every read asks). */
  public boolean merged() {
    return sharded() || moving();
  }

  /** The same query also reading the items under the former keys {@code formers} (or none). */
  public QuerySpec<T> withFormers(List<QueryTarget.Former> formers) {
    if (formers.isEmpty() && !moving()) {
      return this;
    }
    Target<T> t = target;
    return new QuerySpec<>(
        t.to(t.partitionKeyValue(), t.scan(), t.shards(), t.segment(), t.totalSegments(), formers),
        sortKey,
        options);
  }

  public QuerySpec<T> withSortKey(SortKeyCondition condition) {
    return new QuerySpec<>(target, condition, options);
  }

  public QuerySpec<T> withForward(boolean ascending) {
    return with(options.forward(ascending));
  }

  /**
   * At most {@code pageSize} items evaluated per page ({@code null}: up to 1 MB).
   *
   * @throws IllegalArgumentException for a size below 1
   */
  public QuerySpec<T> withLimit(Integer pageSize) {
    if (pageSize != null && pageSize < 1) {
      throw new IllegalArgumentException("limit must be at least 1, got " + pageSize);
    }
    return with(options.limit(pageSize));
  }

  /**
   * Filters the items read by {@code condition} (after {@code limit}, at the read capacity of every
   * item read).
   *
   * @throws IllegalArgumentException when a query's filter reads a key attribute of the table or
   *     index it queries, which DynamoDB refuses: that belongs in the key condition
   */
  public QuerySpec<T> withFilter(Condition<?> condition) {
    if (condition != null && !scan()) {
      QueryFilters.refuseKeyAttributes(target, condition);
    }
    return with(options.filter(condition));
  }

  /** This query also filtered by {@code condition} (AND with the filter it has). */
  public QuerySpec<T> andFilter(Condition<?> condition) {
    return withFilter(Guards.and(filter(), condition));
  }

  /**
   * Strongly consistent reads or not.
   *
   * @throws IllegalStateException for consistent reads of a global secondary index, which DynamoDB
   *     only reads eventually consistently
   */
  public QuerySpec<T> withConsistentRead(boolean consistent) {
    if (consistent && globalIndex()) {
      throw new IllegalStateException(
          "consistent reads are not supported on global secondary index "
              + indexName()
              + " ("
              + (target.members().isCollection() ? "collection " : "query of ")
              + target.members().name()
              + "); DynamoDB reads global indexes eventually consistently: query the table or a"
              + " local index instead");
    }
    return with(options.consistentRead(consistent));
  }

  public QuerySpec<T> withProjection(List<Path> paths) {
    return with(options.projection(paths));
  }

  public QuerySpec<T> withCursor(String resumeAfter) {
    return with(options.cursor(resumeAfter));
  }

  private QuerySpec<T> with(Options newOptions) {
    return new QuerySpec<>(target, sortKey, newOptions);
  }

  public TableContext context() {
    return target.context();
  }

  public QueryMembers<T> members() {
    return target.members();
  }

  /** The schema of an entity query or scan. */
  public EntitySchema<T, ?> schema() {
    return target.members().schema();
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

  public Condition<?> filter() {
    return options.filter();
  }

  public String cursor() {
    return options.cursor();
  }

  /** What a cursor must belong to ({@link QueryIdentity}). */
  String identity() {
    return QueryIdentity.of(this);
  }

  /**
   * The key condition as readable text, such as {@code PK = "USER#u1" AND begins_with(SK,
   * "ORDER#")}; for a scan, the type it keeps.
   */
  public String describe() {
    return QueryPageOperation.describe(this);
  }
}
