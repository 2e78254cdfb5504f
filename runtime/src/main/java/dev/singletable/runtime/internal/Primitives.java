package dev.singletable.runtime.internal;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The primitive forms ({@link Codec.OfInt}...): BOOL and the numbers Java holds in primitives, each
 * putting and reading its primitive without boxing; their boxes use them too. Integers are written
 * as their decimal text and read from any whole number another tool wrote ({@code 1E+3}, {@code
 * 7.0}) that fits; floats and doubles as their shortest text, NaN and infinities refused.
 */
final class Primitives {

  // One shared BOOL per value (AttributeValue is immutable); createX factories build values
  // directly, where fromX go through a builder (see benchmarks/README.md).
  private static final AttributeValue TRUE = AttributeValue.createBool(true);
  private static final AttributeValue FALSE = AttributeValue.createBool(false);

  private Primitives() {}

  static AttributeValue bool(boolean value) {
    return value ? TRUE : FALSE;
  }

  record Bool(Codec.Site site) implements Codec.OfBoolean {
    @Override
    public AttributeValue apply(Boolean value) {
      return bool(value);
    }

    @Override
    public void put(Map<String, AttributeValue> item, boolean value) {
      item.put(site.name(), bool(value));
    }

    @Override
    public Boolean decode(AttributeValue value) {
      return read(value);
    }

    @Override
    public boolean readBoolean(Map<String, AttributeValue> item) {
      AttributeValue value = item.get(site.name());
      return value != null && read(value);
    }

    private boolean read(AttributeValue value) {
      Boolean b = value.bool();
      if (b == null) {
        throw Mapping.wrongType(site, "BOOL", value);
      }
      return b;
    }

    @Override
    public AttributeValue zero() {
      return FALSE;
    }

    @Override
    public Codec.OfBoolean storedAs(String name) {
      return new Bool(site.storedAs(name));
    }
  }

  record Int8(Codec.Site site) implements Codec.OfByte, Scalars.Numeric<Byte> {
    @Override
    public AttributeValue apply(Byte value) {
      return AttributeValue.createN(Integer.toString(value));
    }

    @Override
    public void put(Map<String, AttributeValue> item, byte value) {
      item.put(site.name(), AttributeValue.createN(Integer.toString(value)));
    }

    @Override
    public Byte decode(AttributeValue value) {
      return read(value);
    }

    @Override
    public byte readByte(Map<String, AttributeValue> item) {
      AttributeValue value = item.get(site.name());
      return value == null ? 0 : read(value);
    }

    private byte read(AttributeValue value) {
      return (byte) Mapping.integer(site, value, Byte.MIN_VALUE, Byte.MAX_VALUE, "int8");
    }

    @Override
    public Byte parse(String text) {
      return Byte.valueOf(text);
    }

    @Override
    public Codec.OfByte storedAs(String name) {
      return new Int8(site.storedAs(name));
    }
  }

  record Int16(Codec.Site site) implements Codec.OfShort, Scalars.Numeric<Short> {
    @Override
    public AttributeValue apply(Short value) {
      return AttributeValue.createN(Integer.toString(value));
    }

    @Override
    public void put(Map<String, AttributeValue> item, short value) {
      item.put(site.name(), AttributeValue.createN(Integer.toString(value)));
    }

    @Override
    public Short decode(AttributeValue value) {
      return read(value);
    }

    @Override
    public short readShort(Map<String, AttributeValue> item) {
      AttributeValue value = item.get(site.name());
      return value == null ? 0 : read(value);
    }

    private short read(AttributeValue value) {
      return (short) Mapping.integer(site, value, Short.MIN_VALUE, Short.MAX_VALUE, "int16");
    }

    @Override
    public Short parse(String text) {
      return Short.valueOf(text);
    }

    @Override
    public Codec.OfShort storedAs(String name) {
      return new Int16(site.storedAs(name));
    }
  }

  record Int32(Codec.Site site) implements Codec.OfInt, Scalars.Numeric<Integer> {
    @Override
    public AttributeValue apply(Integer value) {
      return AttributeValue.createN(Integer.toString(value));
    }

