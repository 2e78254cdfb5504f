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

  /**
   * One attribute of a table's primary key: its name and scalar type ({@code S}, {@code N}, {@code
   * B}).
   */
  record KeyAttribute(String name, String type) {}

  private final Upstream upstream;
  // One lookup per table per use: instances live for one request, so a recreated table is never
  // stale.
  private final Map<String, List<KeyAttribute>> schemas = new HashMap<>();

  ItemKeys(Upstream upstream) {
    this.upstream = upstream;
  }

  /**
   * The primary key of {@code table}, partition key first; a missing table is DynamoDB's
   * ResourceNotFoundException, worded as item operations word it (DescribeTable adds the name).
   */
  List<KeyAttribute> schema(String table) {
    List<KeyAttribute> known = schemas.get(table);
    if (known != null) {
      return known;
    }
    ApiResponse response = upstream.call("DescribeTable", Json.object("TableName", table));
    if (response.errorType().equals("ResourceNotFoundException")) {
      throw new ApiException(ApiErrors.resourceNotFound());
    }
    if (!response.isSuccess()) {
      throw new ApiException(response);
    }
    Map<String, Object> description = Json.asMap(response.json().get("Table"));
    Map<String, String> types = new HashMap<>();
    for (Object element : Json.asList(description.get("AttributeDefinitions"))) {
      Map<String, Object> definition = Json.asMap(element);
      types.put(
          Json.asString(definition.get("AttributeName")),
          Json.asString(definition.get("AttributeType")));
    }
    List<KeyAttribute> key = new ArrayList<>();
    for (Object element : Json.asList(description.get("KeySchema"))) {
      String name = Json.asString(Json.asMap(element).get("AttributeName"));
      key.add(new KeyAttribute(name, types.get(name)));
    }
    schemas.put(table, key);
    return key;
  }

  /** The names of the primary key attributes of {@code table}, partition key first. */
  List<String> keyAttributes(String table) {
    return schema(table).stream().map(KeyAttribute::name).toList();
  }

  /** The key of a full item, as a PutItem would address it. */
  Map<String, Object> keyOf(String table, Map<String, Object> item) {
    Map<String, Object> key = new LinkedHashMap<>();
    for (KeyAttribute attribute : schema(table)) {
      Object value = item.get(attribute.name());
      if (value == null) {
        throw ApiErrors.validationFailure(
            "One or more parameter values were invalid: Missing the key "
                + attribute.name()
                + " in the item");
      }
      key.put(attribute.name(), value);
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
