package dev.singletable.testkit;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Item images in DynamoDB JSON as stream records need them: equality as DynamoDB sees it, key
 * projection and size.
 */
final class Images {

  private Images() {}

  /**
   * Whether two images hold the same data: numbers compare by value and sets ignore order, so a
   * rewrite that changes nothing is recognised (and makes no stream record).
   */
  static boolean sameItem(Map<String, Object> a, Map<String, Object> b) {
    if (a == null || b == null) {
      return a == b;
    }
    return Json.canonical(normalize(a)).equals(Json.canonical(normalize(b)));
  }

  /** The key attributes of an image, in key-schema order. */
  static Map<String, Object> keyOf(Map<String, Object> image, List<String> keyAttributes) {
    Map<String, Object> key = new LinkedHashMap<>();
    for (String name : keyAttributes) {
      key.put(name, image.get(name));
    }
    return key;
  }

  /**
   * The size DynamoDB counts for an image: per attribute the UTF-8 length of its name plus the size
   * of its value.
   */
  static long size(Map<String, Object> image) {
    if (image == null) {
      return 0;
    }
    long size = 0;
    for (Map.Entry<String, Object> attribute : image.entrySet()) {
      size += utf8Length(attribute.getKey()) + valueSize(Json.asMap(attribute.getValue()));
    }
    return size;
  }

  private static long valueSize(Map<String, Object> value) {
    if (value == null || value.isEmpty()) {
      return 0;
    }
    Map.Entry<String, Object> typed = value.entrySet().iterator().next();
    Object content = typed.getValue();
    return switch (typed.getKey()) {
      case "S" -> utf8Length((String) content);
      case "N" -> numberSize((String) content);
      case "B" -> binarySize((String) content);
      case "BOOL", "NULL" -> 1;
      case "SS" -> Json.asList(content).stream().mapToLong(s -> utf8Length((String) s)).sum();
      case "NS" -> Json.asList(content).stream().mapToLong(n -> numberSize((String) n)).sum();
      case "BS" -> Json.asList(content).stream().mapToLong(b -> binarySize((String) b)).sum();
      case "L" ->
          3 + Json.asList(content).stream().mapToLong(e -> 1 + valueSize(Json.asMap(e))).sum();
      case "M" ->
          3
              + Json.asMap(content).entrySet().stream()
                  .mapToLong(e -> 1 + utf8Length(e.getKey()) + valueSize(Json.asMap(e.getValue())))
                  .sum();
      default -> 0;
    };
  }

  // About one byte per two significant digits, plus one.
  private static long numberSize(String number) {
    try {
      String digits = new BigDecimal(number).unscaledValue().abs().toString();
      return (digits.length() + 1) / 2 + 1;
    } catch (NumberFormatException e) {
      return number.length();
    }
  }

  private static long binarySize(String base64) {
    try {
      return Base64.getDecoder().decode(base64).length;
    } catch (IllegalArgumentException e) {
      return base64.length();
    }
  }

  private static long utf8Length(String text) {
    return text.getBytes(StandardCharsets.UTF_8).length;
  }

  private static Object normalize(Object value) {
    Map<String, Object> typed = Json.asMap(value);
    if (typed == null || typed.size() != 1) {
      return value;
    }
    Map.Entry<String, Object> entry = typed.entrySet().iterator().next();
    Object content = entry.getValue();
    Object normalized =
        switch (entry.getKey()) {
          case "N" -> normalizeNumber((String) content);
          case "NS" -> sorted(Json.asList(content).stream().map(n -> normalizeNumber((String) n)));
          case "SS", "BS" -> sorted(Json.asList(content).stream().map(String.class::cast));
          case "L" -> Json.asList(content).stream().map(Images::normalize).toList();
          case "M" -> normalizeMap(Json.asMap(content));
          default -> content;
        };
    return Json.object(entry.getKey(), normalized);
  }

  private static Map<String, Object> normalize(Map<String, Object> item) {
    return normalizeMap(item);
  }

  private static Map<String, Object> normalizeMap(Map<String, Object> map) {
    Map<String, Object> normalized = new LinkedHashMap<>();
    map.forEach((name, value) -> normalized.put(name, normalize(value)));
    return normalized;
  }

  private static List<Object> sorted(Stream<String> values) {
    return new ArrayList<>(values.sorted().toList());
  }

  private static String normalizeNumber(String number) {
    try {
      BigDecimal value = new BigDecimal(number);
      return value.signum() == 0 ? "0" : value.stripTrailingZeros().toPlainString();
    } catch (NumberFormatException e) {
      return number;
    }
  }
}
