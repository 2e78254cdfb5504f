package dev.singletable.runtime.internal;

import dev.singletable.runtime.AttributeConverter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The stored form of an attribute (or list element, map value, nested field), chosen by the
 * processor: a generated schema holds one constant per form ({@code TOTAL_CODEC =
 * Codec.decimal(ENTITY_TYPE, "total", 2)}), maps items through them and hands them to its typed
 * references as encoders. Forms are records, so that the JIT takes the codecs a constant holds (a
 * list's element, a converter) as constants too: calls below a schema's constant are bound, never
 * megamorphic; single values of every kind share one ({@link Scalar}). Absent attributes read as
 * the plan says ({@link #read}: null, an empty set, {@code Optional.empty()}, a primitive's zero),
 * which is a partial item; a full item must also hold its primitives, nested ones included ({@link
 * #require}).
 *
 * @param <V> the Java type of the values
 */
public interface Codec<V> extends Function<V, AttributeValue> {

  /** Where the values go: entity, stored name, and the attribute path messages name. */
  Site site();

  /** The attribute value of a non-null value; IllegalArgumentException if DynamoDB cannot. */
  @Override
  AttributeValue apply(V value);

  /** The value of a present, non-NULL attribute value, or a MappingException naming it. */
  V decode(AttributeValue value);

  /** The same form under another stored name (an {@code @Attribute(name)}, a nested field). */
  Codec<V> storedAs(String name);

  /** Puts the attribute of {@code value} into {@code item}; null is stored as an absent one. */
  default void put(Map<String, AttributeValue> item, V value) {
    if (value != null) {
      item.put(site().name(), apply(value));
    }
  }

  /** The value of the attribute in {@code item}, or {@link #absent()} when it is absent or NULL. */
  default V read(Map<String, AttributeValue> item) {
    AttributeValue value = item.get(site().name());
    return value == null || Items.isNull(value) ? absent() : decode(value);
  }

  /** As {@link #read}, but {@code ifAbsent} when absent or NULL (a declared default). */
  default V readOr(Map<String, AttributeValue> item, V ifAbsent) {
    AttributeValue value = item.get(site().name());
    return value == null || Items.isNull(value) ? ifAbsent : decode(value);
  }

  /** What an absent attribute reads as: null, unless the form says otherwise. */
  default V absent() {
    return null;
  }

  /**
   * Refuses an item that lacks what a full item holds: a primitive attribute, or a primitive of a
   * nested value present in the item. Other forms hold no requirement.
   */
  default void require(Map<String, AttributeValue> item) {
    AttributeValue value = item.get(site().name());
    if (value != null && !Items.isNull(value)) {
      requireIn(value);
    }
  }

  /** Refuses a stored value whose nested values lack a primitive: nothing, unless nested. */
  default void requireIn(AttributeValue value) {}

  /**
   * Where a codec's values go: its entity, the stored name (an element's is its path), and the
   * attribute path messages name ({@code total}, {@code lines[].sku}).
   */
  record Site(String entity, String name, String path) {

    /** The same place under another stored name. */
    Site storedAs(String name) {
      return new Site(entity, name, path);
    }
  }

  /**
   * A primitive attribute, put and read without boxing: the scalar forms, each answering the put
   * and read of its own primitive ({@code put(item, int)}, {@code readInt(item)}, which give an
   * absent attribute its zero, as a partial item means). A full item must hold it.
   */
  interface Primitive<V> extends Codec<V> {

    /** The zero an upsert writes for the attribute when it does not set it; null when none. */
    AttributeValue zero();

    /** Refuses an item without the attribute when it has a zero (a TTL's absence is its zero). */
    @Override
    default void require(Map<String, AttributeValue> item) {
      if (zero() != null && !item.containsKey(site().name())) {
        throw Items.missing(site().entity(), site().path(), item);
      }
    }

    @Override
    Primitive<V> storedAs(String name);

    void put(Map<String, AttributeValue> item, boolean value);

    boolean readBoolean(Map<String, AttributeValue> item);

    void put(Map<String, AttributeValue> item, byte value);

    byte readByte(Map<String, AttributeValue> item);

    void put(Map<String, AttributeValue> item, short value);

    short readShort(Map<String, AttributeValue> item);

    void put(Map<String, AttributeValue> item, int value);

    int readInt(Map<String, AttributeValue> item);

    void put(Map<String, AttributeValue> item, long value);

    long readLong(Map<String, AttributeValue> item);

    void put(Map<String, AttributeValue> item, float value);

    float readFloat(Map<String, AttributeValue> item);

    void put(Map<String, AttributeValue> item, double value);

    double readDouble(Map<String, AttributeValue> item);
  }

  /**
   * A set attribute (SS, NS or BS): it refuses elements DynamoDB holds as one (numbers such as 1
   * and 1.0), so that a reference adds exactly what it is given, stores an empty set as an absent
   * attribute and reads an absent one as an empty set. Its values are {@code Set}s, as the
   * attribute's, so that it is also the element of a list, map or optional of sets.
   */
  interface OfSet<E> extends Codec<Set<E>> {

    /** An SS. */
    static OfSet<String> strings(String entity, String path) {
      return new Sets.Strings(at(entity, path));
    }

    /** An NS of numbers that {@code element} reads. */
    static <E extends Number> OfSet<E> numbers(String entity, String path, Codec<E> element) {
      return new Sets.Numbers<>(at(entity, path), element);
    }

    /** A BS of copies of arrays. */
    static OfSet<byte[]> byteArrays(String entity, String path) {
      return new Sets.ByteArrays(at(entity, path));
    }

    /** A BS. */
    static OfSet<SdkBytes> binaries(String entity, String path) {
      return new Sets.Binaries(at(entity, path));
    }

    /** The set; empty when absent. */
    Set<E> readSet(Map<String, AttributeValue> item);

    @Override
    OfSet<E> storedAs(String name);
  }

  /** The attributes of a nested record or class, which generated code writes and reads. */
  interface Fields<T> {

    /** Puts the attributes of {@code value} into {@code item}. */
    void write(T value, Map<String, AttributeValue> item);

    /** The value of a map of attributes, absent ones as {@link Codec#read} reads them. */
    T read(Map<String, AttributeValue> item);

    /** Refuses a map that lacks a primitive (see {@link Codec#require}). */
    default void require(Map<String, AttributeValue> item) {}
  }

  /**
   * The entity type attribute of an entity's items, and the size of their maps.
   *
   * @param attribute the table's entity type attribute
   * @param entity the entity type, the attribute's value
   * @param capacity the attributes of a whole item, keys included
   */
  record EntityType(
      String attribute, String entity, AttributeValue value, int capacity, String former) {

    /** A new item holding the entity type, sized for the whole item. */
    public Map<String, AttributeValue> newItem() {
      Map<String, AttributeValue> item = Items.newMap(capacity);
      item.put(attribute, value);
      return item;
    }

    /** Refuses an item of another entity type (the former one, while renamed, is accepted). */
    public void check(Map<String, AttributeValue> item) {
      Items.checkEntityType(item, attribute, entity, former);
    }
  }

  /** The entity type {@code entity} in {@code attribute} of items of {@code capacity}. */
  static EntityType entityType(String attribute, String entity, int capacity) {
    return new EntityType(attribute, entity, AttributeValue.createS(entity), capacity, null);
  }

  /**
   * As {@link #entityType(String, String, int)}, for an entity whose stored items may still carry
   * the {@code former} type name (a declared rename that has not been migrated yet).
   */
  static EntityType entityType(String attribute, String entity, String former, int capacity) {
    return new EntityType(attribute, entity, AttributeValue.createS(entity), capacity, former);
  }

  /** The zeros an upsert writes for the primitive attributes it does not set, by stored name. */
  static Map<String, AttributeValue> zeros(Primitive<?>... primitives) {
    Map<String, AttributeValue> zeros = Items.newMap(primitives.length);
    for (Primitive<?> primitive : primitives) {
      zeros.put(primitive.site().name(), primitive.zero());
    }
    return Map.copyOf(zeros);
  }

  /** The site of an attribute (or element) whose stored name is its path. */
  static Site at(String entity, String path) {
    return new Site(entity, path, path);
  }

  /** A BOOL. */
  static Primitive<Boolean> bool(String entity, String path) {
    return new Scalar<>(at(entity, path), Scalar.BOOLEAN, null, 0);
  }

  /** An N holding a byte. */
  static Primitive<Byte> int8(String entity, String path) {
    return new Scalar<>(at(entity, path), Scalar.INT8, null, 0);
  }

  /** An N holding a short. */
  static Primitive<Short> int16(String entity, String path) {
    return new Scalar<>(at(entity, path), Scalar.INT16, null, 0);
  }

  /** An N holding an int. */
  static Primitive<Integer> int32(String entity, String path) {
    return new Scalar<>(at(entity, path), Scalar.INT32, null, 0);
  }

  /** An N holding a long. */
  static Primitive<Long> int64(String entity, String path) {
    return new Scalar<>(at(entity, path), Scalar.INT64, null, 0);
  }

  /** An N holding a float, refusing NaN and infinities. */
  static Primitive<Float> float32(String entity, String path) {
    return new Scalar<>(at(entity, path), Scalar.FLOAT32, null, 0);
  }

  /** An N holding a double, refusing NaN, infinities and what DynamoDB cannot hold. */
  static Primitive<Double> float64(String entity, String path) {
    return new Scalar<>(at(entity, path), Scalar.FLOAT64, null, 0);
  }

  /**
   * A TTL in epoch seconds, stored as an N; a primitive 0 means no expiry (no attribute), a boxed 0
   * and values that only make sense as milliseconds are refused.
   */
  static Primitive<Long> ttlSeconds(String entity, String path) {
    return new Scalar<>(at(entity, path), Scalar.TTL_SECONDS, null, 0);
  }

  /** An S, refusing strings UTF-8 cannot hold. */
  static Codec<String> string(String entity, String path) {
    return new Scalar<>(at(entity, path), Scalar.STRING, null, 0);
  }

  /** An N holding a decimal, refusing what DynamoDB cannot hold. */
  static Codec<BigDecimal> decimal(String entity, String path) {
    return decimal(entity, path, 0);
  }

  /**
   * An N holding a decimal read back with at least {@code scale} fraction digits, which DynamoDB
   * trims ({@code 81.250} comes back as {@code 81.25}) and a {@code @KeyFormat} declares.
   */
  static Codec<BigDecimal> decimal(String entity, String path, int scale) {
    return new Scalar<>(at(entity, path), Scalar.DECIMAL, null, scale);
  }

  /** An N holding a whole number, refusing what DynamoDB cannot hold. */
  static Codec<BigInteger> bigInteger(String entity, String path) {
    return new Scalar<>(at(entity, path), Scalar.BIG_INTEGER, null, 0);
  }

  /** An S {@code yyyy-MM-ddTHH:mm:ss.fffffffffZ}, which sorts chronologically. */
  static Codec<Instant> instant(String entity, String path) {
    return new Scalar<>(at(entity, path), Scalar.INSTANT, null, 0);
  }

  /** An S {@code yyyy-MM-dd}. */
  static Codec<LocalDate> localDate(String entity, String path) {
    return new Scalar<>(at(entity, path), Scalar.LOCAL_DATE, null, 0);
  }

  /** An S {@code yyyy-MM-ddTHH:mm:ss.fffffffff}. */
  static Codec<LocalDateTime> localDateTime(String entity, String path) {
    return new Scalar<>(at(entity, path), Scalar.LOCAL_DATE_TIME, null, 0);
  }

  /** An S in canonical UUID form. */
  static Codec<UUID> uuid(String entity, String path) {
    return new Scalar<>(at(entity, path), Scalar.UUID, null, 0);
  }

  /** An S holding the constant's name. */
  static <E extends Enum<E>> Codec<E> enumName(String entity, String path, Class<E> type) {
    return new Scalar<>(at(entity, path), Scalar.ENUM, type, 0);
  }

  /**
   * As {@link #enumName(String, String, Class)}, also reading the {@code formers} (each the name a
   * constant was stored under before it was renamed, to the constant's name) while a migration
   * rewrites the stored values; writes write the constant's name.
   */
  static <E extends Enum<E>> Codec<E> enumName(
      String entity, String path, Class<E> type, Map<String, String> formers) {
    return new FormerConstants<>(enumName(entity, path, type), type, formers);
  }

  /** As {@code scalar}, also reading values still stored as a number (a String) or as text. */
  static <V> Primitive<V> formerType(Codec<V> scalar) {
    return new FormerType<>((Scalar<V>) scalar);
  }

  /** A B holding a copy of the array. */
  static Codec<byte[]> bytes(String entity, String path) {
    return new Scalar<>(at(entity, path), Scalar.BYTES, null, 0);
  }

  /** A B. */
  static Codec<SdkBytes> sdkBytes(String entity, String path) {
    return new Scalar<>(at(entity, path), Scalar.SDK_BYTES, null, 0);
  }

  /** An L of elements in {@code element}'s form; null elements are stored as NULL. */
  static <E> Codec<List<E>> list(String entity, String path, Codec<E> element) {
    return new Composites.Container<>(
        at(entity, path), Composites.Container.LIST, element, 0, null);
  }

  /** An M of values in {@code value}'s form; null values are stored as NULL. */
  static <E> Codec<Map<String, E>> map(String entity, String path, Codec<E> value) {
    return new Composites.Container<>(at(entity, path), Composites.Container.MAP, value, 0, null);
  }

  /** The value in {@code value}'s form; empty is stored as an absent attribute. */
  static <E> Codec<Optional<E>> optional(Codec<E> value) {
    return new Composites.OptionalOf<>(value);
  }

  /** An M of the {@code size} attributes of a nested value, which {@code fields} writes. */
  static <T> Codec<T> nested(String entity, String path, int size, Fields<T> fields) {
    return new Composites.Container<>(
        at(entity, path), Composites.Container.NESTED, null, size, fields);
  }

  /**
   * A value type or converted type, stored in {@code stored}'s form as {@code converter} converts
   * it; a null stored value is refused.
   */
  static <V, S> Codec<V> converted(Codec<S> stored, AttributeConverter<V, S> converter) {
    return new Composites.Converted<>(stored, converter);
  }

  /** A TTL instant, stored as an N of whole epoch seconds; fractions of a second are refused. */
  static Codec<Instant> ttlInstant(String entity, String path) {
    return new Scalar<>(at(entity, path), Scalar.TTL_INSTANT, null, 0);
  }
}
