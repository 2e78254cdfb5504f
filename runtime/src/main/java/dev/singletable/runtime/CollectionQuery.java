package dev.singletable.runtime;

import dev.singletable.runtime.expression.ExpressionWriter;
import dev.singletable.runtime.internal.CursorCodec;
import dev.singletable.runtime.internal.TableContext;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Reads an item collection: every item of one partition (of the table or an index) whose entity
 * type is a member, each read with its own schema, in one Query per page. Immutable.
 */
public final class CollectionQuery {

  private final TableContext context;
  private final String name;
  private final String indexName;
  private final String partitionKeyAttribute;
  private final String partitionKeyValue;
  private final Map<String, EntitySchema<?, ?>> members;
  private final Integer limit;
  private final boolean consistentRead;
  private final String cursor;

  /**
   * @param name the collection name, part of what a cursor belongs to
   * @param indexName the index holding the collection, or {@code null} for the table
   */
  public CollectionQuery(
      TableContext context,
      String name,
      String indexName,
      String partitionKeyAttribute,
      String partitionKeyValue,
      List<EntitySchema<?, ?>> members) {
    this(
        context,
        name,
        indexName,
        partitionKeyAttribute,
        partitionKeyValue,
        index(members),
        null,
        false,
        null);
  }

  private CollectionQuery(
      TableContext context,
      String name,
      String indexName,
      String partitionKeyAttribute,
      String partitionKeyValue,
      Map<String, EntitySchema<?, ?>> members,
      Integer limit,
      boolean consistentRead,
      String cursor) {
    this.context = context;
    this.name = name;
    this.indexName = indexName;
    this.partitionKeyAttribute = partitionKeyAttribute;
    this.partitionKeyValue = partitionKeyValue;
    this.members = members;
    this.limit = limit;
    this.consistentRead = consistentRead;
    this.cursor = cursor;
  }

  private static Map<String, EntitySchema<?, ?>> index(List<EntitySchema<?, ?>> members) {
    Map<String, EntitySchema<?, ?>> byType = new LinkedHashMap<>();
    members.forEach(schema -> byType.put(schema.entityType(), schema));
    return Map.copyOf(byType);
  }

  /** At most {@code pageSize} items evaluated per page. */
  public CollectionQuery limit(int pageSize) {
    if (pageSize < 1) {
      throw new IllegalArgumentException("limit must be at least 1, got " + pageSize);
    }
    return new CollectionQuery(
        context,
        name,
        indexName,
        partitionKeyAttribute,
        partitionKeyValue,
        members,
        pageSize,
        consistentRead,
        cursor);
  }

  /** Strongly consistent reads; refused on a global secondary index. */
  public CollectionQuery consistentRead() {
    if (indexName != null
        && context.layout().index(indexName).map(IndexLayout::global).orElse(false)) {
      throw new IllegalStateException(
          "consistent reads are not supported on global secondary index "
              + indexName
              + " (collection "
              + name
              + ")");
    }
    return new CollectionQuery(
        context,
        name,
        indexName,
        partitionKeyAttribute,
        partitionKeyValue,
        members,
        limit,
        true,
        cursor);
  }

  /** Resumes after the page that returned {@code pageCursor} ({@code null}: from the start). */
  public CollectionQuery startAfter(String pageCursor) {
    return new CollectionQuery(
        context,
        name,
        indexName,
        partitionKeyAttribute,
        partitionKeyValue,
        members,
        limit,
        consistentRead,
        pageCursor);
  }

  /** Reads one page. */
  public CollectionPage page() {
    Map<String, AttributeValue> startKey =
        cursor == null
            ? null
            : CursorCodec.decode(cursor, identity(), context.options().cursorSecret(), name);
    ExpressionWriter writer = new ExpressionWriter();
    String condition =
        writer.name(partitionKeyAttribute)
            + " = "
            + writer.value(AttributeValue.fromS(partitionKeyValue));
    QueryResponse response;
    try {
      response =
          context
              .client()
              .query(
                  QueryRequest.builder()
                      .tableName(context.tableName())
                      .indexName(indexName)
                      .keyConditionExpression(condition)
                      .expressionAttributeNames(writer.names())
                      .expressionAttributeValues(writer.values())
                      .limit(limit)
                      .consistentRead(consistentRead ? Boolean.TRUE : null)
                      .exclusiveStartKey(startKey)
                      .build());
    } catch (DynamoDbException e) {
      throw new RequestFailedException(
          null,
          partitionKeyAttribute + "=" + partitionKeyValue,
          "Query (collection " + name + ")",
          e);
    }
    String typeAttribute = context.layout().entityTypeAttribute();
    Map<String, List<Object>> items = new HashMap<>();
    int skipped = 0;
    for (Map<String, AttributeValue> item : response.items()) {
      AttributeValue type = item.get(typeAttribute);
      EntitySchema<?, ?> schema = type == null ? null : members.get(type.s());
      if (schema == null || context.isExpired(item)) {
        skipped++;
        continue;
      }
      items.computeIfAbsent(schema.entityType(), t -> new ArrayList<>()).add(schema.fromItem(item));
    }
    String next =
        response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()
            ? CursorCodec.encode(
                response.lastEvaluatedKey(), identity(), context.options().cursorSecret())
            : null;
    return new CollectionPage(items, next, skipped);
  }

  /** Reads every page of the collection (keeps going past empty pages that have a next one). */
  public CollectionPage fetchAll() {
    CollectionPage all = page();
    while (all.cursor() != null) {
      all = all.append(startAfter(all.cursor()).page());
    }
    return all;
  }

  /** The key condition sent, readable: {@code PK = "ORDER#o1"}. */
  public String describe() {
    return partitionKeyAttribute
        + " = \""
        + partitionKeyValue
        + "\""
        + (indexName == null ? "" : " on index " + indexName)
        + " (collection "
        + name
        + ")";
  }

  private String identity() {
    return String.join(
        "\u0000",
        context.tableName(),
        indexName == null ? "" : indexName,
        "collection:" + name,
        partitionKeyValue);
  }
}
