package dev.singletable.runtime.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.UUID;

/** The encodings of {@link Keys.Part}, one per keyable type, each over {@link KeyEncoding}. */
final class KeyParts {

  // The kinds of parts. Numbers, not an enum: a switch over an enum loads the enum and a
  // switch-map class (with its NoSuchFieldError handlers) on a cold start.
  static final int TEXT = 0;
  static final int SIGNED = 1;
  static final int BOOL = 2;
  static final int BIG_INTEGER = 3;
  static final int DECIMAL = 4;
  static final int INSTANT = 5;
  static final int LOCAL_DATE = 6;
  static final int LOCAL_DATE_TIME = 7;
  static final int UUID = 8;
  static final int ENUM = 9;

  private KeyParts() {}

  /**
   * Every part, whatever its type: a string as it is (refusing the delimiter, empty text and
   * unpaired surrogates); a byte, short, int or long at the fixed width of its type; a boolean,
   * {@code false} before {@code true}; a BigInteger or BigDecimal with its declared digits (never
   * rounded); an Instant in UTC or a LocalDateTime with fixed fraction digits; a LocalDate ({@code
   * yyyy-MM-dd}); a UUID (lower-case canonical form); an enum by name. One class switching on its
   * kind, not a class (or a lambda) per type, as each class a schema's keys load costs a cold start
   * (and a single subclass of {@link Keys.Part} keeps every call to a part monomorphic).
   */
  static final class Coded<V> extends Keys.Part<V> {

    private final int kind;
    private final int integerDigits; // of a signed integer: its width
    private final int fractionDigits;
    private final char delimiter; // of a string or an enum, which may not hold it
    private final Class<?> type; // of an enum

    Coded(
        String entity,
        String attribute,
        int kind,
        int integerDigits,
        int fractionDigits,
        char delimiter,
        Class<?> type) {
      super(entity, attribute);
      this.kind = kind;
      this.integerDigits = integerDigits;
      this.fractionDigits = fractionDigits;
      this.delimiter = delimiter;
      this.type = type;
    }

    /** A part of {@code kind} that has no delimiter and no enum type. */
    Coded(String entity, String attribute, int kind, int integerDigits, int fractionDigits) {
      this(entity, attribute, kind, integerDigits, fractionDigits, '\0', null);
    }

    @Override
    public String encode(V value) {
      return switch (kind) {
        case TEXT -> KeyEncoding.string(entity, attribute, delimiter, (String) value);
        case SIGNED -> encode(((Number) nonNull(value)).longValue());
        case BOOL -> encode(((Boolean) nonNull(value)).booleanValue());
        case BIG_INTEGER ->
            KeyEncoding.bigInteger(entity, attribute, (BigInteger) value, integerDigits);
        case DECIMAL ->
            KeyEncoding.decimal(
                entity, attribute, (BigDecimal) value, integerDigits, fractionDigits);
        case INSTANT -> KeyEncoding.instant(entity, attribute, (Instant) value, fractionDigits);
        case LOCAL_DATE -> KeyEncoding.localDate(entity, attribute, (LocalDate) value);
        case LOCAL_DATE_TIME ->
            KeyEncoding.localDateTime(entity, attribute, (LocalDateTime) value, fractionDigits);
        case UUID -> KeyEncoding.uuid(entity, attribute, (UUID) value);
        default -> KeyEncoding.enumName(entity, attribute, delimiter, (Enum<?>) value);
      };
    }

    private Object nonNull(V value) {
      if (value == null) {
        throw new IllegalArgumentException(
            Text.subject(entity, attribute) + "key attributes must have a value (got null)");
      }
      return value;
    }

    @Override
    public String encode(long value) {
      if (kind != SIGNED) {
        throw new UnsupportedOperationException(attribute);
      }
      long min =
          switch (integerDigits) {
            case 3 -> Byte.MIN_VALUE;
            case 5 -> Short.MIN_VALUE;
            case 10 -> Integer.MIN_VALUE;
            default -> Long.MIN_VALUE;
          };
      return FixedWidth.signed(value, min, integerDigits);
    }

    @Override
    public String encode(boolean value) {
      if (kind != BOOL) {
        throw new UnsupportedOperationException(attribute);
      }
      return value ? "true" : "false";
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public V decode(String text) {
      Object value =
          switch (kind) {
            case TEXT -> text;
            case SIGNED ->
                switch (integerDigits) {
                  case 3 -> KeyDecoding.decodeInt8(text);
                  case 5 -> KeyDecoding.decodeInt16(text);
                  case 10 -> KeyDecoding.decodeInt32(text);
                  default -> KeyDecoding.decodeInt64(text);
                };
            case BOOL -> KeyDecoding.decodeBool(text);
            case BIG_INTEGER -> KeyDecoding.decodeBigInteger(text, integerDigits);
            case DECIMAL -> KeyDecoding.decodeDecimal(text, integerDigits, fractionDigits);
            case INSTANT -> KeyDecoding.decodeInstant(text, fractionDigits);
            case LOCAL_DATE -> KeyDecoding.decodeLocalDate(text);
            case LOCAL_DATE_TIME -> KeyDecoding.decodeLocalDateTime(text, fractionDigits);
            case UUID -> KeyDecoding.decodeUuid(text);
            default -> Enum.valueOf((Class) type, text);
          };
      return (V) value;
    }

    @Override
    boolean prefixes() {
      return kind == TEXT;
    }
  }
}
