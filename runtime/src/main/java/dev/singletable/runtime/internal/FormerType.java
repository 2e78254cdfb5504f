package dev.singletable.runtime.internal;

import java.util.Map;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A scalar's codec while its stored values may still be of the Java type the attribute had before
 * ({@code @Formerly(type = long.class) String orderNumber}): a String reads a stored N as its text,
 * exactly as stored ({@code 42} as {@code "42"}); a number reads a stored S as the number it spells
 * ({@code "42"} as {@code 42L}), and other text is a MappingException naming entity and attribute.
 * Everything else, writes included, is the new type's codec.
 */
record FormerType<V>(Scalar<V> codec) implements Codec.Primitive<V> {

  /** The text of a number as DynamoDB takes it; anything else is refused before parsing. */
  private static final Pattern NUMBER =
      Pattern.compile("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?");

  /** The stored value in the new type's DynamoDB type where it is in the former one. */
  private AttributeValue now(AttributeValue value) {
    if (codec.kind() == Scalar.STRING) {
      return value.n() == null ? value : AttributeValue.createS(value.n());
    }
    String s = value.s();
    if (s == null) {
      return value;
    }
    if (!NUMBER.matcher(s).matches()) {
      throw Items.unreadable(site(), "a number (stored as a string by the former type)", s, null);
    }
    return AttributeValue.createN(s);
  }

  @Override
  public Site site() {
    return codec.site();
  }

  @Override
  public AttributeValue apply(V value) {
    return codec.apply(value);
  }

  @Override
  public V decode(AttributeValue value) {
    return codec.decode(now(value));
  }

  @Override
  public FormerType<V> storedAs(String name) {
    return new FormerType<>(codec.storedAs(name));
  }

  @Override
  public AttributeValue zero() {
    return codec.zero();
  }

  /** The number a present attribute reads as, or null when absent (a primitive's zero). */
  private Number number(Map<String, AttributeValue> item) {
    AttributeValue value = item.get(site().name());
    return value == null ? null : (Number) decode(value);
  }

  @Override
  public void put(Map<String, AttributeValue> item, boolean value) {
    codec.put(item, value);
  }

  @Override
  public boolean readBoolean(Map<String, AttributeValue> item) {
    return codec.readBoolean(item);
  }

  @Override
  public void put(Map<String, AttributeValue> item, byte value) {
    codec.put(item, value);
  }

  @Override
  public byte readByte(Map<String, AttributeValue> item) {
    Number n = number(item);
    return n == null ? 0 : n.byteValue();
  }

  @Override
  public void put(Map<String, AttributeValue> item, short value) {
    codec.put(item, value);
  }

  @Override
  public short readShort(Map<String, AttributeValue> item) {
    Number n = number(item);
    return n == null ? 0 : n.shortValue();
  }

  @Override
  public void put(Map<String, AttributeValue> item, int value) {
    codec.put(item, value);
  }

  @Override
  public int readInt(Map<String, AttributeValue> item) {
    Number n = number(item);
    return n == null ? 0 : n.intValue();
  }

  @Override
  public void put(Map<String, AttributeValue> item, long value) {
    codec.put(item, value);
  }

  @Override
  public long readLong(Map<String, AttributeValue> item) {
    Number n = number(item);
    return n == null ? 0 : n.longValue();
  }

  @Override
  public void put(Map<String, AttributeValue> item, float value) {
    codec.put(item, value);
  }

  @Override
  public float readFloat(Map<String, AttributeValue> item) {
    Number n = number(item);
    return n == null ? 0 : n.floatValue();
  }

  @Override
  public void put(Map<String, AttributeValue> item, double value) {
    codec.put(item, value);
  }

  @Override
  public double readDouble(Map<String, AttributeValue> item) {
    Number n = number(item);
    return n == null ? 0 : n.doubleValue();
  }
}
