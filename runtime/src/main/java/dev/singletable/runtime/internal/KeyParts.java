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

  /** A BigInteger of declared digits. */
  static final class Whole extends Keys.Part<BigInteger> {
    private final int integerDigits;

    Whole(String entity, String attribute, int integerDigits) {
      super(entity, attribute);
      this.integerDigits = integerDigits;
    }

    @Override
    public String encode(BigInteger value) {
      return KeyEncoding.bigInteger(entity, attribute, value, integerDigits);
    }

    @Override
    public BigInteger decode(String text) {
      return KeyEncoding.decodeBigInteger(text, integerDigits);
    }
  }

  /** A BigDecimal of declared digits, never rounded. */
  static final class Decimal extends Keys.Part<BigDecimal> {
    private final int integerDigits;
    private final int fractionDigits;

    Decimal(String entity, String attribute, int integerDigits, int fractionDigits) {
      super(entity, attribute);
      this.integerDigits = integerDigits;
      this.fractionDigits = fractionDigits;
    }

    @Override
    public String encode(BigDecimal value) {
      return KeyEncoding.decimal(entity, attribute, value, integerDigits, fractionDigits);
    }

    @Override
    public BigDecimal decode(String text) {
      return KeyEncoding.decodeDecimal(text, integerDigits, fractionDigits);
    }
  }

  /** An Instant in UTC with a fixed number of fraction digits. */
  static final class InstantPart extends Keys.Part<Instant> {
    private final int fractionDigits;

    InstantPart(String entity, String attribute, int fractionDigits) {
      super(entity, attribute);
      this.fractionDigits = fractionDigits;
    }

    @Override
    public String encode(Instant value) {
      return KeyEncoding.instant(entity, attribute, value, fractionDigits);
    }

    @Override
    public Instant decode(String text) {
      return KeyEncoding.decodeInstant(text, fractionDigits);
    }
  }

  /** A LocalDate, {@code yyyy-MM-dd}. */
  static final class DatePart extends Keys.Part<LocalDate> {
    DatePart(String entity, String attribute) {
      super(entity, attribute);
    }

    @Override
    public String encode(LocalDate value) {
      return KeyEncoding.localDate(entity, attribute, value);
    }

    @Override
    public LocalDate decode(String text) {
      return KeyEncoding.decodeLocalDate(text);
    }
  }

  /** A LocalDateTime with a fixed number of fraction digits. */
  static final class DateTimePart extends Keys.Part<LocalDateTime> {
    private final int fractionDigits;

    DateTimePart(String entity, String attribute, int fractionDigits) {
      super(entity, attribute);
      this.fractionDigits = fractionDigits;
    }

    @Override
    public String encode(LocalDateTime value) {
      return KeyEncoding.localDateTime(entity, attribute, value, fractionDigits);
    }

    @Override
    public LocalDateTime decode(String text) {
      return KeyEncoding.decodeLocalDateTime(text, fractionDigits);
    }
  }

  /** A UUID, lower-case canonical form. */
  static final class UuidPart extends Keys.Part<UUID> {
    UuidPart(String entity, String attribute) {
      super(entity, attribute);
    }

    @Override
    public String encode(UUID value) {
      return KeyEncoding.uuid(entity, attribute, value);
    }

    @Override
    public UUID decode(String text) {
      return KeyEncoding.decodeUuid(text);
    }
  }

  /** An enum by name. */
  static final class EnumPart<E extends Enum<E>> extends Keys.Part<E> {
    private final char delimiter;
    private final Class<E> type;

    EnumPart(String entity, String attribute, char delimiter, Class<E> type) {
      super(entity, attribute);
      this.delimiter = delimiter;
      this.type = type;
    }

    @Override
    public String encode(E value) {
      return KeyEncoding.enumName(entity, attribute, delimiter, value);
    }

    @Override
    public E decode(String text) {
      return Enum.valueOf(type, text);
    }
  }
}
