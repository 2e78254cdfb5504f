package dev.singletable.runtime.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Map;
import java.util.UUID;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The forms of single values ({@link Codec}'s scalar kinds), each a record over the value rules of
 * {@link AttributeValues}. The primitive ones put and read their primitive without boxing.
 */
final class Scalars {

  private static final AttributeValue ZERO = AttributeValue.createN("0");

  private Scalars() {}

  /** A number form, which also reads the elements of a number set. */
  interface Numeric<E> extends Codec<E> {

    /** The value of an element's text, throwing when it holds none. */
    E parse(String text);
  }

  record Text(Codec.Site site) implements Codec<String> {
    @Override
    public AttributeValue apply(String value) {
      return AttributeValues.string(site.entity(), site.path(), value);
    }

    @Override
    public String decode(AttributeValue value) {
      return AttributeValues.readString(site.entity(), site.path(), value);
    }

    @Override
    public Codec<String> storedAs(String name) {
      return new Text(site.storedAs(name));
    }
  }

  record Bool(Codec.Site site) implements Codec.OfBoolean {
    @Override
    public AttributeValue apply(Boolean value) {
      return AttributeValues.bool(value);
    }

    @Override
    public void put(Map<String, AttributeValue> item, boolean value) {
      item.put(site.name(), AttributeValues.bool(value));
    }

    @Override
    public Boolean decode(AttributeValue value) {
      return AttributeValues.readBool(site.entity(), site.path(), value);
    }

    @Override
    public boolean readBoolean(Map<String, AttributeValue> item) {
      AttributeValue value = item.get(site.name());
      return value != null && AttributeValues.readBool(site.entity(), site.path(), value);
    }

    @Override
    public AttributeValue zero() {
      return AttributeValues.bool(false);
    }

    @Override
    public Codec.OfBoolean storedAs(String name) {
      return new Bool(site.storedAs(name));
    }
  }

  record Int8(Codec.Site site) implements Codec.OfByte, Numeric<Byte> {
    @Override
    public AttributeValue apply(Byte value) {
      return AttributeValues.int8(value);
    }

    @Override
    public void put(Map<String, AttributeValue> item, byte value) {
      item.put(site.name(), AttributeValues.int8(value));
    }

    @Override
    public Byte decode(AttributeValue value) {
      return AttributeValues.readInt8(site.entity(), site.path(), value);
    }

    @Override
    public byte readByte(Map<String, AttributeValue> item) {
      AttributeValue value = item.get(site.name());
      return value == null ? 0 : AttributeValues.readInt8(site.entity(), site.path(), value);
    }

    @Override
    public Byte parse(String text) {
      return Byte.valueOf(text);
    }

    @Override
    public AttributeValue zero() {
      return ZERO;
    }

    @Override
    public Codec.OfByte storedAs(String name) {
      return new Int8(site.storedAs(name));
    }
  }

  record Int16(Codec.Site site) implements Codec.OfShort, Numeric<Short> {
    @Override
    public AttributeValue apply(Short value) {
      return AttributeValues.int16(value);
    }

    @Override
    public void put(Map<String, AttributeValue> item, short value) {
      item.put(site.name(), AttributeValues.int16(value));
    }

    @Override
    public Short decode(AttributeValue value) {
      return AttributeValues.readInt16(site.entity(), site.path(), value);
    }

    @Override
    public short readShort(Map<String, AttributeValue> item) {
      AttributeValue value = item.get(site.name());
      return value == null ? 0 : AttributeValues.readInt16(site.entity(), site.path(), value);
    }

    @Override
    public Short parse(String text) {
      return Short.valueOf(text);
    }

    @Override
    public AttributeValue zero() {
      return ZERO;
    }

    @Override
    public Codec.OfShort storedAs(String name) {
      return new Int16(site.storedAs(name));
    }
  }

  record Int32(Codec.Site site) implements Codec.OfInt, Numeric<Integer> {
    @Override
    public AttributeValue apply(Integer value) {
      return AttributeValues.int32(value);
    }

    @Override
    public void put(Map<String, AttributeValue> item, int value) {
      item.put(site.name(), AttributeValues.int32(value));
    }

    @Override
    public Integer decode(AttributeValue value) {
      return AttributeValues.readInt32(site.entity(), site.path(), value);
    }

    @Override
    public int readInt(Map<String, AttributeValue> item) {
      AttributeValue value = item.get(site.name());
      return value == null ? 0 : AttributeValues.readInt32(site.entity(), site.path(), value);
    }

    @Override
    public Integer parse(String text) {
      return Integer.valueOf(text);
    }

    @Override
    public AttributeValue zero() {
      return ZERO;
    }

    @Override
    public Codec.OfInt storedAs(String name) {
      return new Int32(site.storedAs(name));
    }
  }

  record Int64(Codec.Site site) implements Codec.OfLong, Numeric<Long> {
    @Override
    public AttributeValue apply(Long value) {
      return AttributeValues.int64(value);
    }

    @Override
    public void put(Map<String, AttributeValue> item, long value) {
      item.put(site.name(), AttributeValues.int64(value));
    }

    @Override
    public Long decode(AttributeValue value) {
      return AttributeValues.readInt64(site.entity(), site.path(), value);
    }

    @Override
    public long readLong(Map<String, AttributeValue> item) {
      AttributeValue value = item.get(site.name());
      return value == null ? 0 : AttributeValues.readInt64(site.entity(), site.path(), value);
    }

    @Override
    public Long parse(String text) {
      return Long.valueOf(text);
    }

    @Override
    public AttributeValue zero() {
      return ZERO;
    }

    @Override
    public Codec.OfLong storedAs(String name) {
      return new Int64(site.storedAs(name));
    }
  }

  record Float32(Codec.Site site) implements Codec.OfFloat, Numeric<Float> {
    @Override
    public AttributeValue apply(Float value) {
      return AttributeValues.float32(site.entity(), site.path(), value);
    }

    @Override
    public void put(Map<String, AttributeValue> item, float value) {
      item.put(site.name(), AttributeValues.float32(site.entity(), site.path(), value));
    }

    @Override
    public Float decode(AttributeValue value) {
      return AttributeValues.readFloat32(site.entity(), site.path(), value);
    }

    @Override
    public float readFloat(Map<String, AttributeValue> item) {
      AttributeValue value = item.get(site.name());
      return value == null ? 0 : AttributeValues.readFloat32(site.entity(), site.path(), value);
    }

    @Override
    public Float parse(String text) {
      return Float.valueOf(text);
    }

    @Override
    public AttributeValue zero() {
      return ZERO;
    }

    @Override
    public Codec.OfFloat storedAs(String name) {
      return new Float32(site.storedAs(name));
    }
  }

  record Float64(Codec.Site site) implements Codec.OfDouble, Numeric<Double> {
    @Override
    public AttributeValue apply(Double value) {
      return AttributeValues.float64(site.entity(), site.path(), value);
    }

    @Override
    public void put(Map<String, AttributeValue> item, double value) {
      item.put(site.name(), AttributeValues.float64(site.entity(), site.path(), value));
    }

    @Override
    public Double decode(AttributeValue value) {
      return AttributeValues.readFloat64(site.entity(), site.path(), value);
    }

    @Override
    public double readDouble(Map<String, AttributeValue> item) {
      AttributeValue value = item.get(site.name());
      return value == null ? 0 : AttributeValues.readFloat64(site.entity(), site.path(), value);
    }

    @Override
    public Double parse(String text) {
      return Double.valueOf(text);
    }

    @Override
    public AttributeValue zero() {
      return ZERO;
    }

    @Override
    public Codec.OfDouble storedAs(String name) {
      return new Float64(site.storedAs(name));
    }
  }

  /** A decimal, given back at least {@code scale} fraction digits when read. */
  record Decimal(Codec.Site site, int scale) implements Numeric<BigDecimal> {
    @Override
    public AttributeValue apply(BigDecimal value) {
      return AttributeValues.decimal(site.entity(), site.path(), value);
    }

    @Override
    public BigDecimal decode(AttributeValue value) {
      BigDecimal decimal = AttributeValues.readDecimal(site.entity(), site.path(), value);
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

  record Whole(Codec.Site site) implements Numeric<BigInteger> {
    @Override
    public AttributeValue apply(BigInteger value) {
      return AttributeValues.bigInteger(site.entity(), site.path(), value);
    }

    @Override
    public BigInteger decode(AttributeValue value) {
      return AttributeValues.readBigInteger(site.entity(), site.path(), value);
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
      return AttributeValues.instant(site.entity(), site.path(), value);
    }

    @Override
    public Instant decode(AttributeValue value) {
      return AttributeValues.readInstant(site.entity(), site.path(), value);
    }

    @Override
    public Codec<Instant> storedAs(String name) {
      return new Moment(site.storedAs(name));
    }
  }

  record Day(Codec.Site site) implements Codec<LocalDate> {
    @Override
    public AttributeValue apply(LocalDate value) {
      return AttributeValues.localDate(site.entity(), site.path(), value);
    }

    @Override
    public LocalDate decode(AttributeValue value) {
      return AttributeValues.readLocalDate(site.entity(), site.path(), value);
    }

    @Override
    public Codec<LocalDate> storedAs(String name) {
      return new Day(site.storedAs(name));
    }
  }

  record DayTime(Codec.Site site) implements Codec<LocalDateTime> {
    @Override
    public AttributeValue apply(LocalDateTime value) {
      return AttributeValues.localDateTime(site.entity(), site.path(), value);
    }

    @Override
    public LocalDateTime decode(AttributeValue value) {
      return AttributeValues.readLocalDateTime(site.entity(), site.path(), value);
    }

    @Override
    public Codec<LocalDateTime> storedAs(String name) {
      return new DayTime(site.storedAs(name));
    }
  }

  record Id(Codec.Site site) implements Codec<UUID> {
    @Override
    public AttributeValue apply(UUID value) {
      return AttributeValues.uuid(value);
    }

    @Override
    public UUID decode(AttributeValue value) {
      return AttributeValues.readUuid(site.entity(), site.path(), value);
    }

    @Override
    public Codec<UUID> storedAs(String name) {
      return new Id(site.storedAs(name));
    }
  }

  record Name<E extends Enum<E>>(Codec.Site site, Class<E> type) implements Codec<E> {
    @Override
    public AttributeValue apply(E value) {
      return AttributeValues.enumName(value);
    }

    @Override
    public E decode(AttributeValue value) {
      return AttributeValues.readEnum(site.entity(), site.path(), value, type);
    }

    @Override
    public Codec<E> storedAs(String name) {
      return new Name<>(site.storedAs(name), type);
    }
  }

  record Bytes(Codec.Site site) implements Codec<byte[]> {
    @Override
    public AttributeValue apply(byte[] value) {
      return AttributeValues.bytes(value);
    }

    @Override
    public byte[] decode(AttributeValue value) {
      return AttributeValues.readBytes(site.entity(), site.path(), value);
    }

    @Override
    public Codec<byte[]> storedAs(String name) {
      return new Bytes(site.storedAs(name));
    }
  }

  record Binary(Codec.Site site) implements Codec<SdkBytes> {
    @Override
    public AttributeValue apply(SdkBytes value) {
      return AttributeValues.sdkBytes(value);
    }

    @Override
    public SdkBytes decode(AttributeValue value) {
      return AttributeValues.readSdkBytes(site.entity(), site.path(), value);
    }

    @Override
    public Codec<SdkBytes> storedAs(String name) {
      return new Binary(site.storedAs(name));
    }
  }
}
