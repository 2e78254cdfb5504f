package dev.singletable.runtime.internal;

import dev.singletable.runtime.Page;
import dev.singletable.runtime.RequestFailedException;
import dev.singletable.runtime.TableLayout;
import dev.singletable.runtime.expression.ExpressionWriter;
import dev.singletable.runtime.expression.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Runs one page of a {@link QuerySpec}: renders the key condition and filter with placeholders,
 * resumes from the cursor, keeps only items of the entity type (counting the others), and wraps the
 * LastEvaluatedKey in a new cursor.
 */
public final class QueryRunner {

  private QueryRunner() {}

  public static <T> Page<T> page(QuerySpec<T> spec) {
    TableContext context = spec.context();
    Map<String, AttributeValue> startKey =
        spec.cursor() == null
            ? null
            : CursorCodec.decode(
                spec.cursor(),
                spec.identity(),
                context.options().cursorSecret(),
                spec.schema().entityType());
    List<Map<String, AttributeValue>> items;
    Map<String, AttributeValue> lastKey;
    int scanned;
    if (spec.scan()) {
      ScanResponse response = scan(spec, startKey);
      items = response.items();
      lastKey = response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null;
      scanned = response.scannedCount() == null ? 0 : response.scannedCount();
    } else {
      QueryResponse response = query(spec, startKey);
      items = response.items();
      lastKey = response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null;
      scanned = response.scannedCount() == null ? 0 : response.scannedCount();
    }
    String typeAttribute = context.layout().entityTypeAttribute();
    String entityType = spec.schema().entityType();
    String excluded = spec.sortKey().excludedKey();
    boolean projected = !spec.options().projection().isEmpty();
    List<T> entities = new ArrayList<>(items.size());
    int skipped = spec.scan() ? scanned - items.size() : 0;
    for (Map<String, AttributeValue> item : items) {
      AttributeValue type = item.get(typeAttribute);
      if (type == null
          || !entityType.equals(type.s())
          || context.isExpired(item)
          || (excluded != null && excluded.equals(sortKeyOf(spec, item)))) {
        skipped++;
        continue;
      }
      entities.add(projected ? spec.schema().fromPartialItem(item) : spec.schema().fromItem(item));
    }
    String cursor =
        lastKey == null || lastKey.isEmpty()
            ? null
            : CursorCodec.encode(lastKey, spec.identity(), context.options().cursorSecret());
    return new Page<>(entities, cursor, skipped, scanned);
  }

  private static String sortKeyOf(QuerySpec<?> spec, Map<String, AttributeValue> item) {
    AttributeValue value = item.get(spec.target().sortKeyAttribute());
    return value == null ? null : value.s();
  }

  private static <T> QueryResponse query(QuerySpec<T> spec, Map<String, AttributeValue> startKey) {
    if (spec.options().consistentRead() && spec.globalIndex()) {
      throw new IllegalStateException(
          "consistent reads are not supported on global secondary index "
              + spec.indexName()
              + " (DynamoDB refuses them); query the table or a local index, or read eventually"
              + " consistent data");
    }
    ExpressionWriter writer = new ExpressionWriter();
    String keyCondition = keyCondition(spec, writer);
    QueryRequest.Builder request =
        QueryRequest.builder()
            .tableName(spec.context().tableName())
            .indexName(spec.indexName())
            .keyConditionExpression(keyCondition)
            .scanIndexForward(spec.forward())
            .limit(spec.limit())
            .consistentRead(spec.options().consistentRead() ? Boolean.TRUE : null)
            .exclusiveStartKey(startKey);
    if (spec.filter() != null) {
      request.filterExpression(writer.condition(spec.filter()));
    }
    if (!spec.options().projection().isEmpty()) {
      request.projectionExpression(writer.projection(projection(spec)));
    }
    request.expressionAttributeNames(writer.names()).expressionAttributeValues(writer.values());
    try {
      return spec.context().client().query(request.build());
    } catch (DynamoDbException e) {
      throw new RequestFailedException(spec.schema().entityType(), describe(spec), "Query", e);
    }
  }

