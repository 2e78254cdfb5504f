package dev.singletable.runtime.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.UUID;

/**
 * Encodes key components into key text so that keys sort, as DynamoDB compares strings (unsigned
 * UTF-8 bytes), in the natural order of the Java values, and decodes them back. Called by
 * generated {@code XxxKey} classes; no pattern parsing, regex or {@code String.format} here.
 *
 * <p>Every encoder refuses a value that would make a key ambiguous with an {@link
 * IllegalArgumentException} whose message names the entity, the attribute and the rule, for
 * example {@code "Order.userId: key values must not contain the delimiter '#' (got "a#b")"}.
 *
 * <h2>Encodings</h2>
 * <ul>
 *   <li>String: as is; refused when null, empty, containing the delimiter or an unpaired surrogate.
 *   <li>Integers (byte, short, int, long): non-negative values zero-padded to the type's width
 *       (3, 5, 10, 19 digits); negative values as {@code '-'} followed by {@code value - MIN_VALUE}
 *       zero-padded to the same width, so that all negatives sort before all non-negatives and in
 *       numeric order among themselves ('-' is 0x2D, below '0').
 *   <li>BigInteger / BigDecimal with declared {@code integerDigits} and {@code fractionDigits}:
 *       the same sign scheme over the unscaled value with exactly {@code integerDigits +
 *       fractionDigits} digits and a '.' before the fraction digits (none when fractionDigits is
 *       0); refused when out of range or when the value has more fraction digits than declared
 *       (never rounded).
 *   <li>Instant: {@code yyyy-MM-ddTHH:mm:ss[.fffffffff]Z} in UTC with exactly {@code
 *       fractionDigits} (0..9) fraction digits (no '.' when 0); years 0000..9999 only; refused
 *       when the value has a finer precision than declared.
 *   <li>LocalDate: {@code yyyy-MM-dd}, years 0000..9999. LocalDateTime: like Instant without 'Z'.
 *   <li>UUID: lower-case canonical form (sorts as the unsigned 128-bit value).
 *   <li>Enum: its name. Boolean: {@code false}/{@code true}.
 * </ul>
 */
public final class KeyEncoding {

  /** The longest partition key DynamoDB accepts, in UTF-8 bytes. */
  public static final int MAX_PARTITION_KEY_BYTES = 2048;

  /** The longest sort key DynamoDB accepts, in UTF-8 bytes. */
  public static final int MAX_SORT_KEY_BYTES = 1024;

  private KeyEncoding() {}

  public static String string(String entity, String attribute, char delimiter, String value) {
    throw new UnsupportedOperationException("TODO");
  }

  public static String int8(String entity, String attribute, byte value) {
    throw new UnsupportedOperationException("TODO");
  }

  public static String int16(String entity, String attribute, short value) {
    throw new UnsupportedOperationException("TODO");
  }

  public static String int32(String entity, String attribute, int value) {
    throw new UnsupportedOperationException("TODO");
  }

  public static String int64(String entity, String attribute, long value) {
    throw new UnsupportedOperationException("TODO");
  }

  public static String bigInteger(String entity, String attribute, BigInteger value, int integerDigits) {
    throw new UnsupportedOperationException("TODO");
  }

  public static String decimal(
      String entity, String attribute, BigDecimal value, int integerDigits, int fractionDigits) {
    throw new UnsupportedOperationException("TODO");
  }

  public static String instant(String entity, String attribute, Instant value, int fractionDigits) {
    throw new UnsupportedOperationException("TODO");
  }

  public static String localDate(String entity, String attribute, LocalDate value) {
    throw new UnsupportedOperationException("TODO");
  }

  public static String localDateTime(
      String entity, String attribute, LocalDateTime value, int fractionDigits) {
    throw new UnsupportedOperationException("TODO");
  }

  public static String uuid(String entity, String attribute, UUID value) {
    throw new UnsupportedOperationException("TODO");
  }

  public static String enumName(String entity, String attribute, char delimiter, Enum<?> value) {
    throw new UnsupportedOperationException("TODO");
  }

  public static String bool(String entity, String attribute, boolean value) {
    throw new UnsupportedOperationException("TODO");
  }

  /** Returns {@code key} after checking it is at most 2048 UTF-8 bytes; names entity and index. */
  public static String partitionKey(String entity, String keyAttribute, String key) {
    throw new UnsupportedOperationException("TODO");
  }

  /** Returns {@code key} after checking it is at most 1024 UTF-8 bytes; names entity and index. */
  public static String sortKey(String entity, String keyAttribute, String key) {
    throw new UnsupportedOperationException("TODO");
  }

  // Decoders: the inverse of each encoder (decode(encode(v)) == v). They throw
  // IllegalArgumentException on text no encoder could have produced.

  public static byte decodeInt8(String text) {
    throw new UnsupportedOperationException("TODO");
  }

  public static short decodeInt16(String text) {
    throw new UnsupportedOperationException("TODO");
  }

  public static int decodeInt32(String text) {
    throw new UnsupportedOperationException("TODO");
  }

  public static long decodeInt64(String text) {
    throw new UnsupportedOperationException("TODO");
  }

  public static BigInteger decodeBigInteger(String text, int integerDigits) {
    throw new UnsupportedOperationException("TODO");
  }

  public static BigDecimal decodeDecimal(String text, int integerDigits, int fractionDigits) {
    throw new UnsupportedOperationException("TODO");
  }

  public static Instant decodeInstant(String text, int fractionDigits) {
    throw new UnsupportedOperationException("TODO");
  }

  public static LocalDate decodeLocalDate(String text) {
    throw new UnsupportedOperationException("TODO");
  }

  public static LocalDateTime decodeLocalDateTime(String text, int fractionDigits) {
    throw new UnsupportedOperationException("TODO");
  }

  public static UUID decodeUuid(String text) {
    throw new UnsupportedOperationException("TODO");
  }

  public static boolean decodeBool(String text) {
    throw new UnsupportedOperationException("TODO");
  }
}
