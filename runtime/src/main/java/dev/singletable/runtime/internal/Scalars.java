package dev.singletable.runtime.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.UUID;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The forms of single values other than primitives ({@link Codec}'s scalar kinds). Readers check
 * the stored type, then parse, and both failures name entity and attribute. Numbers read back equal
 * to what was written, except that DynamoDB drops trailing zeros ({@code 1.50} reads back as {@code
 * 1.5}, unless a scale is declared) and negative zero. Timestamps are strings in the fixed 9-digit
 * UTC key format ({@code 2025-01-15T10:30:00.000000000Z}), so that string comparison in conditions
 * and filters is chronological; readers also accept other ISO-8601 forms written by other tools.
 */
final class Scalars {

  private Scalars() {}

  /** A number form, which also reads the elements of a number set. */
  interface Numeric<E> extends Codec<E> {

    /** The value of an element's text, throwing when it holds none. */
    E parse(String text);
  }

  /** An S {@code yyyy-MM-ddTHH:mm:ss.fffffffffZ}, refusing years outside 0000..9999. */
  static AttributeValue instant(String entity, String attribute, Instant value) {
    Timestamps.check(entity, attribute, value.getEpochSecond(), value.getNano(), 9, value);
    return AttributeValue.createS(
        Timestamps.formatInstant(value.getEpochSecond(), value.getNano(), 9));
  }

  /** An S, refusing an unpaired surrogate: UTF-8 cannot hold it, so the text would change. */
  record Chars(Codec.Site site) implements Codec<String> {
    @Override
    public AttributeValue apply(String value) {
      if (value == null || Text.unpairedSurrogate(value) >= 0) {
        Mapping.checkWellFormed(site.entity(), site.path(), value); // throws, naming the value
      }
      return AttributeValue.createS(value);
    }

    @Override
    public String decode(AttributeValue value) {
      return Mapping.s(site, value, "a string");
    }

    @Override
    public Codec<String> storedAs(String name) {
      return new Chars(site.storedAs(name));
    }
  }

  /**
   * An N, refusing more than 38 significant digits or a magnitude outside DynamoDB's range; read
   * back with at least {@code scale} fraction digits when one is declared.
   */
  record Decimal(Codec.Site site, int scale) implements Numeric<BigDecimal> {
    @Override
    public AttributeValue apply(BigDecimal value) {
      return AttributeValue.createN(Numbers.decimal(site.entity(), site.path(), value));
    }

    @Override
    public BigDecimal decode(AttributeValue value) {
      String n = Mapping.n(site, value, "a decimal");
      BigDecimal decimal;
      try {
        decimal = new BigDecimal(n);
      } catch (RuntimeException e) {
        throw Mapping.unreadable(site, "a decimal", n, e);
      }
      return scale > 0 && decimal.scale() < scale ? decimal.setScale(scale) : decimal;
    }

    @Override
    public BigDecimal parse(String text) {
      return new BigDecimal(text);
    }

    @Override
    public Codec<BigDecimal> storedAs(String name) {
      return new Decimal(site.storedAs(name), scale);
    }
  }

  /** An N, refusing more than 38 significant digits or 10^126 and above. */
  record Whole(Codec.Site site) implements Numeric<BigInteger> {
    @Override
    public AttributeValue apply(BigInteger value) {
      return AttributeValue.createN(Numbers.bigInteger(site.entity(), site.path(), value));
    }

    @Override
    public BigInteger decode(AttributeValue value) {
      String n = Mapping.n(site, value, "a whole number");
      try {
        return new BigDecimal(n).toBigIntegerExact();
      } catch (RuntimeException e) {
        throw Mapping.unreadable(site, "a whole number", n, e);
      }
    }

    @Override
    public BigInteger parse(String text) {
      return new BigInteger(text);
    }

    @Override
    public Codec<BigInteger> storedAs(String name) {
      return new Whole(site.storedAs(name));
    }
  }

  record Moment(Codec.Site site) implements Codec<Instant> {
    @Override
    public AttributeValue apply(Instant value) {
      return instant(site.entity(), site.path(), value);
    }

    @Override
    public Instant decode(AttributeValue value) {
      String s = Mapping.s(site, value, "an ISO-8601 instant");
      Instant fast = Timestamps.parseInstant(s, 9);
      if (fast != null) {
        return fast;
      }
      try {
        return Instant.parse(s);
      } catch (RuntimeException e) {
        throw Mapping.unreadable(site, "an ISO-8601 instant", s, e);
      }
    }

    @Override
    public Codec<Instant> storedAs(String name) {
      return new Moment(site.storedAs(name));
    }
  }

  /** An S {@code yyyy-MM-dd}, refusing years outside 0000..9999. */
  record Day(Codec.Site site) implements Codec<LocalDate> {
    @Override
    public AttributeValue apply(LocalDate value) {
      Timestamps.checkYear(site.entity(), site.path(), value.getYear(), value);
      return AttributeValue.createS(Timestamps.formatLocalDate(value));
    }

    @Override
    public LocalDate decode(AttributeValue value) {
      String s = Mapping.s(site, value, "an ISO-8601 date");
      LocalDate fast = Timestamps.parseLocalDate(s);
      if (fast != null) {
        return fast;
      }
      try {
        return LocalDate.parse(s);
      } catch (RuntimeException e) {
        throw Mapping.unreadable(site, "an ISO-8601 date", s, e);
      }
    }

    @Override
    public Codec<LocalDate> storedAs(String name) {
      return new Day(site.storedAs(name));
    }
  }

  /** An S {@code yyyy-MM-ddTHH:mm:ss.fffffffff}, refusing years outside 0000..9999. */
  record DayTime(Codec.Site site) implements Codec<LocalDateTime> {
    @Override
    public AttributeValue apply(LocalDateTime value) {
      Timestamps.checkYear(site.entity(), site.path(), value.getYear(), value);
      return AttributeValue.createS(Timestamps.formatLocalDateTime(value, 9));
    }

    @Override
    public LocalDateTime decode(AttributeValue value) {
      String s = Mapping.s(site, value, "an ISO-8601 local date-time");
      LocalDateTime fast = Timestamps.parseLocalDateTime(s, 9);
      if (fast != null) {
        return fast;
      }
      try {
        return LocalDateTime.parse(s);
      } catch (RuntimeException e) {
        throw Mapping.unreadable(site, "an ISO-8601 local date-time", s, e);
      }
    }

    @Override
    public Codec<LocalDateTime> storedAs(String name) {
      return new DayTime(site.storedAs(name));
    }
  }

  /** An S in lower-case canonical UUID form, read in any case. */
  record Id(Codec.Site site) implements Codec<UUID> {
    @Override
    public AttributeValue apply(UUID value) {
      return AttributeValue.createS(value.toString());
    }

    @Override
    public UUID decode(AttributeValue value) {
      String s = Mapping.s(site, value, "a UUID");
      UUID fast = FixedWidth.parseUuid(s);
      if (fast != null) {
        return fast;
      }
      try {
        return Mapping.strictUuid(s);
      } catch (RuntimeException e) {
        throw Mapping.unreadable(site, "a UUID", s, e);
      }
    }

    @Override
    public Codec<UUID> storedAs(String name) {
      return new Id(site.storedAs(name));
    }
  }

  /** An S holding the constant's name; an unknown name is a MappingException. */
  record Name<E extends Enum<E>>(Codec.Site site, Class<E> type) implements Codec<E> {
    @Override
    public AttributeValue apply(E value) {
      return AttributeValue.createS(value.name());
    }

    @Override
    public E decode(AttributeValue value) {
      String s = Mapping.s(site, value, "an enum constant name");
      try {
        return Enum.valueOf(type, s);
      } catch (IllegalArgumentException e) {
        throw Mapping.unreadable(site, "the name of a constant of the enum", s, e);
      }
    }

    @Override
    public Codec<E> storedAs(String name) {
      return new Name<>(site.storedAs(name), type);
    }
  }

  /** A B holding a copy, so later changes to the array do not change the item; read as a copy. */
  record Bytes(Codec.Site site) implements Codec<byte[]> {
    @Override
    public AttributeValue apply(byte[] value) {
      return AttributeValue.createB(SdkBytes.fromByteArray(value));
    }

    @Override
    public byte[] decode(AttributeValue value) {
      return Mapping.b(site, value).asByteArray();
    }

    @Override
    public Codec<byte[]> storedAs(String name) {
      return new Bytes(site.storedAs(name));
    }
  }

  /** A B holding {@code SdkBytes} (immutable). */
  record Binary(Codec.Site site) implements Codec<SdkBytes> {
    @Override
    public AttributeValue apply(SdkBytes value) {
      return AttributeValue.createB(value);
    }

    @Override
    public SdkBytes decode(AttributeValue value) {
      return Mapping.b(site, value);
    }

    @Override
    public Codec<SdkBytes> storedAs(String name) {
      return new Binary(site.storedAs(name));
    }
  }
}
