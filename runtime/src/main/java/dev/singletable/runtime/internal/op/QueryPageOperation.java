package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.Page;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.internal.Expressions;
import dev.singletable.runtime.internal.Layout;
import dev.singletable.runtime.internal.NativeKey;
import dev.singletable.runtime.internal.QueryTarget;
import dev.singletable.runtime.internal.SortKeyCondition;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.observe.ConsumedUnits;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * One page of a {@link QuerySpec}, the one engine behind entity queries, scans and item
 * collections: renders the key condition, filter and projection with placeholders, resumes from the
 * cursor, keeps only the items of the member types that have not expired (counting the others), and
 * wraps the LastEvaluatedKey in a new cursor.
 *
 * @param <T> what one item is read into
 */
public final class QueryPageOperation<T> {

  private final QuerySpec<T> spec;
  private final TableContext context;

  private final boolean withKeys;

  public QueryPageOperation(QuerySpec<T> spec) {
    this(spec, false);
  }

  /**
   * @param withKeys whether a projection also reads the table and index keys of every item, which
   *     merging shards needs to resume each shard after the last item it gave
   */
  QueryPageOperation(QuerySpec<T> spec, boolean withKeys) {
    this.spec = spec;
    this.context = spec.context();
    this.withKeys = withKeys;
  }

  /** Reads one page. */
  public Step<Page<T>> step() {
    if (spec.scan()) {
      return Step.send(
          ApiCall.SCAN,
          spec.members().name(),
          scanRequest(),
          response ->
              read(
                  response.items(),
                  response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null,
                  response.scannedCount(),
                  PageFill.units(response.consumedCapacity(), spec.indexName())),
          this::failure);
    }
    return Step.send(
        ApiCall.QUERY,
        spec.members().name(),
        queryRequest(),
        response ->
            read(
                response.items(),
                response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null,
                response.scannedCount(),
                PageFill.units(response.consumedCapacity(), spec.indexName())),
        this::failure);
  }

  /**
   * The Query of this page.
   *
   * @throws dev.singletable.runtime.failure.InvalidCursorException for a cursor of another query
   */
  public QueryRequest queryRequest() {
    return queryRequest(startKey());
  }

  /** The Query of this page resuming after {@code startKey} ({@code null}: from the start). */
  QueryRequest queryRequest(Map<String, AttributeValue> startKey) {
    Expressions.Writer writer = Expressions.writer(spec.members().name());
    // The filter goes first, into the empty writer, where a condition built from schema references
    // is placed from its shape's template instead of rendered; the key condition then takes the
    // next placeholders.
    String filter = spec.filter() == null ? null : writer.condition(spec.filter());
    QueryRequest.Builder request =
        QueryRequest.builder()
            .tableName(context.tableName())
            .indexName(spec.indexName())
            .keyConditionExpression(keyCondition(writer))
            .filterExpression(filter)
            .scanIndexForward(spec.forward())
            .limit(spec.limit())
            .consistentRead(spec.options().consistentRead() ? Boolean.TRUE : null)
            .exclusiveStartKey(startKey)
            .returnConsumedCapacity(capacity());
    if (!spec.options().projection().isEmpty()) {
      request.projectionExpression(writer.projection(projection()));
    }
    return request
        .expressionAttributeNames(writer.names())
        .expressionAttributeValues(writer.values())
        .build();
  }

  /**
   * The Query (or Scan) of a count ({@code Select.COUNT}) resuming after {@code startKey}: only the
   * member's entity type, and no expired item unless they are shown, both filtered on the server,
   * which then counts what is left.
   */
  Object countRequest(Map<String, AttributeValue> startKey) {
    Expressions.Writer writer = Expressions.writer(spec.members().name());
    String ttl = context.options().includeExpiredItems() ? null : context.layout().ttlAttribute();
    NativeKey key = spec.target().nativeKey();
    boolean typedByKey =
        key != null && key.names().contains(context.layout().entityTypeAttribute());
    var kept =
        Guards.counted(context, spec.members().name(), spec.members().former(), ttl, typedByKey);
    String filter = kept == null ? null : writer.condition(kept);
    if (spec.filter() != null) {
      String own = writer.condition(spec.filter());
      filter = filter == null ? own : filter + " AND (" + own + ")";
    }
    if (spec.scan()) {
      return ScanRequest.builder()
          .tableName(context.tableName())
          .select(Select.COUNT)
          .filterExpression(filter)
          .consistentRead(spec.options().consistentRead() ? Boolean.TRUE : null)
          .segment(spec.target().segment())
          .totalSegments(spec.target().totalSegments())
          .exclusiveStartKey(startKey)
          .expressionAttributeNames(writer.names())
          .expressionAttributeValues(writer.values())
          .build();
    }
    String keyCondition = keyCondition(writer);
    return QueryRequest.builder()
        .tableName(context.tableName())
        .indexName(spec.indexName())
        .keyConditionExpression(keyCondition)
        .select(Select.COUNT)
        .filterExpression(filter)
        .consistentRead(spec.options().consistentRead() ? Boolean.TRUE : null)
        .exclusiveStartKey(startKey)
        .expressionAttributeNames(writer.names())
        .expressionAttributeValues(writer.values())
        .build();
  }

