package dev.singletable.processor.model;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

/**
 * The default an attribute declares for stored items that lack it ({@code @Attribute(ifAbsent =
 * "0")}), as written: validation checks the text against the attribute's type, the plan turns it
 * into a Java constant.
 *
 * @param literal the text written
 * @param origin the {@code ifAbsent} value, where diagnostics point
 */
public record AttributeDefault(String literal, Origin origin) {

  /** The default {@code attribute} declares, if any (an {@code ifAbsent} written explicitly). */
  public static Optional<AttributeDefault> of(AttributeModel attribute) {
    Element element = attribute.origin().element();
    if (element == null) {
      return Optional.empty();
    }
    return Annotations.find(element, "Attribute")
        .flatMap(
            mirror -> {
              AnnotationValue value = Annotations.explicitValue(mirror, "ifAbsent");
              return value == null
                  ? Optional.empty()
                  : Optional.of(
                      new AttributeDefault(
                          (String) value.getValue(), new Origin(element, mirror, value)));
            });
  }

  /** Whether {@code attribute} declares a default. */
  public static boolean declared(AttributeModel attribute) {
    return of(attribute).isPresent();
  }

  /** The kinds a default can be declared for. */
  public static boolean supports(ScalarKind kind) {
    return kind != ScalarKind.BYTES && kind != ScalarKind.SDK_BYTES;
  }

  /**
   * Why {@code literal} is not a value of {@code kind}, or {@code null} when it is one.
   *
   * @param constants the constants of an enum kind (else unused)
   */
  public static String problem(ScalarKind kind, String literal, List<String> constants) {
    try {
      switch (kind) {
        case BOOLEAN -> {
          if (!literal.equals("true") && !literal.equals("false")) {
            return "a boolean is \"true\" or \"false\"";
          }
        }
        case BYTE -> Byte.parseByte(literal);
        case SHORT -> Short.parseShort(literal);
        case INT -> Integer.parseInt(literal);
        case LONG -> Long.parseLong(literal);
        case FLOAT -> {
          if (!Float.isFinite(new BigDecimal(literal).floatValue())) {
            return "it is beyond the range of a float";
          }
        }
        case DOUBLE -> {
          if (!Double.isFinite(new BigDecimal(literal).doubleValue())) {
            return "it is beyond the range of a double";
          }
        }
        case BIG_DECIMAL -> new BigDecimal(literal);
        case BIG_INTEGER -> new BigInteger(literal);
        case INSTANT -> Instant.parse(literal);
        case LOCAL_DATE -> LocalDate.parse(literal);
        case LOCAL_DATE_TIME -> LocalDateTime.parse(literal);
        case UUID -> {
          if (!UUID.fromString(literal).toString().equalsIgnoreCase(literal)) {
            return "a UUID is written in its canonical form, 8-4-4-4-12 hexadecimal digits";
          }
        }
        case ENUM -> {
          if (!constants.contains(literal)) {
            return "it names no constant (the constants are " + String.join(", ", constants) + ")";
          }
        }
        default -> {
          // a string, any text
        }
      }
      return null;
    } catch (RuntimeException e) {
      return expected(kind);
    }
  }

  private static String expected(ScalarKind kind) {
    return switch (kind) {
      case BYTE, SHORT, INT, LONG -> "it is not a whole number in the range of the type";
      case BIG_INTEGER -> "it is not a whole number";
      case INSTANT -> "it is not an ISO-8601 instant such as 2024-01-01T00:00:00Z";
      case LOCAL_DATE -> "it is not an ISO-8601 date such as 2024-01-01";
      case LOCAL_DATE_TIME -> "it is not an ISO-8601 date and time such as 2024-01-01T12:00:00";
      case UUID -> "a UUID is written in its canonical form, 8-4-4-4-12 hexadecimal digits";
      default -> "it is not a decimal number such as 2.50";
    };
  }
}
