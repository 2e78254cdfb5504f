package dev.singletable.runtime.internal;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Item helpers of the codecs ({@link Codec}) and of generated key code, and the checks and messages
 * behind the codecs: type checks, parsing, refusals. One class, as every mapping needs both.
 */
public final class Items {

  /** The NULL value stored for null elements of lists and maps. */
  public static final AttributeValue NULL = AttributeValue.createNul(true);

  private Items() {}

  /** A map sized to hold {@code attributes} entries without rehashing. */
  public static <V> HashMap<String, V> newMap(int attributes) {
    return new HashMap<>((int) (attributes / 0.75f) + 1);
  }

  /**
   * The item as read while declared renames run ({@code @Attribute(formerly = ...)}): {@code names}
   * are pairs of a new and a former stored name, and the value under a former name is read under
   * the new one when the item has none there. The item itself when no value moves.
   */
  public static Map<String, AttributeValue> renamed(
      Map<String, AttributeValue> item, String... names) {
    Map<String, AttributeValue> read = item;
    for (int i = 0; i + 1 < names.length; i += 2) {
      AttributeValue former = item.get(names[i + 1]);
      if (former != null && !item.containsKey(names[i])) {
        if (read == item) {
          read = new HashMap<>(item);
        }
        read.put(names[i], former);
      }
    }
    return read;
  }

  /**
   * Fails unless the item's entity-type attribute says {@code expected}, or {@code former} (the
   * type name a declared rename migrates from; {@code null}: none).
   */
  public static void checkEntityType(
      Map<String, AttributeValue> item, String typeAttribute, String expected, String former) {
    AttributeValue type = item.get(typeAttribute);
    String actual = type == null ? null : type.s();
    if (!expected.equals(actual) && (former == null || !former.equals(actual))) {
      throw MappingFailures.of(
          expected,
          "cannot read an item as "
              + expected
              + ": its "
              + typeAttribute
              + " is "
              + (actual == null ? "absent" : "\"" + actual + "\"")
              + " (item keys: "
              + keyHint(item)
              + ")");
    }
  }

  /** The error for a required (primitive) attribute that the item lacks. */
  public static RuntimeException missing(
      String entity, String attribute, Map<String, AttributeValue> item) {
    return MappingFailures.of(
        entity,
        entity
            + "."
            + attribute
            + " is required (primitive) but the item has no \""
            + attribute
            + "\" attribute (item keys: "
            + keyHint(item)
            + "); make the field a boxed type to allow"
            + " items written without it");
  }

  /**
   * The stored value of a value type (its component) or of a converted type (what its converter
   * gave), refused when null: a null inside a value type has no stored form, and reading the
   * attribute back could not make the same value again.
   */
  public static <V> V stored(String entity, String attribute, V stored) {
    if (stored == null) {
      throw new IllegalArgumentException(
          entity
              + "."
              + attribute
              + ": the value type's component (or the converter's result) is null, which cannot"
              + " be stored; leave the attribute itself null instead");
    }
    return stored;
  }

  /**
   * A TTL given in epoch seconds as a Number. Values that only make sense as milliseconds (after
   * the year 5000 as seconds) are refused: DynamoDB would never expire such an item.
   */
  public static AttributeValue ttlSeconds(String entity, String attribute, long epochSeconds) {
    if (epochSeconds == 0) {
      throw new IllegalArgumentException(
          entity
              + "."
              + attribute
              + ": a TTL of 0 would hide the item at once and DynamoDB would never delete it; leave"
              + " the TTL null for no expiry (a primitive long of 0 is stored as no TTL)");
    }
    if (epochSeconds > MAX_TTL_SECONDS || epochSeconds < 0) {
      throw new IllegalArgumentException(
          entity
              + "."
              + attribute
              + ": a TTL is epoch seconds, but "
              + epochSeconds
              + (epochSeconds > MAX_TTL_SECONDS
                  ? " looks like milliseconds (divide by 1000)"
                  : " is before 1970"));
    }
    return AttributeValue.createN(Long.toString(epochSeconds));
  }

  /**
   * A TTL given as an instant, stored as a Number of whole epoch seconds (DynamoDB's TTL format).
   * An instant with a fraction of a second is refused rather than truncated, so that the entity
   * reads back equal to what was written.
   */
  public static AttributeValue ttlInstant(
      String entity, String attribute, java.time.Instant expiry) {
    if (expiry.getNano() != 0) {
      throw new IllegalArgumentException(
          entity
              + "."
              + attribute
              + ": a TTL is stored in whole epoch seconds,"
              + " but "
              + expiry
              + " has a fraction of a second; truncate it first ("
              + attribute
              + ".truncatedTo(ChronoUnit.SECONDS))");
    }
    return ttlSeconds(entity, attribute, expiry.getEpochSecond());
  }

  /** Reads a TTL Number of epoch seconds as an instant. */
  public static java.time.Instant readTtlInstant(
      String entity, String attribute, AttributeValue value) {
    if (value.n() == null) {
      throw wrongType(entity, attribute, "N", value);
    }
    try {
      return java.time.Instant.ofEpochSecond(Long.parseLong(value.n()));
    } catch (NumberFormatException e) {
      throw MappingFailures.of(
          entity,
          entity + "." + attribute + " should hold whole epoch seconds but holds " + value.n());
    }
  }

  /** Year 5000 in epoch seconds: larger TTL values are milliseconds by mistake. */
  private static final long MAX_TTL_SECONDS = 95_617_584_000L;

  public static boolean isNull(AttributeValue value) {
    return Boolean.TRUE.equals(value.nul());
  }

  /** The elements of an L value. */
  public static List<AttributeValue> readList(
      String entity, String attribute, AttributeValue value) {
    if (!value.hasL()) {
      throw wrongType(entity, attribute, "L", value);
    }
    return value.l();
  }

  /** The entries of an M value. */
  public static Map<String, AttributeValue> readMap(
      String entity, String attribute, AttributeValue value) {
    if (!value.hasM()) {
      throw wrongType(entity, attribute, "M", value);
    }
    return value.m();
  }

  static RuntimeException wrongType(
      String entity, String attribute, String expected, AttributeValue value) {
    return MappingFailures.of(
        entity,
        entity + "." + attribute + " should be stored as " + expected + " but is " + value.type());
  }

  private static String keyHint(Map<String, AttributeValue> item) {
    StringBuilder hint = new StringBuilder();
    int shown = 0;
    for (Map.Entry<String, AttributeValue> entry : item.entrySet()) {
      if (entry.getValue().s() != null && shown < 3) {
        if (shown > 0) {
          hint.append(", ");
        }
        String s = entry.getValue().s();
        hint.append(entry.getKey())
            .append('=')
            .append(s.length() > 60 ? s.substring(0, 60) + "..." : s);
        shown++;
      }
    }
    return hint.toString();
  }

  // The checks and messages behind the codecs' reads and writes: type checks, parsing, refusals.

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
