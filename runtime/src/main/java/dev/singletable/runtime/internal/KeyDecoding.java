package dev.singletable.runtime.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.UUID;

/**
 * The inverse of each {@link KeyEncoding} encoder ({@code decode(encode(v)) == v}), which reading
 * keys back uses ({@link Keys.Part#decode}); each throws an IllegalArgumentException on text no
 * encoder could have produced. Apart from the encoders, so that mapping items, which only writes
 * keys, does not load them.
 */
final class KeyDecoding {

  private KeyDecoding() {}

  /** The value of key text that {@code part} wrote ({@link KeyEncoding#encode}). */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static Object decode(Keys.Part<?> part, String text) {
    return switch (part.kind) {
      case KeyEncoding.TEXT -> text;
      case KeyEncoding.SIGNED ->
          switch (part.integerDigits) {
            case 3 -> decodeInt8(text);
            case 5 -> decodeInt16(text);
            case 10 -> decodeInt32(text);
            default -> decodeInt64(text);
          };
      case KeyEncoding.BOOL -> decodeBool(text);
      case KeyEncoding.BIG_INTEGER -> decodeBigInteger(text, part.integerDigits);
      case KeyEncoding.DECIMAL -> decodeDecimal(text, part.integerDigits, part.fractionDigits);
      case KeyEncoding.INSTANT -> decodeInstant(text, part.fractionDigits);
      case KeyEncoding.LOCAL_DATE -> decodeLocalDate(text);
      case KeyEncoding.LOCAL_DATE_TIME -> decodeLocalDateTime(text, part.fractionDigits);
      case KeyEncoding.UUID -> decodeUuid(text);
      default -> Enum.valueOf((Class) part.type, text);
    };
  }

  /** Decodes {@link KeyEncoding#int8}. */
  static byte decodeInt8(String text) {
    return (byte) signed(text, Byte.MIN_VALUE, 3, "int8");
  }

  /** Decodes {@link KeyEncoding#int16}. */
  static short decodeInt16(String text) {
    return (short) signed(text, Short.MIN_VALUE, 5, "int16");
  }

  /** Decodes {@link KeyEncoding#int32}. */
  static int decodeInt32(String text) {
    return (int) signed(text, Integer.MIN_VALUE, 10, "int32");
  }

  /** Decodes {@link KeyEncoding#int64}. */
  static long decodeInt64(String text) {
    return signed(text, Long.MIN_VALUE, 19, "int64");
  }

  /** Decodes {@link KeyEncoding#bigInteger} with the same {@code integerDigits}. */
  static BigInteger decodeBigInteger(String text, int integerDigits) {
    return parseDecimal(text, integerDigits, 0);
  }

  /** Decodes {@link KeyEncoding#decimal}; the result has scale {@code fractionDigits}. */
  static BigDecimal decodeDecimal(String text, int integerDigits, int fractionDigits) {
    return new BigDecimal(parseDecimal(text, integerDigits, fractionDigits), fractionDigits);
  }

  /** Decodes {@link KeyEncoding#instant} with the same {@code fractionDigits}. */
  static Instant decodeInstant(String text, int fractionDigits) {
    Instant value =
        text == null || fractionDigits < 0 || fractionDigits > 9
            ? null
            : Timestamps.parseInstant(text, fractionDigits);
    if (value == null) {
      throw malformed("instant with " + fractionDigits + " fraction digits", text);
    }
    return value;
  }

  /** Decodes {@link KeyEncoding#localDate}. */
  static LocalDate decodeLocalDate(String text) {
    LocalDate value = text == null ? null : Timestamps.parseLocalDate(text);
    if (value == null) {
      throw malformed("local date", text);
    }
    return value;
  }

  /** Decodes {@link KeyEncoding#localDateTime} with the same {@code fractionDigits}. */
  static LocalDateTime decodeLocalDateTime(String text, int fractionDigits) {
    LocalDateTime value =
        text == null || fractionDigits < 0 || fractionDigits > 9
            ? null
            : Timestamps.parseLocalDateTime(text, fractionDigits);
    if (value == null) {
      throw malformed("local date-time with " + fractionDigits + " fraction digits", text);
    }
    return value;
  }

  /** Decodes {@link KeyEncoding#uuid}; only the lower-case canonical form is accepted. */
  static UUID decodeUuid(String text) {
    UUID value = FixedWidth.parseUuid(text);
    if (value == null) {
      throw malformed("uuid", text);
    }
    return value;
  }

  /** Decodes {@link KeyEncoding#bool}. */
  static boolean decodeBool(String text) {
    if ("true".equals(text)) {
      return true;
    }
    if ("false".equals(text)) {
      return false;
    }
    throw malformed("boolean", text);
  }

  private static IllegalArgumentException malformed(String what, String text) {
    return new IllegalArgumentException(
        "not an encoded " + what + " key value: " + Text.quote(text));
  }

  private static long signed(String text, long min, int width, String what) {
    try {
      return FixedWidth.parseSigned(text, min, width);
    } catch (NumberFormatException e) {
      throw malformed(what, text);
    }
  }

  private static BigInteger parseDecimal(String text, int integerDigits, int fractionDigits) {
    BigInteger value = FixedWidth.parseDecimal(text, integerDigits, fractionDigits);
    if (value == null) {
      throw malformed("decimal(" + integerDigits + "," + fractionDigits + ")", text);
    }
    return value;
  }
}
