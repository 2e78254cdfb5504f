package dev.singletable.runtime.internal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Item helpers of the codecs ({@link Codec}) and of generated key code: checks and messages. */
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
}
