package dev.singletable.processor.plan.view;

/**
 * An attribute value of an example item in DynamoDB's own JSON shape ({@code {"S": "..."}}, {@code
 * {"N": "12.50"}}, {@code {"M": {...}}}), the shape a scan of the live table has too, so that the
 * model view draws examples and live items with the same code.
 *
 * @param type S, N, B, BOOL, L, M, SS, NS or BS
 * @param value a String for S, N and B (base64); a Boolean for BOOL; a list of ExampleValue for L;
 *     a map of ExampleValue for M; a list of String for the sets
 */
public record ExampleValue(String type, Object value) {

  static ExampleValue s(String text) {
    return new ExampleValue("S", text);
  }

  static ExampleValue n(String number) {
    return new ExampleValue("N", number);
  }

  /** The text of a scalar value (S, N, B, BOOL), as the view shows it. */
  public String text() {
    return String.valueOf(value);
  }
}
