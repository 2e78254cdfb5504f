package dev.singletable.processor.plan.view;

import java.util.List;
import java.util.Map;

/**
 * An attribute value of an example item in DynamoDB's own JSON shape ({@code {"S": "..."}}, {@code
 * {"N": "12.50"}}, {@code {"M": {...}}}), the shape a scan of the live table has too, so that the
 * model view draws examples and live items with the same code.
 *
 * @param type S, N, B, BOOL, L, M, SS, NS or BS
 * @param value a String for S, N and B (base64); a Boolean for BOOL; a list of ExampleValue for L;
 *     a map of ExampleValue for M; a list of String for the sets
 */
record ExampleValue(String type, Object value) {

  static ExampleValue s(String text) {
    return new ExampleValue("S", text);
  }

  static ExampleValue n(String number) {
    return new ExampleValue("N", number);
  }

  /** The text of a scalar value (S, N, B, BOOL), as the view shows it. */
  String text() {
    return String.valueOf(value);
  }

  /** Writes the value as DynamoDB JSON. */
  void writeTo(JsonText json) {
    json.beginObject().name(type);
    switch (type) {
      case "BOOL" -> json.value((Boolean) value);
      case "L" -> {
        json.beginArray();
        for (Object element : (List<?>) value) {
          ((ExampleValue) element).writeTo(json);
        }
        json.endArray();
      }
      case "M" -> {
        json.beginObject();
        for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
          json.name((String) entry.getKey());
          ((ExampleValue) entry.getValue()).writeTo(json);
        }
        json.endObject();
      }
      case "SS", "NS", "BS" -> {
        json.beginArray();
        for (Object element : (List<?>) value) {
          json.value((String) element);
        }
        json.endArray();
      }
      default -> json.value((String) value);
    }
    json.endObject();
  }
}
