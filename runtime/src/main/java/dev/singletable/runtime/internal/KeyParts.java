package dev.singletable.runtime.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.UUID;
import java.util.function.Function;

/** The encodings of {@link Keys.Part}, one per keyable type, each over {@link KeyEncoding}. */
final class KeyParts {

  private KeyParts() {}

  // The parts of Keys' factories whose encoding is one of KeyEncoding's, its digits bound here.

  static Keys.Part<BigInteger> bigInteger(String entity, String attribute, int integerDigits) {
    return new Coded<>(
        entity,
        attribute,
        (e, a, v) -> KeyEncoding.bigInteger(e, a, v, integerDigits),
        text -> KeyEncoding.decodeBigInteger(text, integerDigits));
  }

  static Keys.Part<BigDecimal> decimal(
      String entity, String attribute, int integerDigits, int fractionDigits) {
    return new Coded<>(
        entity,
        attribute,
        (e, a, v) -> KeyEncoding.decimal(e, a, v, integerDigits, fractionDigits),
        text -> KeyEncoding.decodeDecimal(text, integerDigits, fractionDigits));
  }

  static Keys.Part<Instant> instant(String entity, String attribute, int fractionDigits) {
    return new Coded<>(
        entity,
        attribute,
        (e, a, v) -> KeyEncoding.instant(e, a, v, fractionDigits),
        text -> KeyEncoding.decodeInstant(text, fractionDigits));
  }

  static Keys.Part<LocalDate> localDate(String entity, String attribute) {
    return new Coded<>(entity, attribute, KeyEncoding::localDate, KeyEncoding::decodeLocalDate);
  }

  static Keys.Part<LocalDateTime> localDateTime(
      String entity, String attribute, int fractionDigits) {
    return new Coded<>(
        entity,
        attribute,
        (e, a, v) -> KeyEncoding.localDateTime(e, a, v, fractionDigits),
        text -> KeyEncoding.decodeLocalDateTime(text, fractionDigits));
  }

  static Keys.Part<UUID> uuid(String entity, String attribute) {
    return new Coded<>(entity, attribute, KeyEncoding::uuid, KeyEncoding::decodeUuid);
  }

  static <E extends Enum<E>> Keys.Part<E> enumName(
      String entity, String attribute, char delimiter, Class<E> type) {
    return new Coded<>(
        entity,
        attribute,
        (e, a, v) -> KeyEncoding.enumName(e, a, delimiter, v),
        text -> Enum.valueOf(type, text));
  }

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
   * A part whose encoding is one of {@link KeyEncoding}'s, its declared digits (or enum type) bound
   * by the factory in {@link Keys}: a BigInteger or BigDecimal of declared digits (never rounded),
   * an Instant in UTC or a LocalDateTime with fixed fraction digits, a LocalDate ({@code
   * yyyy-MM-dd}), a UUID (lower-case canonical form) or an enum by name.
   */
  static final class Coded<V> extends Keys.Part<V> {

    /** Writes a value as key text, refusing what the key cannot hold (naming the attribute). */
    interface Encoder<V> {
      String encode(String entity, String attribute, V value);
    }

    private final Encoder<V> encoder;
    private final Function<String, V> decoder;

    Coded(String entity, String attribute, Encoder<V> encoder, Function<String, V> decoder) {
      super(entity, attribute);
      this.encoder = encoder;
      this.decoder = decoder;
    }

    @Override
    public String encode(V value) {
      return encoder.encode(entity, attribute, value);
    }

    @Override
    public V decode(String text) {
      return decoder.apply(text);
    }
  }
}
