package dev.singletable.runtime.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.UUID;

/** The encodings of {@link Keys.Part}, one per keyable type, each over {@link KeyEncoding}. */
final class KeyParts {

  private KeyParts() {}

  /** A string: as it is, refusing the delimiter, empty text and unpaired surrogates. */
  static final class Text extends Keys.Part<String> {
    private final char delimiter;

    Text(String entity, String attribute, char delimiter) {
      super(entity, attribute);
      this.delimiter = delimiter;
    }

    @Override
    public String encode(String value) {
      return KeyEncoding.string(entity, attribute, delimiter, value);
    }

    @Override
    public String decode(String text) {
      return text;
    }

    @Override
    boolean prefixes() {
      return true;
    }
  }

  /** A byte, short, int or long at the fixed width of its type. */
  static final class Signed<N extends Number> extends Keys.Part<N> {
    private final int width;
    private final long min;

    Signed(String entity, String attribute, int width) {
      super(entity, attribute);
      this.width = width;
      this.min =
          switch (width) {
            case 3 -> Byte.MIN_VALUE;
            case 5 -> Short.MIN_VALUE;
            case 10 -> Integer.MIN_VALUE;
            default -> Long.MIN_VALUE;
          };
    }

    @Override
    public String encode(long value) {
      return FixedWidth.signed(value, min, width);
    }

    @Override
    public String encode(N value) {
      if (value == null) {
        throw missing();
      }
      return FixedWidth.signed(value.longValue(), min, width);
    }

    @Override
    @SuppressWarnings("unchecked")
    public N decode(String text) {
      Number value =
          switch (width) {
            case 3 -> KeyEncoding.decodeInt8(text);
            case 5 -> KeyEncoding.decodeInt16(text);
            case 10 -> KeyEncoding.decodeInt32(text);
            default -> KeyEncoding.decodeInt64(text);
          };
      return (N) value;
    }
  }

  /** A boolean, {@code false} before {@code true}. */
  static final class Bool extends Keys.Part<Boolean> {
    Bool(String entity, String attribute) {
      super(entity, attribute);
    }

    @Override
    public String encode(boolean value) {
      return value ? "true" : "false";
    }

    @Override
    public String encode(Boolean value) {
      if (value == null) {
        throw missing();
      }
      return encode(value.booleanValue());
    }

    @Override
    public Boolean decode(String text) {
      return KeyEncoding.decodeBool(text);
    }
  }

  /**
   * A part whose encoding is one of {@link KeyEncoding}'s with its declared digits: a BigInteger or
   * BigDecimal (never rounded), an Instant in UTC or a LocalDateTime with fixed fraction digits, a
   * LocalDate ({@code yyyy-MM-dd}), a UUID (lower-case canonical form) or an enum by name. One
   * class switching on its kind, not a class (or a lambda) per type, as each class a schema's keys
   * load costs a cold start.
   */
  static final class Coded<V> extends Keys.Part<V> {

    enum Kind {
      BIG_INTEGER,
      DECIMAL,
      INSTANT,
      LOCAL_DATE,
      LOCAL_DATE_TIME,
      UUID,
      ENUM
    }

    private final Kind kind;
    private final int integerDigits;
    private final int fractionDigits;
    private final char delimiter; // of an enum, which may not hold it
    private final Class<?> type; // of an enum

    Coded(
        String entity,
        String attribute,
        Kind kind,
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

    /** A part of {@code kind} that has no enum type. */
    Coded(String entity, String attribute, Kind kind, int integerDigits, int fractionDigits) {
      this(entity, attribute, kind, integerDigits, fractionDigits, '\0', null);
    }

    @Override
    public String encode(V value) {
      return switch (kind) {
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
        case ENUM -> KeyEncoding.enumName(entity, attribute, delimiter, (Enum<?>) value);
      };
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public V decode(String text) {
      Object value =
          switch (kind) {
            case BIG_INTEGER -> KeyEncoding.decodeBigInteger(text, integerDigits);
            case DECIMAL -> KeyEncoding.decodeDecimal(text, integerDigits, fractionDigits);
            case INSTANT -> KeyEncoding.decodeInstant(text, fractionDigits);
            case LOCAL_DATE -> KeyEncoding.decodeLocalDate(text);
            case LOCAL_DATE_TIME -> KeyEncoding.decodeLocalDateTime(text, fractionDigits);
            case UUID -> KeyEncoding.decodeUuid(text);
            case ENUM -> Enum.valueOf((Class) type, text);
          };
      return (V) value;
    }
  }
}
