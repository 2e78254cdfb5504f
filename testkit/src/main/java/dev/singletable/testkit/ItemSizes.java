package dev.singletable.testkit;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * Item and value sizes by DynamoDB's published rules, for the transaction size limit.
 *
 * <p>Names and strings count their UTF-8 bytes, binaries their raw bytes, booleans and nulls one
 * byte, lists and maps 3 bytes plus one per element plus their contents, numbers one byte per two
 * significant digits plus one. The number rule is DynamoDB's approximation rounded down, so this
 * never counts more than a client that follows the same rules (the Singletable runtime checks the
 * limit before sending, with an estimate at least as large).
 */
final class ItemSizes {

  private ItemSizes() {}

  /** The size of an item (or of any name-to-value map, such as expression attribute values). */
  static long ofItem(Map<String, Object> item) {
    long size = 0;
    for (Map.Entry<String, Object> attribute : item.entrySet()) {
      size += utf8(attribute.getKey()) + ofValue(attribute.getValue());
    }
    return size;
  }

  /** The size of one AttributeValue in DynamoDB JSON; 0 for anything that is not one. */
  static long ofValue(Object attributeValue) {
    Map<String, Object> typed = Json.asMap(attributeValue);
    if (typed == null || typed.size() != 1) {
      return 0;
    }
    Map.Entry<String, Object> entry = typed.entrySet().iterator().next();
    Object value = entry.getValue();
    return switch (entry.getKey()) {
      case "S" -> utf8(Json.asString(value));
      case "N" -> number(Json.asString(value));
      case "B" -> binary(Json.asString(value));
      case "BOOL", "NULL" -> 1;
      case "SS" -> sum(value, v -> utf8(Json.asString(v)));
      case "NS" -> sum(value, v -> number(Json.asString(v)));
      case "BS" -> sum(value, v -> binary(Json.asString(v)));
      case "L" -> 3 + sum(value, v -> 1 + ofValue(v));
      case "M" -> {
        Map<String, Object> map = Json.asMap(value);
        yield map == null ? 0 : 3 + map.size() + ofItem(map);
      }
      default -> 0;
    };
  }

  private static long sum(Object list, ToLongFunction<Object> size) {
    List<Object> elements = Json.asList(list);
    return elements == null ? 0 : elements.stream().mapToLong(size).sum();
  }

  private static long utf8(String text) {
    return text == null ? 0 : text.getBytes(StandardCharsets.UTF_8).length;
  }

  private static long binary(String base64) {
    if (base64 == null) {
      return 0;
    }
    int padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
    return Math.max(0, base64.length() / 4 * 3 - padding);
  }

  private static long number(String text) {
    if (text == null) {
      return 0;
    }
    String mantissa = text.split("[eE]")[0].replaceAll("[^0-9]", "");
    String significant = mantissa.replaceAll("^0+", "").replaceAll("0+$", "");
    return significant.length() / 2 + 1;
  }
}
