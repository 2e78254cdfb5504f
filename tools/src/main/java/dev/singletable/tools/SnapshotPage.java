package dev.singletable.tools;

import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Puts live items into the model view the processor writes ({@code META-INF/singletable/<Table>
 * .html}): the page keeps its items as DynamoDB JSON in one {@code <script type="application/json"
 * id="singletable-items">} element, and this class replaces that element's content, so the tools
 * need to know nothing else about the page.
 */
final class SnapshotPage {

  /** The start tag of the element holding the items, as the processor writes it. */
  static final String ITEMS_START = "<script type=\"application/json\" id=\"singletable-items\">";

  private SnapshotPage() {}

  /**
   * The page with its items replaced by {@code items}.
   *
   * @throws IllegalArgumentException when {@code page} is not a model view
   */
  static String withItems(
      String page,
      List<Map<String, AttributeValue>> items,
      String tableName,
      int limit,
      boolean truncated,
      Instant takenAt) {
    int start = page.indexOf(ITEMS_START);
    int end = start < 0 ? -1 : page.indexOf("</script>", start);
    if (end < 0) {
      throw new IllegalArgumentException(
          "not a Singletable model view: no " + ITEMS_START + " element");
    }
    StringBuilder json = new StringBuilder(256 + items.size() * 256);
    json.append("{\"source\":\"snapshot\",\"table\":");
    quote(json, tableName);
    json.append(",\"limit\":").append(limit).append(",\"truncated\":").append(truncated);
    json.append(",\"takenAt\":");
    quote(json, takenAt.toString());
    json.append(",\"items\":[");
    for (int i = 0; i < items.size(); i++) {
      json.append(i == 0 ? "" : ",");
      map(json, items.get(i));
    }
    json.append("]}");
    return page.substring(0, start + ITEMS_START.length()) + json + page.substring(end);
  }

  /** Writes an attribute value in DynamoDB's JSON shape: {@code {"S":"..."}}, {@code {"N":"1"}}. */
  static void value(StringBuilder json, AttributeValue value) {
    switch (value.type()) {
      case S -> tagged(json, "S").append(quoted(value.s()));
      case N -> tagged(json, "N").append(quoted(value.n()));
      case B -> tagged(json, "B").append(quoted(base64(value.b())));
      case BOOL -> tagged(json, "BOOL").append(value.bool());
      case NUL -> tagged(json, "NULL").append("true");
      case SS -> strings(tagged(json, "SS"), value.ss());
      case NS -> strings(tagged(json, "NS"), value.ns());
      case BS ->
          strings(tagged(json, "BS"), value.bs().stream().map(SnapshotPage::base64).toList());
      case L -> {
        tagged(json, "L").append('[');
        for (int i = 0; i < value.l().size(); i++) {
          json.append(i == 0 ? "" : ",");
          value(json, value.l().get(i));
        }
        json.append(']');
      }
      case M -> map(tagged(json, "M"), value.m());
      default -> tagged(json, "NULL").append("true"); // a type newer than this SDK's model
    }
    json.append('}');
  }

  private static void map(StringBuilder json, Map<String, AttributeValue> attributes) {
    json.append('{');
    boolean first = true;
    // Sorted, so that two snapshots of the same items are the same text.
    for (Map.Entry<String, AttributeValue> attribute :
        new java.util.TreeMap<>(attributes).entrySet()) {
      json.append(first ? "" : ",");
      first = false;
      quote(json, attribute.getKey());
      json.append(':');
      value(json, attribute.getValue());
    }
    json.append('}');
  }

  private static StringBuilder tagged(StringBuilder json, String type) {
    return json.append("{\"").append(type).append("\":");
  }

  private static void strings(StringBuilder json, List<String> values) {
    json.append('[');
    for (int i = 0; i < values.size(); i++) {
      json.append(i == 0 ? "" : ",");
      quote(json, values.get(i));
    }
    json.append(']');
  }

  private static String base64(SdkBytes bytes) {
    return Base64.getEncoder().encodeToString(bytes.asByteArrayUnsafe());
  }

  private static String quoted(String text) {
    StringBuilder out = new StringBuilder(text.length() + 2);
    quote(out, text);
    return out.toString();
  }

  /** A JSON string that can also sit inside an HTML script element ({@code <} escaped). */
  static void quote(StringBuilder json, String text) {
    json.append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> json.append("\\\"");
        case '\\' -> json.append("\\\\");
        case '\n' -> json.append("\\n");
        case '\r' -> json.append("\\r");
        case '\t' -> json.append("\\t");
        case '<' -> json.append("\\u003c");
        default -> {
          if (c < 0x20 || c == '\u2028' || c == '\u2029') {
            json.append(String.format("\\u%04x", (int) c));
          } else {
            json.append(c);
          }
        }
      }
    }
    json.append('"');
  }
}
