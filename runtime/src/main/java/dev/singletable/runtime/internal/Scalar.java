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
 * The form of a single value of one kind (S, N, B, BOOL, the TTLs): one record switching on its
 * kind, not a class per kind, as each class mapping loads costs a cold start; primitives are put
 * and read without boxing. Writers refuse, naming entity and attribute, what DynamoDB could not
 * store faithfully (unpaired surrogates, NaN, numbers past its 38 digits and range, years outside
 * 0000..9999, a boxed TTL of 0, in milliseconds or with a fraction of a second); readers check the
 * stored type, then parse. DynamoDB drops trailing zeros ({@code 1.50} reads as {@code 1.5} unless
 * a scale is declared); integers other tools wrote ({@code 1E+3}) read when they fit. Timestamps
 * are 9-digit UTC text ({@code 2025-01-15T10:30:00.000000000Z}), chronological as strings.
 *
 * @param kind one of the kinds below ({@link #STRING}...)
 * @param type the enum class of {@link #ENUM}, else null
 * @param scale the fraction digits a {@link #DECIMAL} reads back with (0: as stored)
 */
record Scalar<V>(Codec.Site site, int kind, Class<?> type, int scale)
    implements Codec.Primitive<V> {

  // The kinds of single values (the TTLs: Codec.ttlSeconds, Codec.ttlInstant). Numbers, not an
  // enum: a switch over an enum loads the enum and a switch-map class on a cold start.
  static final int STRING = 0;
  static final int BOOLEAN = 1;
  static final int INT8 = 2;
  static final int INT16 = 3;
  static final int INT32 = 4;
  static final int INT64 = 5;
  static final int FLOAT32 = 6;
  static final int FLOAT64 = 7;
  static final int DECIMAL = 8;
  static final int BIG_INTEGER = 9;
  static final int INSTANT = 10;
  static final int LOCAL_DATE = 11;
  static final int LOCAL_DATE_TIME = 12;
  static final int UUID = 13;
  static final int ENUM = 14;
  static final int BYTES = 15;
  static final int SDK_BYTES = 16;
  static final int TTL_SECONDS = 17;
  static final int TTL_INSTANT = 18;

  // createX factories build values directly, where fromX go through a builder (see
  // benchmarks/README.md); AttributeValue is immutable, so these are shared.
  private static final AttributeValue TRUE = AttributeValue.createBool(true);
  private static final AttributeValue FALSE = AttributeValue.createBool(false);
  private static final AttributeValue ZERO = AttributeValue.createN("0");

  /** The stored text of an instant, as the form writes it (the timestamps of updates too). */
  static AttributeValue instant(String entity, String attribute, Instant value) {
    Timestamps.check(entity, attribute, value.getEpochSecond(), value.getNano(), 9, value);
    return AttributeValue.createS(
        Timestamps.formatInstant(value.getEpochSecond(), value.getNano(), 9));
  }

  // apply and decode only dispatch, about one call per kind, so that they stay small enough for
  // the JIT to inline into the generated schema (325 bytes of bytecode).

  @Override
  public AttributeValue apply(V value) {
    return switch (kind) {
      case STRING -> string((String) value);
      case BOOLEAN -> (Boolean) value ? TRUE : FALSE;
      case INT8, INT16, INT32 -> integer((Number) value);
      case INT64 -> AttributeValue.createN(Long.toString((Long) value));
      case FLOAT32 -> float32((Float) value);
      case FLOAT64 -> float64((Double) value);
      case DECIMAL -> decimal((BigDecimal) value);
      case BIG_INTEGER -> whole((BigInteger) value);
      case INSTANT -> instant((Instant) value);
      case LOCAL_DATE -> date((LocalDate) value);
      case LOCAL_DATE_TIME -> dateTime((LocalDateTime) value);
      case UUID -> AttributeValue.createS(value.toString());
      case ENUM -> AttributeValue.createS(((Enum<?>) value).name());
      case BYTES -> AttributeValue.createB(SdkBytes.fromByteArray((byte[]) value)); // a copy
      case SDK_BYTES -> AttributeValue.createB((SdkBytes) value);
      case TTL_SECONDS -> ttlSeconds((Long) value);
      case TTL_INSTANT -> ttlInstant((Instant) value);
      default -> throw new IllegalStateException();
    };
  }

  private AttributeValue instant(Instant value) {
    return instant(site.entity(), site.path(), value);
  }

  private AttributeValue ttlSeconds(long value) {
    return Items.ttlSeconds(site.entity(), site.path(), value);
  }

  private AttributeValue ttlInstant(Instant value) {
    return Items.ttlInstant(site.entity(), site.path(), value);
  }

  private static AttributeValue integer(Number value) {
    return AttributeValue.createN(Integer.toString(value.intValue()));
  }

  private AttributeValue float32(Float value) {
    return AttributeValue.createN(Numbers.float32(site.entity(), site.path(), value));
  }

  private AttributeValue float64(Double value) {
    return AttributeValue.createN(Numbers.float64(site.entity(), site.path(), value));
  }

  private AttributeValue decimal(BigDecimal value) {
    return AttributeValue.createN(Numbers.decimal(site.entity(), site.path(), value));
  }

  private AttributeValue whole(BigInteger value) {
    return AttributeValue.createN(Numbers.bigInteger(site.entity(), site.path(), value));
  }

  private AttributeValue date(LocalDate date) {
    Timestamps.checkYear(site.entity(), site.path(), date.getYear(), date);
    return AttributeValue.createS(Timestamps.formatLocalDate(date));
  }

  private AttributeValue dateTime(LocalDateTime time) {
    Timestamps.checkYear(site.entity(), site.path(), time.getYear(), time);
    return AttributeValue.createS(Timestamps.formatLocalDateTime(time, 9));
  }

  /** An S, refusing an unpaired surrogate: UTF-8 cannot hold it, so the text would change. */
  private AttributeValue string(String value) {
    if (value == null || Items.illFormed(value)) {
      Items.checkWellFormed(site.entity(), site.path(), value); // throws, naming the value
    }
    return AttributeValue.createS(value);
  }

  @Override
  @SuppressWarnings("unchecked")
  public V decode(AttributeValue value) {
    Object decoded =
        switch (kind) {
          case STRING -> Items.s(site, value, "a string");
          case BOOLEAN -> bool(value);
          case INT8 -> int8(value);
          case INT16 -> int16(value);
          case INT32 -> int32(value);
          case INT64, TTL_SECONDS -> int64(value);
          case FLOAT32 -> float32(value);
          case FLOAT64 -> float64(value);
          case DECIMAL -> decimal(value);
          case BIG_INTEGER -> whole(value);
          case INSTANT -> instant(value);
          case LOCAL_DATE -> date(value);
          case LOCAL_DATE_TIME -> dateTime(value);
          case UUID -> uuid(value);
          case ENUM -> constant(value);
          case BYTES -> Items.b(site, value).asByteArray(); // a new array, the caller's
          case SDK_BYTES -> Items.b(site, value);
          case TTL_INSTANT -> Items.readTtlInstant(site.entity(), site.path(), value);
          default -> throw new IllegalStateException();
        };
    return (V) decoded;
  }

  private boolean bool(AttributeValue value) {
    Boolean b = value.bool();
    if (b == null) {
      throw Items.wrongType(site, "BOOL", value);
    }
    return b;
  }

  private byte int8(AttributeValue value) {
    return (byte) Items.integer(site, value, Byte.MIN_VALUE, Byte.MAX_VALUE, "int8");
  }

  private short int16(AttributeValue value) {
    return (short) Items.integer(site, value, Short.MIN_VALUE, Short.MAX_VALUE, "int16");
  }

  private int int32(AttributeValue value) {
    return (int) Items.integer(site, value, Integer.MIN_VALUE, Integer.MAX_VALUE, "int32");
  }

  private long int64(AttributeValue value) {
    return Items.integer(site, value, Long.MIN_VALUE, Long.MAX_VALUE, "int64");
  }

  private float float32(AttributeValue value) {
    String n = Items.n(site, value, "a float");
    try {
      return Float.parseFloat(n);
    } catch (NumberFormatException e) {
      throw Items.unreadable(site, "a float", n, e);
    }
  }

  private double float64(AttributeValue value) {
    String n = Items.n(site, value, "a double");
    try {
      return Double.parseDouble(n);
    } catch (NumberFormatException e) {
      throw Items.unreadable(site, "a double", n, e);
    }
  }

  private BigDecimal decimal(AttributeValue value) {
    String n = Items.n(site, value, "a decimal");
    BigDecimal decimal;
    try {
      decimal = new BigDecimal(n);
    } catch (RuntimeException e) {
      throw Items.unreadable(site, "a decimal", n, e);
    }
    return scale > 0 && decimal.scale() < scale ? decimal.setScale(scale) : decimal;
  }

  private BigInteger whole(AttributeValue value) {
    String n = Items.n(site, value, "a whole number");
    try {
      return new BigDecimal(n).toBigIntegerExact();
    } catch (RuntimeException e) {
      throw Items.unreadable(site, "a whole number", n, e);
    }
  }

  // Timestamps and UUIDs: the fast path reads the library's own text, the JDK any other form.

  private Instant instant(AttributeValue value) {
    String s = Items.s(site, value, "an ISO-8601 instant");
    Instant fast = Timestamps.parseInstant(s, 9);
    try {
      return fast != null ? fast : Instant.parse(s);
    } catch (RuntimeException e) {
      throw Items.unreadable(site, "an ISO-8601 instant", s, e);
    }
  }

  private LocalDate date(AttributeValue value) {
    String s = Items.s(site, value, "an ISO-8601 date");
    LocalDate fast = Timestamps.parseLocalDate(s);
    try {
      return fast != null ? fast : LocalDate.parse(s);
    } catch (RuntimeException e) {
      throw Items.unreadable(site, "an ISO-8601 date", s, e);
    }
  }

  private LocalDateTime dateTime(AttributeValue value) {
    String s = Items.s(site, value, "an ISO-8601 local date-time");
    LocalDateTime fast = Timestamps.parseLocalDateTime(s, 9);
    try {
      return fast != null ? fast : LocalDateTime.parse(s);
    } catch (RuntimeException e) {
      throw Items.unreadable(site, "an ISO-8601 local date-time", s, e);
    }
  }

  private UUID uuid(AttributeValue value) {
    String s = Items.s(site, value, "a UUID");
    UUID fast = FixedWidth.parseUuid(s);
    try {
      return fast != null ? fast : Items.strictUuid(s);
    } catch (RuntimeException e) {
      throw Items.unreadable(site, "a UUID", s, e);
    }
  }

  /** The constant of the enum named by an S; an unknown name is a MappingException. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private Object constant(AttributeValue value) {
    String s = Items.s(site, value, "an enum constant name");
    try {
      return Enum.valueOf((Class) type, s);
    } catch (IllegalArgumentException e) {
      throw Items.unreadable(site, "the name of a constant of the enum", s, e);
    }
  }

  @Override
  public void put(Map<String, AttributeValue> item, boolean value) {
    item.put(site.name(), value ? TRUE : FALSE);
  }

  @Override
  public void put(Map<String, AttributeValue> item, byte value) {
    item.put(site.name(), AttributeValue.createN(Integer.toString(value)));
  }

  @Override
  public void put(Map<String, AttributeValue> item, short value) {
    item.put(site.name(), AttributeValue.createN(Integer.toString(value)));
  }

  @Override
  public void put(Map<String, AttributeValue> item, int value) {
    item.put(site.name(), AttributeValue.createN(Integer.toString(value)));
  }

  /** A primitive TTL of 0 means "never expires": no TTL attribute at all. */
  @Override
  public void put(Map<String, AttributeValue> item, long value) {
    if (kind != TTL_SECONDS) {
      item.put(site.name(), AttributeValue.createN(Long.toString(value)));
    } else if (value != 0) {
      item.put(site.name(), ttlSeconds(value));
    }
  }

  @Override
  public void put(Map<String, AttributeValue> item, float value) {
    item.put(
        site.name(), AttributeValue.createN(Numbers.float32(site.entity(), site.path(), value)));
  }

  @Override
  public void put(Map<String, AttributeValue> item, double value) {
    item.put(
        site.name(), AttributeValue.createN(Numbers.float64(site.entity(), site.path(), value)));
  }

  @Override
  public boolean readBoolean(Map<String, AttributeValue> item) {
    AttributeValue value = item.get(site.name());
    return value != null && bool(value);
  }

  @Override
  public byte readByte(Map<String, AttributeValue> item) {
    AttributeValue value = item.get(site.name());
    return value == null ? 0 : int8(value);
  }

  @Override
  public short readShort(Map<String, AttributeValue> item) {
    AttributeValue value = item.get(site.name());
    return value == null ? 0 : int16(value);
  }

  @Override
  public int readInt(Map<String, AttributeValue> item) {
    AttributeValue value = item.get(site.name());
    return value == null ? 0 : int32(value);
  }

  /** An absent primitive TTL was written as 0 ("never expires"). */
  @Override
  public long readLong(Map<String, AttributeValue> item) {
    AttributeValue value = item.get(site.name());
    return value == null ? 0 : int64(value);
  }

  @Override
  public float readFloat(Map<String, AttributeValue> item) {
    AttributeValue value = item.get(site.name());
    return value == null ? 0 : float32(value);
  }

  @Override
  public double readDouble(Map<String, AttributeValue> item) {
    AttributeValue value = item.get(site.name());
    return value == null ? 0 : float64(value);
  }

  /** The zero of a primitive; none for the other kinds, and a TTL's absence is its zero. */
  @Override
  public AttributeValue zero() {
    return switch (kind) {
      case BOOLEAN -> FALSE;
      case INT8, INT16, INT32, INT64, FLOAT32, FLOAT64 -> ZERO;
      default -> null;
    };
  }

  /**
   * Reads a string without the dispatch of {@link #decode}, which is shared by every kind and so
   * compiled too big to inline: the kind of a schema's constant is a constant of the JIT.
   */
  @Override
  @SuppressWarnings("unchecked")
  public V read(Map<String, AttributeValue> item) {
    AttributeValue value = item.get(site.name());
    if (value == null || Items.isNull(value)) {
      return null;
    }
    return kind == STRING ? (V) Items.s(site, value, "a string") : decode(value);
  }

  @Override
  public Scalar<V> storedAs(String name) {
    return new Scalar<>(site.storedAs(name), kind, type, scale);
  }
}