    @Override
    public void put(Map<String, AttributeValue> item, int value) {
      item.put(site.name(), AttributeValue.createN(Integer.toString(value)));
    }

    @Override
    public Integer decode(AttributeValue value) {
      return read(value);
    }

    @Override
    public int readInt(Map<String, AttributeValue> item) {
      AttributeValue value = item.get(site.name());
      return value == null ? 0 : read(value);
    }

    private int read(AttributeValue value) {
      return (int) Mapping.integer(site, value, Integer.MIN_VALUE, Integer.MAX_VALUE, "int32");
    }

    @Override
    public Integer parse(String text) {
      return Integer.valueOf(text);
    }

    @Override
    public Codec.OfInt storedAs(String name) {
      return new Int32(site.storedAs(name));
    }
  }

  record Int64(Codec.Site site) implements Codec.OfLong, Scalars.Numeric<Long> {
    @Override
    public AttributeValue apply(Long value) {
      return AttributeValue.createN(Long.toString(value));
    }

    @Override
    public void put(Map<String, AttributeValue> item, long value) {
      item.put(site.name(), AttributeValue.createN(Long.toString(value)));
    }

    @Override
    public Long decode(AttributeValue value) {
      return Mapping.integer(site, value, Long.MIN_VALUE, Long.MAX_VALUE, "int64");
    }

    @Override
    public long readLong(Map<String, AttributeValue> item) {
      AttributeValue value = item.get(site.name());
      return value == null
          ? 0
          : Mapping.integer(site, value, Long.MIN_VALUE, Long.MAX_VALUE, "int64");
    }

    @Override
    public Long parse(String text) {
      return Long.valueOf(text);
    }

    @Override
    public Codec.OfLong storedAs(String name) {
      return new Int64(site.storedAs(name));
    }
  }

  record Float32(Codec.Site site) implements Codec.OfFloat, Scalars.Numeric<Float> {
    @Override
    public AttributeValue apply(Float value) {
      return AttributeValue.createN(Numbers.float32(site.entity(), site.path(), value));
    }

    @Override
    public void put(Map<String, AttributeValue> item, float value) {
      item.put(
          site.name(), AttributeValue.createN(Numbers.float32(site.entity(), site.path(), value)));
    }

    @Override
    public Float decode(AttributeValue value) {
      return read(value);
    }

    @Override
    public float readFloat(Map<String, AttributeValue> item) {
      AttributeValue value = item.get(site.name());
      return value == null ? 0 : read(value);
    }

    private float read(AttributeValue value) {
      String n = Mapping.n(site, value, "a float");
      try {
        return Float.parseFloat(n);
      } catch (NumberFormatException e) {
        throw Mapping.unreadable(site, "a float", n, e);
      }
    }

    @Override
    public Float parse(String text) {
      return Float.valueOf(text);
    }

    @Override
    public Codec.OfFloat storedAs(String name) {
      return new Float32(site.storedAs(name));
    }
  }

  record Float64(Codec.Site site) implements Codec.OfDouble, Scalars.Numeric<Double> {
    @Override
    public AttributeValue apply(Double value) {
      return AttributeValue.createN(Numbers.float64(site.entity(), site.path(), value));
    }

    @Override
    public void put(Map<String, AttributeValue> item, double value) {
      item.put(
          site.name(), AttributeValue.createN(Numbers.float64(site.entity(), site.path(), value)));
    }

    @Override
    public Double decode(AttributeValue value) {
      return read(value);
    }

    @Override
    public double readDouble(Map<String, AttributeValue> item) {
      AttributeValue value = item.get(site.name());
      return value == null ? 0 : read(value);
    }

    private double read(AttributeValue value) {
      String n = Mapping.n(site, value, "a double");
      try {
        return Double.parseDouble(n);
      } catch (NumberFormatException e) {
        throw Mapping.unreadable(site, "a double", n, e);
      }
    }

    @Override
    public Double parse(String text) {
      return Double.valueOf(text);
    }

    @Override
    public Codec.OfDouble storedAs(String name) {
      return new Float64(site.storedAs(name));
    }
  }
}