  /** The Scan of this page: the whole table, filtered by entity type on the server. */
  public ScanRequest scanRequest() {
    Expressions.Writer writer = Expressions.writer(spec.members().name());
    String typeCondition =
        writer.condition(
            Guards.ofType(context, spec.members().name(), spec.members().former(), null));
    String filter =
        spec.filter() == null
            ? typeCondition
            : typeCondition + " AND (" + writer.condition(spec.filter()) + ")";
    String projection =
        spec.options().projection().isEmpty() ? null : writer.projection(projection());
    return ScanRequest.builder()
        .tableName(context.tableName())
        .filterExpression(filter)
        .projectionExpression(projection)
        .limit(spec.limit())
        .consistentRead(spec.options().consistentRead() ? Boolean.TRUE : null)
        .segment(spec.target().segment())
        .totalSegments(spec.target().totalSegments())
        .exclusiveStartKey(startKey())
        .returnConsumedCapacity(capacity())
        .expressionAttributeNames(writer.names())
        .expressionAttributeValues(writer.values())
        .build();
  }

  /** {@code TOTAL} when a bound of read units counts what each request consumes. */
  private ReturnConsumedCapacity capacity() {
    return spec.options().capacity() ? ReturnConsumedCapacity.TOTAL : null;
  }

  private Map<String, AttributeValue> startKey() {
    return spec.cursor() == null
        ? null
        : CursorCodec.decode(
            spec.cursor(), spec.identity(), context.cursorKeys(), spec.members().name());
  }

  /**
   * Reads a page: the items of member types (expired ones and an excluded sort key left out and
   * counted; for a scan, the items the server filtered out are counted too) and the next cursor.
   *
   * @param lastKey the LastEvaluatedKey, or {@code null}
   * @param scannedCount the ScannedCount, or {@code null}
   * @param units what the answer reported
   */
  Page<T> read(
      List<Map<String, AttributeValue>> items,
      Map<String, AttributeValue> lastKey,
      Integer scannedCount,
      ConsumedUnits units) {
    int scanned = scannedCount == null ? 0 : scannedCount;
    if (items.isEmpty()) { // no list to fill and copy into the page
      return new Page<>(
          List.of(), cursor(lastKey), spec.scan() ? scanned : 0, scanned, units, false);
    }
    String excluded = spec.sortKey().excludedKey();
    boolean projected = !spec.options().projection().isEmpty();
    List<T> kept = new ArrayList<>(items.size());
    int skipped = spec.scan() ? scanned - items.size() : 0;
    for (Map<String, AttributeValue> item : items) {
      T read = readItem(item, excluded, projected);
      if (read == null) {
        skipped++;
      } else {
        kept.add(read);
      }
    }
    return new Page<>(kept, cursor(lastKey), skipped, scanned, units, false);
  }

  private String cursor(Map<String, AttributeValue> lastKey) {
    return lastKey == null || lastKey.isEmpty()
        ? null
        : CursorCodec.encode(lastKey, spec.identity(), context.cursorKeys());
  }

  /**
   * One item read into its member type, or {@code null} when it is left out: of another type,
   * expired, or the sort key the condition excludes.
   */
  T readItem(Map<String, AttributeValue> item) {
    return readItem(item, spec.sortKey().excludedKey(), !spec.options().projection().isEmpty());
  }

  private T readItem(Map<String, AttributeValue> item, String excluded, boolean projected) {
    return context.isExpired(item) || (excluded != null && excluded.equals(sortKeyOf(item)))
        ? null
        : spec.members().read(item, context.entityTypeOf(item), projected);
  }

  /** What a failed Query or Scan throws, naming the entity (or collection) and key condition. */
  public RuntimeException failure(SdkException e) {
    QueryMembers<T> members = spec.members();
    if (members.isCollection()) {
      return Failures.ofItem(
          e,
          context,
          null,
          spec.target().partitionKeyAttribute() + "=" + spec.target().partitionKeyValue(),
          "Query (collection " + members.name() + ")");
    }
    return spec.scan()
        ? Failures.ofItem(e, context, members.name(), null, "Scan")
        : Failures.ofItem(e, context, members.name(), describe(spec), "Query");
  }

