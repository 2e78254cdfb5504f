package dev.singletable.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.locks.Lock;

/**
 * TransactGetItems: consistent reads of up to 100 items, taken together under the gateway's
 * exclusive lock; a key that does not fit its table cancels the whole read, as in DynamoDB.
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
    ItemKeys keys = new ItemKeys(upstream);
    List<Map<String, Object>> reads = new ArrayList<>(items.size());
    List<Map<String, Object>> reasons = new ArrayList<>(items.size());
    boolean cancelled = false;
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
      if (key == null) {
        throw ApiErrors.validationFailure("Key of get " + (i + 1) + " must be a map of attributes");
      }
      // A read reports every key fault, an empty value included, as a ValidationError reason.
      Optional<KeyChecks.Problem> problem = KeyChecks.inKey(keys.schema(table), key);
      cancelled |= problem.isPresent();
      reasons.add(
          problem.isPresent()
              ? Json.object("Code", "ValidationError", "Message", problem.get().message())
              : Json.object("Code", "None"));
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
    if (cancelled) {
      return ApiErrors.transactionCanceled(reasons);
    }
    List<String> identities = new ArrayList<>(reads.size());
    for (Map<String, Object> read : reads) {
      identities.add(
          ItemKeys.identity(Json.asString(read.get("TableName")), Json.asMap(read.get("Key"))));
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
