package dev.singletable.testkit;

import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.Lock;

/**
 * {@code ReturnValuesOnConditionCheckFailure=ALL_OLD} on PutItem, UpdateItem and DeleteItem, which
 * dynalite ignores: a ConditionalCheckFailedException gets the current item added, read under the
 * exclusive lock so it is the item the condition was evaluated against.
 */
final class OldItemOnFailureHandler {

  private final Upstream upstream;
  private final Lock exclusive;

  OldItemOnFailureHandler(Upstream upstream, Lock exclusive) {
    this.upstream = upstream;
    this.exclusive = exclusive;
  }

  static boolean wantsOldItem(Map<String, Object> request) {
    return "ALL_OLD".equals(request.get("ReturnValuesOnConditionCheckFailure"));
  }

  ApiResponse handle(
      String operation,
      Map<String, Object> request,
      byte[] body,
      Map<String, List<String>> headers) {
    exclusive.lock();
    try {
      ApiResponse response = upstream.forward(body, headers);
      if (!response.errorType().equals(ApiErrors.CONDITIONAL_CHECK_FAILED)) {
        return response;
      }
      String table = Json.asString(request.get("TableName"));
      Map<String, Object> key =
          operation.equals("PutItem")
              ? new ItemKeys(upstream).keyOf(table, Json.asMap(request.get("Item")))
              : Json.asMap(request.get("Key"));
      Object current =
          upstream
              .callOrThrow(
                  "GetItem", Json.object("TableName", table, "Key", key, "ConsistentRead", true))
              .get("Item");
      if (current == null) {
        return response;
      }
      Map<String, Object> error = response.json();
      error.put("Item", current);
      return response.withBody(error);
    } finally {
      exclusive.unlock();
    }
  }
}
