package dev.singletable.testkit;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;
import software.amazon.awssdk.protocols.jsoncore.JsonNodeParser;
import software.amazon.awssdk.protocols.jsoncore.JsonWriter;

/**
 * Minimal JSON tree helpers: the SDK's parser in, plain mutable Java values out (maps, lists,
 * strings, booleans, {@link Number} and {@code null}), and back to bytes with the SDK's writer.
 */
final class Json {

  /**
   * A JSON number kept as its exact text, since DynamoDB numbers must never pass through a double.
   */
  record Number(String text) {}

  private static final JsonNodeParser PARSER = JsonNode.parser();

  private Json() {}

  static Object parse(byte[] json) {
    return toJava(PARSER.parse(json));
  }

  /**
   * Parses a request or response body that must be a JSON object; an empty body counts as {@code
   * {}}.
   */
  static Map<String, Object> parseObject(byte[] json) {
    if (json.length == 0) {
      return new LinkedHashMap<>();
    }
    Object value = parse(json);
    if (!(value instanceof Map)) {
      throw new IllegalArgumentException("expected a JSON object");
    }
    return asMap(value);
  }

  static byte[] write(Object value) {
    try (JsonWriter writer = JsonWriter.create()) {
      write(writer, value, false);
      return writer.getBytes();
    }
  }

  static String toText(Object value) {
    return new String(write(value), StandardCharsets.UTF_8);
  }

  /**
   * Text with object keys sorted, so that two requests differing only in key order compare equal.
   */
  static String canonical(Object value) {
    try (JsonWriter writer = JsonWriter.create()) {
      write(writer, value, true);
      return new String(writer.getBytes(), StandardCharsets.UTF_8);
    }
  }

  /** Builds an ordered object from alternating keys and values, skipping {@code null} values. */
  static Map<String, Object> object(Object... keysAndValues) {
    Map<String, Object> map = new LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      if (keysAndValues[i + 1] != null) {
        map.put((String) keysAndValues[i], keysAndValues[i + 1]);
      }
    }
    return map;
  }

  @SuppressWarnings("unchecked")
  static Map<String, Object> asMap(Object value) {
    return value instanceof Map ? (Map<String, Object>) value : null;
  }

  @SuppressWarnings("unchecked")
  static List<Object> asList(Object value) {
    return value instanceof List ? (List<Object>) value : null;
  }

  static String asString(Object value) {
    return value instanceof String ? (String) value : null;
  }

  /** A deep copy, so that handlers can reshape a request without touching the parsed original. */
  static Object copy(Object value) {
    if (value instanceof Map<?, ?> map) {
      Map<String, Object> copy = new LinkedHashMap<>();
      map.forEach((k, v) -> copy.put((String) k, copy(v)));
      return copy;
    }
    if (value instanceof List<?> list) {
      List<Object> copy = new ArrayList<>(list.size());
      list.forEach(v -> copy.add(copy(v)));
      return copy;
    }
    return value;
  }

  private static Object toJava(JsonNode node) {
    if (node.isObject()) {
      Map<String, Object> map = new LinkedHashMap<>();
      node.asObject().forEach((k, v) -> map.put(k, toJava(v)));
      return map;
    }
    if (node.isArray()) {
      List<Object> list = new ArrayList<>();
      node.asArray().forEach(v -> list.add(toJava(v)));
      return list;
    }
    if (node.isString()) {
      return node.asString();
    }
    if (node.isNumber()) {
      return new Number(node.asNumber());
    }
    if (node.isBoolean()) {
      return node.asBoolean();
    }
    return null;
  }

  private static void write(JsonWriter writer, Object value, boolean sorted) {
    if (value instanceof Map<?, ?> map) {
      writer.writeStartObject();
      Map<?, ?> entries = sorted ? new TreeMap<>(map) : map;
      for (Map.Entry<?, ?> e : entries.entrySet()) {
        writer.writeFieldName((String) e.getKey());
        write(writer, e.getValue(), sorted);
      }
      writer.writeEndObject();
    } else if (value instanceof List<?> list) {
      writer.writeStartArray();
      list.forEach(v -> write(writer, v, sorted));
      writer.writeEndArray();
    } else if (value instanceof String s) {
      writer.writeValue(s);
    } else if (value instanceof Number n) {
      writer.writeNumber(n.text());
    } else if (value instanceof Boolean b) {
      writer.writeValue(b);
    } else if (value instanceof Integer i) {
      writer.writeValue(i);
    } else if (value == null) {
      writer.writeNull();
    } else {
      throw new IllegalArgumentException("not a JSON value: " + value.getClass());
    }
  }
}
