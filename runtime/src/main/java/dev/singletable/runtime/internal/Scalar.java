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
 * The form of a single value, of one {@link Kind}: S, N, B or BOOL, and the two TTL forms. One
 * record serves every kind (a switch on the kind, not a class per kind), because each class a
 * mapping loads costs a cold start about as much as mapping an item. Primitives are put and read
 * without boxing ({@link Codec.Primitive}).
 *
 * <p>Writers refuse what DynamoDB could not store faithfully, naming entity and attribute: strings
 * UTF-8 cannot hold, NaN and infinities, numbers beyond DynamoDB's 38 digits and range, years
 * outside 0000..9999, a TTL of 0 (boxed), in milliseconds or with a fraction of a second. Readers
 * check the stored type, then parse, and both failures name entity and attribute. Numbers read back
 * equal to what was written, except that DynamoDB drops trailing zeros ({@code 1.50} reads back as
 * {@code 1.5}, unless a scale is declared) and negative zero; integers written by other tools
 * ({@code 1E+3}, {@code 7.0}) read when they fit. Timestamps are strings in the fixed 9-digit UTC
 * key format ({@code 2025-01-15T10:30:00.000000000Z}), so that string comparison in conditions and
 * filters is chronological; readers also accept other ISO-8601 forms.
 *
 * @param type the enum class of {@link Kind#ENUM}, else null
 * @param scale the fraction digits a {@link Kind#DECIMAL} reads back with (0: as stored)
 */
record Scalar<V>(Codec.Site site, Kind kind, Class<?> type, int scale)
    implements Codec.Primitive<V> {

  /** The kinds of single values. */
  enum Kind {
    STRING,
    BOOLEAN,
    INT8,
    INT16,
    INT32,
    INT64,
    FLOAT32,
    FLOAT64,
    DECIMAL,
    BIG_INTEGER,
    INSTANT,
    LOCAL_DATE,
    LOCAL_DATE_TIME,
    UUID,
    ENUM,
    BYTES,
    SDK_BYTES,
    /** Epoch seconds in an N: a primitive 0 is no TTL, a boxed 0 is refused. */
    TTL_SECONDS,
    /** An instant in whole epoch seconds, DynamoDB's TTL format. */
    TTL_INSTANT
  }

  // createX factories build values directly, where fromX go through a builder (see
  // benchmarks/README.md); AttributeValue is immutable, so these are shared.
  private static final AttributeValue TRUE = AttributeValue.createBool(true);
  private static final AttributeValue FALSE = AttributeValue.createBool(false);
  private static final AttributeValue ZERO = AttributeValue.createN("0");

  static <V> Scalar<V> of(String entity, String path, Kind kind) {
    return new Scalar<>(Codec.at(entity, path), kind, null, 0);
  }

  /** The stored text of an instant, as the form writes it (the timestamps of updates too). */
  static AttributeValue instant(String entity, String attribute, Instant value) {
    Timestamps.check(entity, attribute, value.getEpochSecond(), value.getNano(), 9, value);
    return AttributeValue.createS(
        Timestamps.formatInstant(value.getEpochSecond(), value.getNano(), 9));
  }

  @Override
  public AttributeValue apply(V value) {
    String entity = site.entity();
    String path = site.path();
    return switch (kind) {
      case STRING -> string((String) value);
      case BOOLEAN -> (Boolean) value ? TRUE : FALSE;
      case INT8, INT16, INT32 ->
          AttributeValue.createN(Integer.toString(((Number) value).intValue()));
      case INT64 -> AttributeValue.createN(Long.toString((Long) value));
      case FLOAT32 -> AttributeValue.createN(Numbers.float32(entity, path, (Float) value));
      case FLOAT64 -> AttributeValue.createN(Numbers.float64(entity, path, (Double) value));
      case DECIMAL -> AttributeValue.createN(Numbers.decimal(entity, path, (BigDecimal) value));
      case BIG_INTEGER ->
          AttributeValue.createN(Numbers.bigInteger(entity, path, (BigInteger) value));
      case INSTANT -> instant(entity, path, (Instant) value);
      case LOCAL_DATE -> {
        LocalDate date = (LocalDate) value;
        Timestamps.checkYear(entity, path, date.getYear(), date);
        yield AttributeValue.createS(Timestamps.formatLocalDate(date));
      }
      case LOCAL_DATE_TIME -> {
        LocalDateTime time = (LocalDateTime) value;
        Timestamps.checkYear(entity, path, time.getYear(), time);
        yield AttributeValue.createS(Timestamps.formatLocalDateTime(time, 9));
      }
      case UUID -> AttributeValue.createS(value.toString());
      case ENUM -> AttributeValue.createS(((Enum<?>) value).name());
      // A copy, so that later changes to the array do not change the item.
      case BYTES -> AttributeValue.createB(SdkBytes.fromByteArray((byte[]) value));
      case SDK_BYTES -> AttributeValue.createB((SdkBytes) value);
      case TTL_SECONDS -> Items.ttlSeconds(entity, path, (Long) value);
      case TTL_INSTANT -> Items.ttlInstant(entity, path, (Instant) value);
    };
  }

  /** An S, refusing an unpaired surrogate: UTF-8 cannot hold it, so the text would change. */
  private AttributeValue string(String value) {
    if (value == null || Text.unpairedSurrogate(value) >= 0) {
      Mapping.checkWellFormed(site.entity(), site.path(), value); // throws, naming the value
    }
    return AttributeValue.createS(value);
  }

  @Override
  @SuppressWarnings("unchecked")
  public V decode(AttributeValue value) {
    Object decoded =
        switch (kind) {
          case STRING -> Mapping.s(site, value, "a string");
          case BOOLEAN -> bool(value);
          case INT8 -> (byte) Mapping.integer(site, value, Byte.MIN_VALUE, Byte.MAX_VALUE, "int8");
          case INT16 ->
              (short) Mapping.integer(site, value, Short.MIN_VALUE, Short.MAX_VALUE, "int16");
          case INT32 -> int32(value);
          case INT64, TTL_SECONDS -> int64(value);
          case FLOAT32 -> float32(value);
          case FLOAT64 -> float64(value);
          case DECIMAL -> decimal(value);
          case BIG_INTEGER, INSTANT, LOCAL_DATE, LOCAL_DATE_TIME, UUID -> parsed(value);
          case ENUM -> constant(value);
          case BYTES -> Mapping.b(site, value).asByteArray(); // a new array, the caller's to change
          case SDK_BYTES -> Mapping.b(site, value);
          case TTL_INSTANT -> Items.readTtlInstant(site.entity(), site.path(), value);
        };
    return (V) decoded;
  }

  private boolean bool(AttributeValue value) {
    Boolean b = value.bool();
    if (b == null) {
      throw Mapping.wrongType(site, "BOOL", value);
    }
    return b;
  }

  private int int32(AttributeValue value) {
    return (int) Mapping.integer(site, value, Integer.MIN_VALUE, Integer.MAX_VALUE, "int32");
  }

  private long int64(AttributeValue value) {
    return Mapping.integer(site, value, Long.MIN_VALUE, Long.MAX_VALUE, "int64");
  }

  private float float32(AttributeValue value) {
    String n = Mapping.n(site, value, "a float");
    try {
      return Float.parseFloat(n);
    } catch (NumberFormatException e) {
      throw Mapping.unreadable(site, "a float", n, e);
    }
  }

  private double float64(AttributeValue value) {
    String n = Mapping.n(site, value, "a double");
    try {
      return Double.parseDouble(n);
    } catch (NumberFormatException e) {
      throw Mapping.unreadable(site, "a double", n, e);
    }
  }

  private BigDecimal decimal(AttributeValue value) {
    String n = Mapping.n(site, value, "a decimal");
    BigDecimal decimal;
    try {
      decimal = new BigDecimal(n);
    } catch (RuntimeException e) {
      throw Mapping.unreadable(site, "a decimal", n, e);
    }
    return scale > 0 && decimal.scale() < scale ? decimal.setScale(scale) : decimal;
  }

  /** A whole number, a timestamp or a UUID: the fast path for this library's text, then any. */
  private Object parsed(AttributeValue value) {
    String what =
        switch (kind) {
          case INSTANT -> "an ISO-8601 instant";
          case LOCAL_DATE -> "an ISO-8601 date";
          case LOCAL_DATE_TIME -> "an ISO-8601 local date-time";
          case UUID -> "a UUID";
          default -> "a whole number";
        };
    String text =
        kind == Kind.BIG_INTEGER ? Mapping.n(site, value, what) : Mapping.s(site, value, what);
    try {
      return switch (kind) {
        case INSTANT -> {
          Instant fast = Timestamps.parseInstant(text, 9);
          yield fast != null ? fast : Instant.parse(text);
        }
        case LOCAL_DATE -> {
          LocalDate fast = Timestamps.parseLocalDate(text);
          yield fast != null ? fast : LocalDate.parse(text);
        }
        case LOCAL_DATE_TIME -> {
          LocalDateTime fast = Timestamps.parseLocalDateTime(text, 9);
          yield fast != null ? fast : LocalDateTime.parse(text);
        }
        case UUID -> {
          UUID fast = FixedWidth.parseUuid(text);
          yield fast != null ? fast : Mapping.strictUuid(text);
        }
        default -> new BigDecimal(text).toBigIntegerExact();
      };
    } catch (RuntimeException e) {
      throw Mapping.unreadable(site, what, text, e);
    }
  }

  /** The constant of the enum named by an S; an unknown name is a MappingException. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private Object constant(AttributeValue value) {
    String s = Mapping.s(site, value, "an enum constant name");
    try {
      return Enum.valueOf((Class) type, s);
    } catch (IllegalArgumentException e) {
      throw Mapping.unreadable(site, "the name of a constant of the enum", s, e);
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
    if (kind != Kind.TTL_SECONDS) {
      item.put(site.name(), AttributeValue.createN(Long.toString(value)));
    } else if (value != 0) {
      item.put(site.name(), Items.ttlSeconds(site.entity(), site.path(), value));
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
    return value == null
        ? 0
        : (byte) Mapping.integer(site, value, Byte.MIN_VALUE, Byte.MAX_VALUE, "int8");
  }

  @Override
  public short readShort(Map<String, AttributeValue> item) {
    AttributeValue value = item.get(site.name());
    return value == null
        ? 0
        : (short) Mapping.integer(site, value, Short.MIN_VALUE, Short.MAX_VALUE, "int16");
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

  @Override
  public Scalar<V> storedAs(String name) {
    return new Scalar<>(site.storedAs(name), kind, type, scale);
  }
}
