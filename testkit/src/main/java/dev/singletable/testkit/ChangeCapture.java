package dev.singletable.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.Lock;
import java.util.function.Supplier;

/**
 * Turns writes to tables with an enabled stream into stream records: under the gateway's exclusive
 * lock it reads every item a request addresses, lets the write run, reads them again and records
 * one change per item that differs, in request order.
 *
 * <p>Comparing images rather than interpreting requests makes every write kind behave alike (single
 * writes, each request of a batch, each action of a transaction) and leaves out, as DynamoDB does,
 * writes that change nothing: a delete of a missing item, an identical put, a cancelled
 * transaction, a batch request left unprocessed.
 */
final class ChangeCapture {

  /** One item a request writes: its table and key. */
  private record Target(String table, Map<String, Object> key) {}

  private final Upstream upstream;
  private final StreamStore store;
  private final Lock exclusive;

  ChangeCapture(Upstream upstream, StreamStore store, Lock exclusive) {
    this.upstream = upstream;
    this.store = store;
    this.exclusive = exclusive;
  }

  ApiResponse around(String operation, Map<String, Object> request, Supplier<ApiResponse> write) {
    List<Target> targets = request == null ? List.of() : targets(operation, request);
    if (targets.isEmpty()) {
      return write.get();
    }
    exclusive.lock();
    try {
      List<Map<String, Object>> before = read(targets);
      ApiResponse response = write.get();
      if (before == null || !response.isSuccess()) {
        return response; // nothing was written, or the request was too odd to read its items
      }
      List<Map<String, Object>> after = read(targets);
      if (after == null) {
        return response;
      }
      for (int i = 0; i < targets.size(); i++) {
        store.record(targets.get(i).table(), before.get(i), after.get(i), false);
      }
      return response;
    } finally {
      exclusive.unlock();
    }
  }

  /** The items the request writes in tables with an enabled stream; none if it is malformed. */
  private List<Target> targets(String operation, Map<String, Object> request) {
    List<Target> targets = new ArrayList<>();
    try {
      switch (operation) {
        case "PutItem" -> add(targets, request, Json.asMap(request.get("Item")), true);
        case "UpdateItem", "DeleteItem" ->
            add(targets, request, Json.asMap(request.get("Key")), false);
        case "BatchWriteItem" -> {
          for (Map.Entry<String, Object> table :
              Json.asMap(request.get("RequestItems")).entrySet()) {
            for (Object element : Json.asList(table.getValue())) {
              Map<String, Object> write = Json.asMap(element);
              Map<String, Object> put = Json.asMap(write.get("PutRequest"));
              Map<String, Object> delete = Json.asMap(write.get("DeleteRequest"));
              Map<String, Object> spec = Json.object("TableName", table.getKey());
              if (put != null) {
                add(targets, spec, Json.asMap(put.get("Item")), true);
              } else {
                add(targets, spec, Json.asMap(delete.get("Key")), false);
              }
            }
          }
        }
        case "TransactWriteItems" -> {
          for (Object element : Json.asList(request.get("TransactItems"))) {
            Map<String, Object> action = Json.asMap(element);
            Map<String, Object> put = Json.asMap(action.get("Put"));
            Map<String, Object> other =
                Json.asMap(
                    action.getOrDefault(
                        "Update", action.getOrDefault("Delete", action.get("ConditionCheck"))));
            if (put != null) {
              add(targets, put, Json.asMap(put.get("Item")), true);
            } else {
              add(targets, other, Json.asMap(other.get("Key")), false);
            }
          }
        }
        default -> {
          return List.of();
        }
      }
    } catch (RuntimeException e) {
      return List.of(); // malformed: the engine rejects it and nothing is written
    }
    return targets;
  }

  private void add(
      List<Target> targets, Map<String, Object> spec, Map<String, Object> item, boolean wholeItem) {
    String table = Json.asString(spec.get("TableName"));
    TableStream stream = store.enabled(table);
    if (stream == null) {
      return;
    }
    targets.add(new Target(table, wholeItem ? Images.keyOf(item, stream.keyAttributes()) : item));
  }

  /** Consistent reads of every target; {@code null} if one fails (the write will fail too). */
  private List<Map<String, Object>> read(List<Target> targets) {
    List<Map<String, Object>> items = new ArrayList<>(targets.size());
    for (Target target : targets) {
      ApiResponse response =
          upstream.call(
              "GetItem",
              Json.object(
                  "TableName", target.table(), "Key", target.key(), "ConsistentRead", true));
      if (!response.isSuccess()) {
        return null;
      }
      items.add(Json.asMap(response.json().get("Item")));
    }
    return items;
  }
}