  private static <T> ScanResponse scan(QuerySpec<T> spec, Map<String, AttributeValue> startKey) {
    ExpressionWriter writer = new ExpressionWriter();
    String typeCondition =
        writer.name(spec.context().layout().entityTypeAttribute())
            + " = "
            + writer.value(AttributeValue.fromS(spec.schema().entityType()));
    String filter =
        spec.filter() == null
            ? typeCondition
            : typeCondition + " AND (" + writer.condition(spec.filter()) + ")";
    String projection =
        spec.options().projection().isEmpty() ? null : writer.projection(projection(spec));
    ScanRequest request =
        ScanRequest.builder()
            .tableName(spec.context().tableName())
            .filterExpression(filter)
            .projectionExpression(projection)
            .limit(spec.limit())
            .consistentRead(spec.options().consistentRead() ? Boolean.TRUE : null)
            .exclusiveStartKey(startKey)
            .expressionAttributeNames(writer.names())
            .expressionAttributeValues(writer.values())
            .build();
    try {
      return spec.context().client().scan(request);
    } catch (DynamoDbException e) {
      throw new RequestFailedException(spec.schema().entityType(), null, "Scan", e);
    }
  }

  /**
   * The attributes asked for, plus what the runner itself needs: the entity type (to keep only the
   * queried entity), the TTL attribute (to hide expired items) and the sort key (to drop an
   * excluded key). DynamoDB adds the keys of LastEvaluatedKey itself.
   */
  private static List<Path> projection(QuerySpec<?> spec) {
    List<Path> paths = new ArrayList<>(spec.options().projection());
    TableLayout layout = spec.context().layout();
    paths.add(Path.attribute(layout.entityTypeAttribute()));
    if (layout.ttlAttribute() != null) {
      paths.add(Path.attribute(layout.ttlAttribute()));
    }
    if (spec.target().sortKeyAttribute() != null) {
      paths.add(Path.attribute(spec.target().sortKeyAttribute()));
    }
    return paths;
  }

  static String keyCondition(QuerySpec<?> spec, ExpressionWriter writer) {
    String partition =
        writer.name(spec.target().partitionKeyAttribute())
            + " = "
            + writer.value(AttributeValue.fromS(spec.target().partitionKeyValue()));
    SortKeyCondition sortKey = spec.sortKey();
    if (sortKey.operator() == SortKeyCondition.Operator.ANY) {
      return partition;
    }
    String name = writer.name(spec.target().sortKeyAttribute());
    String value = writer.value(AttributeValue.fromS(sortKey.value()));
    String condition =
        switch (sortKey.operator()) {
          case EQUAL -> name + " = " + value;
          case BEGINS_WITH -> "begins_with(" + name + ", " + value + ")";
          case BETWEEN ->
              name
                  + " BETWEEN "
                  + value
                  + " AND "
                  + writer.value(AttributeValue.fromS(sortKey.upper()));
          case GREATER_OR_EQUAL -> name + " >= " + value;
          case LESS_OR_EQUAL -> name + " <= " + value;
          case LESS_THAN -> name + " < " + value;
          case ANY -> throw new IllegalStateException("unreachable");
        };
    return partition + " AND " + condition;
  }

  /**
   * The key condition as readable text, such as {@code PK = "USER#u1" AND begins_with(SK,
   * "ORDER#")}.
   */
  public static String describe(QuerySpec<?> spec) {
    if (spec.scan()) {
      return "scan of "
          + spec.context().tableName()
          + " where "
          + spec.context().layout().entityTypeAttribute()
          + " = \""
          + spec.schema().entityType()
          + "\"";
    }
    StringBuilder text = new StringBuilder();
    text.append(spec.target().partitionKeyAttribute())
        .append(" = ")
        .append(quote(spec.target().partitionKeyValue()));
    SortKeyCondition sortKey = spec.sortKey();
    String name = spec.target().sortKeyAttribute();
    switch (sortKey.operator()) {
      case ANY -> {}
      case EQUAL -> text.append(" AND ").append(name).append(" = ").append(quote(sortKey.value()));
      case BEGINS_WITH ->
          text.append(" AND begins_with(")
              .append(name)
              .append(", ")
              .append(quote(sortKey.value()))
              .append(')');
      case BETWEEN ->
          text.append(" AND ")
              .append(name)
              .append(" BETWEEN ")
              .append(quote(sortKey.value()))
              .append(" AND ")
              .append(quote(sortKey.upper()));
      case GREATER_OR_EQUAL ->
          text.append(" AND ").append(name).append(" >= ").append(quote(sortKey.value()));
      case LESS_OR_EQUAL ->
          text.append(" AND ").append(name).append(" <= ").append(quote(sortKey.value()));
      case LESS_THAN ->
          text.append(" AND ").append(name).append(" < ").append(quote(sortKey.value()));
    }
    if (sortKey.excludedKey() != null) {
      text.append(" (then dropping ").append(quote(sortKey.excludedKey())).append(')');
    }
    if (spec.indexName() != null) {
      text.append(" on index ").append(spec.indexName());
    }
    if (!spec.forward()) {
      text.append(", descending");
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
