package dev.singletable.testkit;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds the primary key of items and gives each item an identity, reading key schemas from
 * dynalite.
 */
final class ItemKeys {

  private final Upstream upstream;
  // One lookup per table per use: instances live for one request, so a recreated table is never
  // stale.
  private final Map<String, List<String>> keyAttributes = new HashMap<>();

  ItemKeys(Upstream upstream) {
    this.upstream = upstream;
  }

  /**
   * The key attribute names of {@code table}; a missing table answers as DynamoDB does
   * (ResourceNotFound).
   */
  List<String> keyAttributes(String table) {
    List<String> known = keyAttributes.get(table);
    if (known != null) {
      return known;
    }
    Map<String, Object> description =
        Json.asMap(
            upstream.callOrThrow("DescribeTable", Json.object("TableName", table)).get("Table"));
    List<String> names = new ArrayList<>();
    for (Object element : Json.asList(description.get("KeySchema"))) {
      names.add(Json.asString(Json.asMap(element).get("AttributeName")));
    }
    keyAttributes.put(table, names);
    return names;
  }

  /** The key of a full item, as a PutItem would address it. */
  Map<String, Object> keyOf(String table, Map<String, Object> item) {
    Map<String, Object> key = new LinkedHashMap<>();
    for (String name : keyAttributes(table)) {
      Object value = item.get(name);
      if (value == null) {
        throw ApiErrors.validationFailure(
            "One or more parameter values were invalid: Missing the key " + name + " in the item");
      }
      key.put(name, value);
    }
    return key;
  }

  /** Equal for two keys that address the same item, e.g. numbers {@code 1} and {@code 1.0}. */
  static String identity(String table, Map<String, Object> key) {
    Map<String, Object> normalized = new LinkedHashMap<>();
    key.forEach((name, value) -> normalized.put(name, normalizeNumber(value)));
    return table + "\u0000" + Json.canonical(normalized);
  }

  private static Object normalizeNumber(Object attributeValue) {
    Map<String, Object> typed = Json.asMap(attributeValue);
    if (typed == null || Json.asString(typed.get("N")) == null) {
      return attributeValue;
    }
    try {
      String n = new BigDecimal(Json.asString(typed.get("N"))).stripTrailingZeros().toPlainString();
      return Json.object("N", n);
    } catch (NumberFormatException e) {
      return attributeValue; // dynalite will reject the value itself with DynamoDB's message
    }
  }
}