  private String sortKeyOf(Map<String, AttributeValue> item) {
    AttributeValue value = item.get(spec.target().sortKeyAttribute());
    return value == null ? null : value.s();
  }

  /**
   * The attributes asked for, plus what reading a page needs: the entity type (to keep only the
   * member types), the TTL attribute (to hide expired items) and the sort key (to drop an excluded
   * key). DynamoDB adds the keys of LastEvaluatedKey itself.
   */
  private List<Path> projection() {
    List<Path> paths = new ArrayList<>(spec.options().projection());
    Layout layout = context.layout();
    paths.add(Path.attribute(layout.entityTypeAttribute()));
    if (layout.ttlAttribute() != null) {
      paths.add(Path.attribute(layout.ttlAttribute()));
    }
    if (spec.target().sortKeyAttribute() != null) {
      paths.add(Path.attribute(spec.target().sortKeyAttribute()));
    }
    if (withKeys) {
      for (String key : PageFill.keyAttributes(spec)) {
        paths.add(Path.attribute(key));
      }
    }
    return paths;
  }

  private String keyCondition(Expressions.Writer writer) {
    QuerySpec.Target<T> target = spec.target();
    if (target.nativeKey() != null) {
      return target.nativeKey().render(writer::name, writer::value);
    }
    String partitionName = writer.name(target.partitionKeyAttribute());
    String partitionValue = writer.value(AttributeValue.createS(target.partitionKeyValue()));
    SortKeyCondition sortKey = spec.sortKey();
    if (sortKey.operator() == SortKeyCondition.Operator.ANY) {
      return partitionName + " = " + partitionValue;
    }
    String sortKeyName = writer.name(target.sortKeyAttribute());
    return partitionName
        + " = "
        + partitionValue
        + " AND "
        + sortKey.clause(sortKeyName, value -> writer.value(AttributeValue.createS(value)));
  }

  /**
   * The key condition as readable text, such as {@code PK = "USER#u1" AND begins_with(SK,
   * "ORDER#")}; for a scan, the type it keeps; for a collection, its name.
   */
  static String describe(QuerySpec<?> spec) {
    TableContext context = spec.context();
    if (spec.scan()) {
      return "scan of "
          + context.describeTable()
          + " where "
          + context.layout().entityTypeAttribute()
          + " = \""
          + spec.members().name()
          + "\"";
    }
    StringBuilder text = new StringBuilder();
    if (spec.target().nativeKey() != null) {
      text.append(spec.target().nativeKey());
    } else {
      text.append(spec.target().partitionKeyAttribute())
          .append(" = ")
          .append(quote(spec.target().partitionKeyValue()));
    }
    SortKeyCondition sortKey = spec.sortKey();
    if (sortKey.operator() != SortKeyCondition.Operator.ANY) {
      text.append(" AND ")
          .append(sortKey.clause(spec.target().sortKeyAttribute(), QueryPageOperation::quote));
    }
    if (sortKey.excludedKey() != null) {
      text.append(" (then dropping ").append(quote(sortKey.excludedKey())).append(')');
    }
    for (QueryTarget.Former former : spec.target().formers()) {
      text.append(" (and ")
          .append(spec.target().partitionKeyAttribute())
          .append(" = ")
          .append(quote(former.partitionKey()));
      if (former.sortKey().operator() != SortKeyCondition.Operator.ANY) {
        text.append(" AND ")
            .append(
                former
                    .sortKey()
                    .clause(spec.target().sortKeyAttribute(), QueryPageOperation::quote));
      }
      text.append(", the former key")
          .append(former.entityType() == null ? "" : " of " + former.entityType())
          .append(", while it moves)");
    }
    if (spec.indexName() != null) {
      text.append(" on index ").append(spec.indexName());
    }
    if (!spec.forward()) {
      text.append(", descending");
    }
    if (spec.members().isCollection()) {
      text.append(" (collection ").append(spec.members().name()).append(')');
    }
    return text.toString();
  }

  private static String quote(String value) {
    StringBuilder quoted = new StringBuilder(value.length() + 2).append('"');
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c < 0x20) {
        quoted.append("\\u").append(String.format("%04x", (int) c));
      } else {
        quoted.append(c);
      }
    }
    return quoted.append('"').toString();
  }
}
