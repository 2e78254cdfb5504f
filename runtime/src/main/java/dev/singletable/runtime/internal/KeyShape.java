package dev.singletable.runtime.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads the components of a key back out of its key attributes, for generated {@code
 * fromKeyAttributes} ({@link Keys#match}): a stream record that carries only keys, an index item.
 * The patterns are the entity's ({@code ORDER#{createdAt}#{orderId}}), parsed once into literals
 * and placeholders and matched literal by literal. They can be read back because the processor
 * requires every placeholder to be followed by the delimiter or to end the pattern, and key values
 * never contain the delimiter; the components stay encoded text, for the parts' decoders.
 */
final class KeyShape {

  private KeyShape() {}

  /**
   * The encoded text of each placeholder, by name; {@code null} when the key attributes are not
   * strings of their patterns (a literal differs, a component is empty or holds the delimiter, or a
   * placeholder used twice has two values).
   */
  static Map<String, String> match(
      Map<String, AttributeValue> keys,
      char delimiter,
      List<String> attributes,
      List<List<String>> patterns) {
    Map<String, String> components = new HashMap<>();
    for (int i = 0; i < attributes.size(); i++) {
      AttributeValue value = keys.get(attributes.get(i));
      if (value == null
          || value.s() == null
          || !match(value.s(), patterns.get(i), components, delimiter)) {
        return null;
      }
    }
    return components;
  }

  /** {@link #match} of the key attributes {@code key}: partition key, then any sort key. */
  static Map<String, String> match(Map<String, AttributeValue> keys, Keys.Attribute... key) {
    List<String> names = new ArrayList<>(key.length);
    List<List<String>> patterns = new ArrayList<>(key.length);
    for (Keys.Attribute attribute : key) {
      names.add(attribute.name);
      patterns.add(pattern(attribute));
    }
    return match(keys, key[0].delimiter, names, patterns);
  }

  /** The pattern of {@code attribute} as literals and placeholders ({@link #parse}), immutable. */
  static List<String> pattern(Keys.Attribute attribute) {
    List<String> parsed = attribute.parts;
    if (parsed == null) {
      parsed = parse(attribute.pattern, attribute.delimiter);
      attribute.parts = parsed; // racy but safe: the list is immutable, any thread parses the same
    }
    return parsed;
  }

  /** What {@code decode} makes of {@code parts}; null without parts or when it refuses them. */
  static <K> K read(Map<String, String> parts, Function<Map<String, String>, K> decode) {
    if (parts == null) {
      return null;
    }
    try {
      return decode.apply(parts);
    } catch (IllegalArgumentException anotherShape) {
      return null;
    }
  }

  private static boolean match(
      String key, List<String> pattern, Map<String, String> components, char delimiter) {
    int at = 0;
    for (int i = 0; i < pattern.size(); i++) {
      String part = pattern.get(i);
      if (!isPlaceholder(part)) {
        if (!key.startsWith(part, at)) {
          return false;
        }
        at += part.length();
        continue;
      }
      int end = key.indexOf(delimiter, at);
      boolean last = i == pattern.size() - 1;
      if (last ? end >= 0 : end < 0) {
        return false;
      }
      String value = key.substring(at, last ? key.length() : end);
      String name = part.substring(1, part.length() - 1);
      String earlier = components.putIfAbsent(name, value);
      if (value.isEmpty() || (earlier != null && !earlier.equals(value))) {
        return false;
      }
      at += value.length();
    }
    return at == key.length();
  }

  private static boolean isPlaceholder(String part) {
    return part.startsWith("{");
  }

  /** The pattern as literal texts and {@code {name}} placeholders, in order. */
  static List<String> parse(String pattern, char delimiter) {
    List<String> parts = new ArrayList<>();
    int at = 0;
    while (at < pattern.length()) {
      int open = pattern.indexOf('{', at);
      if (open < 0) {
        parts.add(pattern.substring(at));
        break;
      }
      if (open > at) {
        parts.add(pattern.substring(at, open));
      }
      int close = pattern.indexOf('}', open);
      if (close < 0) {
        throw new IllegalArgumentException("unclosed placeholder in key pattern " + pattern);
      }
      parts.add(pattern.substring(open, close + 1));
      at = close + 1;
    }
    for (int i = 0; i + 1 < parts.size(); i++) {
      if (isPlaceholder(parts.get(i)) && parts.get(i + 1).charAt(0) != delimiter) {
        throw new IllegalArgumentException(
            "in key pattern " + pattern + ", " + parts.get(i) + " is not followed by " + delimiter);
      }
    }
    return List.copyOf(parts);
  }
}
