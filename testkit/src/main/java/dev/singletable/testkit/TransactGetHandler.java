package dev.singletable.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.Lock;

/**
 * TransactGetItems: consistent reads of up to 100 items, taken together under the gateway's
 * exclusive lock.
 */
final class TransactGetHandler {

  private final Upstream upstream;
  private final Lock exclusive;

  TransactGetHandler(Upstream upstream, Lock exclusive) {
    this.upstream = upstream;
    this.exclusive = exclusive;
  }

  ApiResponse handle(byte[] body) {
    List<Map<String, Object>> items = TransactValidation.transactItems(Json.parseObject(body));
    List<Map<String, Object>> reads = new ArrayList<>(items.size());
    List<String> identities = new ArrayList<>(items.size());
    for (int i = 0; i < items.size(); i++) {
      Map<String, Object> get = Json.asMap(items.get(i).get("Get"));
      String path = "transactItems." + (i + 1) + ".member.get";
      if (get == null) {
        TransactValidation.required(items.get(i), "Get", path);
        throw ApiErrors.validationFailure("TransactItems can only contain Get");
      }
      String table =
          Json.asString(TransactValidation.required(get, "TableName", path + ".tableName"));
      Map<String, Object> key = Json.asMap(TransactValidation.required(get, "Key", path + ".key"));
      identities.add(ItemKeys.identity(table, key));
      reads.add(
          Json.object(
              "TableName",
              table,
              "Key",
              key,
              "ConsistentRead",
              true,
              "ProjectionExpression",
              get.get("ProjectionExpression"),
              "ExpressionAttributeNames",
              get.get("ExpressionAttributeNames")));
    }
    TransactValidation.requireDistinctItems(identities);

    List<Object> responses = new ArrayList<>(reads.size());
    exclusive.lock(); // no transaction can be half-applied while we read
    try {
      for (Map<String, Object> read : reads) {
        Object item = upstream.callOrThrow("GetItem", read).get("Item");
        responses.add(item == null ? Json.object() : Json.object("Item", item));
      }
    } finally {
      exclusive.unlock();
    }
    return ApiResponse.ok(Json.object("Responses", responses));
  }
}
