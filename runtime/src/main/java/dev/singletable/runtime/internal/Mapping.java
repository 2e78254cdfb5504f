package dev.singletable.runtime.internal;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.UUID;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Checks and messages behind the codecs ({@link Codec}): type checks, parsing, refusals. */
final class Mapping {

  private Mapping() {}

  /** A MappingException naming the expected and the stored DynamoDB type. */
  static RuntimeException wrongType(Codec.Site site, String expected, AttributeValue v) {
    String actual =
        v == null
            ? "missing"
            : v.type() == AttributeValue.Type.NUL ? "NULL" : String.valueOf(v.type());
    return MappingFailures.of(
        site.entity(),
        Text.subject(site.entity(), site.path())
            + "expected "
            + expected
            + " but the stored attribute is "
            + actual);
  }

  /** The S of {@code v}, or a MappingException saying {@code what} it should hold. */
  static String s(Codec.Site site, AttributeValue v, String what) {
    String s = v == null ? null : v.s();
    if (s == null) {
      throw wrongType(site, "S (" + what + ")", v);
    }
    return s;
  }

  /** The N of {@code v}, or a MappingException saying {@code what} it should hold. */
  static String n(Codec.Site site, AttributeValue v, String what) {
    String n = v == null ? null : v.n();
    if (n == null) {
      throw wrongType(site, "N (" + what + ")", v);
    }
    return n;
  }

  /** The B of {@code v}, or a MappingException. */
  static SdkBytes b(Codec.Site site, AttributeValue v) {
    SdkBytes b = v == null ? null : v.b();
    if (b == null) {
      throw wrongType(site, "B", v);
    }
    return b;
  }

  /** An N as a whole number within [min, max], or a MappingException. */
  static long integer(Codec.Site site, AttributeValue v, long min, long max, String what) {
    String text = v == null ? null : v.n();
    if (text == null) { // the message is built only on failure: no concatenation per read
      throw wrongType(site, "N (a whole number that fits in " + what + ")", v);
    }
    try {
      return integer(text, min, max);
    } catch (NumberFormatException e) {
      throw unreadable(site, "a whole number that fits in " + what, text, e);
    }
  }

  /** A whole number within [min, max], else NumberFormatException. */
  static long integer(String text, long min, long max) {
    long value;
    try {
      value = Long.parseLong(text);
    } catch (NumberFormatException e) {
      try {
        value = new BigDecimal(text).longValueExact(); // "1E+3", "1.0" from other writers
      } catch (ArithmeticException notWhole) {
        throw new NumberFormatException(text);
      }
    }
    if (value < min || value > max) {
      throw new NumberFormatException(text);
    }
    return value;
  }

  /** A MappingException for stored text that the field type cannot hold. */
  static RuntimeException unreadable(Codec.Site site, String what, String text, Throwable cause) {
    return MappingFailures.of(
        site.entity(),
        Text.subject(site.entity(), site.path())
            + "expected "
            + what
            + " (got "
            + Text.quote(text)
            + ")",
        cause);
  }

  /** Parses a 36-char UUID in any case; {@code UUID.fromString} alone accepts short segments. */
  static UUID strictUuid(String text) {
    if (text.length() != 36) {
      throw new IllegalArgumentException(text);
    }
    return UUID.fromString(text);
  }

  /**
   * Whether {@code s} holds an unpaired surrogate: one comparison a char, and the exact check
   * ({@link Text#unpairedSurrogate}) only from a char at or above U+D800, so that mapping text
   * without one does not load {@link Text} on a cold start.
   */
  static boolean illFormed(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) >= Character.MIN_SURROGATE) {
        return Text.unpairedSurrogate(s) >= 0;
      }
    }
    return false;
  }

  /** Refuses null and unpaired surrogates, which UTF-8 cannot hold (Java writes '?'). */
  static void checkWellFormed(String entity, String attribute, String s) {
    if (s == null) {
      throw Text.refuse(entity, attribute, "values must not be null here", null);
    }
    int at = Text.unpairedSurrogate(s);
    if (at >= 0) {
      throw Text.refuse(
          entity,
          attribute,
          "strings must not contain an unpaired surrogate (U+"
              + Integer.toHexString(s.charAt(at)).toUpperCase(Locale.ROOT)
              + " at index "
              + at
              + "), which UTF-8 cannot represent",
          s);
    }
  }
}
