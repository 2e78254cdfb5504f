package dev.singletable.runtime.internal;

import dev.singletable.runtime.failure.MappingException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Checks and messages behind the codecs ({@link Codec}): type checks, parsing, refusals. */
final class Mapping {

  private Mapping() {}

  /** A MappingException naming the expected and the stored DynamoDB type. */
  static MappingException wrongType(Codec.Site site, String expected, AttributeValue v) {
    String actual =
        v == null
            ? "missing"
            : v.type() == AttributeValue.Type.NUL ? "NULL" : String.valueOf(v.type());
    return new MappingException(
        site.entity(),
        null,
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

  /** The elements of a set attribute of the expected type, or a MappingException. */
  static <T> List<T> set(
      Codec.Site site,
      AttributeValue v,
      AttributeValue.Type expected,
      Function<AttributeValue, List<T>> elements) {
    if (v == null || v.type() != expected) {
      throw wrongType(site, expected.toString(), v);
    }
    return elements.apply(v);
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
  static MappingException unreadable(Codec.Site site, String what, String text, Throwable cause) {
    return new MappingException(
        site.entity(),
        null,
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

  /** The elements of an SS, refusing an empty set, ill-formed strings and duplicates. */
  static List<String> stringSet(String entity, String attribute, Collection<? extends String> v) {
    checkNotEmpty(entity, attribute, v);
    List<String> out = new ArrayList<>(v.size());
    Set<String> seen = new HashSet<>();
    for (String s : v) {
      checkWellFormed(entity, attribute, s);
      if (!seen.add(s)) {
        throw duplicate(entity, attribute, s);
      }
      out.add(s);
    }
    return out;
  }

  /** The elements of an NS, refusing an empty set and numerically equal elements. */
  static List<String> numberSet(String entity, String attribute, Collection<? extends Number> v) {
    checkNotEmpty(entity, attribute, v);
    List<String> out = new ArrayList<>(v.size());
    Set<BigDecimal> seen = new HashSet<>(); // stripped, so 1, 1.0 and 1E+0 collide
    for (Number n : v) {
      String text = Numbers.any(entity, attribute, n);
      if (!seen.add(new BigDecimal(text).stripTrailingZeros())) {
        throw duplicate(entity, attribute, text);
      }
      out.add(text);
    }
    return out;
  }

  /** The elements of a BS, refusing an empty set, null and equal contents. */
  static List<SdkBytes> bytesSet(
      String entity, String attribute, Collection<? extends SdkBytes> v) {
    checkNotEmpty(entity, attribute, v);
    Set<SdkBytes> seen = new LinkedHashSet<>(); // SdkBytes compares by content
    for (SdkBytes b : v) {
      if (b == null) {
        throw Text.refuse(entity, attribute, "sets must not contain null", null);
      }
      if (!seen.add(b)) {
        throw duplicate(entity, attribute, "0x" + hex(b.asByteArrayUnsafe()));
      }
    }
    return new ArrayList<>(seen);
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

  /** Refuses an empty set, which DynamoDB does not store. */
  static void checkNotEmpty(String entity, String attribute, Collection<?> v) {
    if (v.isEmpty()) {
      throw Text.refuse(
          entity, attribute, "DynamoDB refuses empty sets; omit the attribute instead", "[]");
    }
  }

  /** The refusal of a set element that equals an earlier one. */
  static IllegalArgumentException duplicate(String entity, String attribute, String value) {
    return Text.refuse(
        entity,
        attribute,
        "sets must not contain the same value twice (DynamoDB refuses duplicates)",
        value);
  }

  /** Up to 32 bytes as hex, for messages. */
  static String hex(byte[] bytes) {
    StringBuilder b = new StringBuilder(Math.min(bytes.length, 32) * 2);
    for (int i = 0; i < bytes.length && i < 32; i++) {
      b.append(Character.forDigit(bytes[i] >> 4 & 0xF, 16));
      b.append(Character.forDigit(bytes[i] & 0xF, 16));
    }
    return b.toString();
  }
}
