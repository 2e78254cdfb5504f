package dev.singletable.testkit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Partial BatchWriteItem and BatchGetItem for {@link Faults}: only the first requests are sent to
 * dynalite, the rest come back as {@code UnprocessedItems} / {@code UnprocessedKeys} exactly as
 * they were asked.
 */
final class BatchFaultHandler {

  private final Upstream upstream;

  BatchFaultHandler(Upstream upstream) {
    this.upstream = upstream;
  }

  ApiResponse writePartially(byte[] body, int keepFirst) {
    Map<String, Object> request = Json.parseObject(body);
    Map<String, Object> kept = new LinkedHashMap<>();
    Map<String, Object> withheld = new LinkedHashMap<>();
    int seen = 0;
    for (Map.Entry<String, Object> table : requestItems(request).entrySet()) {
      for (Object writeRequest : Json.asList(table.getValue())) {
        Map<String, Object> target = seen++ < keepFirst ? kept : withheld;
        listIn(target, table.getKey()).add(writeRequest);
      }
    }
    Map<String, Object> result =
        kept.isEmpty() ? Json.object() : send("BatchWriteItem", request, kept);
    Map<String, Object> unprocessed = mapIn(result, "UnprocessedItems");
    withheld.forEach((table, requests) -> listIn(unprocessed, table).addAll(Json.asList(requests)));
    return ApiResponse.ok(result);
  }

  ApiResponse readPartially(byte[] body, int keepFirst) {
    Map<String, Object> request = Json.parseObject(body);
    Map<String, Object> kept = new LinkedHashMap<>();
    Map<String, Object> withheld = new LinkedHashMap<>();
    int seen = 0;
    for (Map.Entry<String, Object> table : requestItems(request).entrySet()) {
      Map<String, Object> spec = Json.asMap(table.getValue());
      for (Object key : Json.asList(spec.get("Keys"))) {
        Map<String, Object> target = seen++ < keepFirst ? kept : withheld;
        keysIn(target, table.getKey(), spec).add(key);
      }
    }
    Map<String, Object> result =
        kept.isEmpty()
            ? Json.object("Responses", Json.object())
            : send("BatchGetItem", request, kept);
    Map<String, Object> unprocessed = mapIn(result, "UnprocessedKeys");
    withheld.forEach(
        (table, spec) ->
            keysIn(unprocessed, table, Json.asMap(spec))
                .addAll(Json.asList(Json.asMap(spec).get("Keys"))));
    return ApiResponse.ok(result);
  }

  private Map<String, Object> send(
      String operation, Map<String, Object> request, Map<String, Object> items) {
    Map<String, Object> partial = new LinkedHashMap<>(request);
    partial.put("RequestItems", items);
    return upstream.callOrThrow(operation, partial);
  }

  private static Map<String, Object> requestItems(Map<String, Object> request) {
    Map<String, Object> items = Json.asMap(request.get("RequestItems"));
    if (items == null) {
      throw ApiErrors.validationFailure(
          "1 validation error detected: Value null at 'requestItems' "
              + "failed to satisfy constraint: Member must not be null");
    }
    return items;
  }

  private static Map<String, Object> mapIn(Map<String, Object> parent, String name) {
    return Json.asMap(parent.computeIfAbsent(name, k -> new LinkedHashMap<String, Object>()));
  }

  private static List<Object> listIn(Map<String, Object> parent, String name) {
    return Json.asList(parent.computeIfAbsent(name, k -> new ArrayList<>()));
  }

  /** The key list of one table's entry, creating the entry with the table's other read options. */
  private static List<Object> keysIn(
      Map<String, Object> parent, String table, Map<String, Object> spec) {
    Map<String, Object> entry =
        Json.asMap(
            parent.computeIfAbsent(
                table,
                k -> {
                  Map<String, Object> copy = new LinkedHashMap<>(spec);
                  copy.put("Keys", new ArrayList<>());
                  return copy;
                }));
    return listIn(entry, "Keys");
  }
}
