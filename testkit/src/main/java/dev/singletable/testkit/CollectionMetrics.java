package dev.singletable.testkit;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code ReturnItemCollectionMetrics=SIZE} on PutItem, UpdateItem and DeleteItem, which dynalite
 * ignores: on a table with local secondary indexes, DynamoDB returns the item collection's key and
 * an estimate of its size.
 *
 * <p>The estimate is the range {@code [0.0, 1.0]} GB, which is DynamoDB's answer for any collection
 * under 1 GB and so always right for this in-memory engine.
 */
final class CollectionMetrics {

  private static final Set<String> WRITES = Set.of("PutItem", "UpdateItem", "DeleteItem");

  private final Upstream upstream;

  CollectionMetrics(Upstream upstream) {
    this.upstream = upstream;
  }

  /** {@code answer}, with ItemCollectionMetrics added where DynamoDB would return them. */
  ApiResponse add(String target, byte[] body, ApiResponse answer) {
    if (!answer.isSuccess()
        || target == null
        || !WRITES.contains(target.substring(target.indexOf('.') + 1))
        || !new String(body, StandardCharsets.ISO_8859_1).contains("ReturnItemCollectionMetrics")) {
      return answer; // the common case, decided without parsing the request
    }
    Map<String, Object> request = Json.parseObject(body);
    String table = Json.asString(request.get("TableName"));
    if (!"SIZE".equals(request.get("ReturnItemCollectionMetrics")) || table == null) {
      return answer;
    }
    Map<String, Object> description =
        Json.asMap(
            upstream.callOrThrow("DescribeTable", Json.object("TableName", table)).get("Table"));
    List<Object> localIndexes = Json.asList(description.get("LocalSecondaryIndexes"));
    if (localIndexes == null || localIndexes.isEmpty()) {
      return answer;
    }
    String partitionKey = partitionKey(description);
    Map<String, Object> attributes =
        Json.asMap(request.containsKey("Item") ? request.get("Item") : request.get("Key"));
    Map<String, Object> result = answer.json();
    result.put(
        "ItemCollectionMetrics",
        Json.object(
            "ItemCollectionKey",
            Json.object(partitionKey, attributes.get(partitionKey)),
            "SizeEstimateRangeGB",
            List.of(new Json.Number("0.0"), new Json.Number("1.0"))));
    return answer.withBody(result);
  }

  private static String partitionKey(Map<String, Object> description) {
    for (Object element : Json.asList(description.get("KeySchema"))) {
      Map<String, Object> key = Json.asMap(element);
      if ("HASH".equals(key.get("KeyType"))) {
        return Json.asString(key.get("AttributeName"));
      }
    }
    throw new IllegalStateException("table without a partition key: " + description);
  }
}
