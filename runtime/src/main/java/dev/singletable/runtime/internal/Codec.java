package dev.singletable.runtime.internal;

import dev.singletable.runtime.AttributeConverter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The stored form of one attribute (or of a list element, map value or nested field): how its Java
 * value becomes an {@link AttributeValue} and back, with every refusal of a value DynamoDB cannot
 * hold faithfully. The processor chooses a form for every stored attribute, and a generated schema
 * holds one constant of each ({@code static final Codec<BigDecimal> TOTAL_CODEC =
 * Codec.decimal(ENTITY, "total", 2)}); {@code toItem} puts attributes through them, {@code
 * fromPartialItem} reads them back, and the typed references encode condition and update values
 * with them (a codec is the reference's {@code Function}).
 *
 * <p>Forms are records, so that the JIT treats the codecs a constant holds (a list's element codec,
 * a converter) as constants too: every call below a schema's constant is bound and inlined, never a
 * call through a shared, megamorphic site. Primitive attributes have their own interfaces ({@link
 * OfInt}...), whose {@code put} and {@code readInt} take and give primitives without boxing.
 *
 * <p>Reading follows the plan: {@link #read} gives {@code null} for an absent (or NULL) attribute,
 * an empty set for a set, {@link Optional#empty()} for an {@code Optional} and zero for a primitive
 * ({@code readInt}...), which is what a partial item means. A full item must also hold its
 * primitives, nested ones included: {@link #require} refuses it otherwise, naming entity and
 * attribute, so that {@code fromItem} is {@code require} of those attributes and then the partial
 * read.
 *
 * @param <V> the Java type of the values
 */
public interface Codec<V> extends Function<V, AttributeValue> {

  /** Where the values go: entity, stored name, and the attribute path messages name. */
  Site site();

  /**
   * The attribute value of a non-null value.
   *
   * @throws IllegalArgumentException naming entity and attribute when DynamoDB cannot store it
   */
  @Override
  AttributeValue apply(V value);

  /**
   * The value of a present, non-NULL attribute value.
   *
   * @throws dev.singletable.runtime.MappingException naming entity and attribute when the stored
   *     value has another type or cannot be read as one
   */
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
   * Where a codec's values are stored and what its messages name.
   *
   * @param entity the entity type, first in every message
   * @param name the stored attribute name (for an element, its path)
   * @param path the attribute as messages name it: {@code total}, {@code lines[].sku}
   */
  record Site(String entity, String name, String path) {

    /** The same place under another stored name. */
    Site storedAs(String name) {
      return new Site(entity, name, path);
    }
  }

  /** A primitive attribute: required in a full item, with the zero an upsert writes for it. */
  interface Primitive<V> extends Codec<V> {

    /** The stored zero ({@code 0} or {@code false}). */
    AttributeValue zero();

    /** Refuses an item without the attribute, naming it. */
    @Override
    default void require(Map<String, AttributeValue> item) {
      if (!item.containsKey(site().name())) {
        throw Items.missing(site().entity(), site().path(), item);
      }
    }
  }

  /** A {@code boolean} attribute. */
  interface OfBoolean extends Primitive<Boolean> {
    void put(Map<String, AttributeValue> item, boolean value);

    /** The value; {@code false} when absent. */
    boolean readBoolean(Map<String, AttributeValue> item);

    @Override
    OfBoolean storedAs(String name);
  }

  /** A {@code byte} attribute. */
  interface OfByte extends Primitive<Byte> {
    void put(Map<String, AttributeValue> item, byte value);

    /** The value; 0 when absent. */
    byte readByte(Map<String, AttributeValue> item);

    @Override
    OfByte storedAs(String name);
  }

  /** A {@code short} attribute. */
  interface OfShort extends Primitive<Short> {
    void put(Map<String, AttributeValue> item, short value);

    /** The value; 0 when absent. */
    short readShort(Map<String, AttributeValue> item);

    @Override
    OfShort storedAs(String name);
  }

  /** An {@code int} attribute. */
  interface OfInt extends Primitive<Integer> {
    void put(Map<String, AttributeValue> item, int value);

    /** The value; 0 when absent. */
    int readInt(Map<String, AttributeValue> item);

    @Override
    OfInt storedAs(String name);
  }

  /** A {@code long} attribute. */
  interface OfLong extends Primitive<Long> {
    void put(Map<String, AttributeValue> item, long value);

    /** The value; 0 when absent. */
    long readLong(Map<String, AttributeValue> item);

    @Override
    OfLong storedAs(String name);
  }

  /** A {@code float} attribute. */
  interface OfFloat extends Primitive<Float> {
    void put(Map<String, AttributeValue> item, float value);

    /** The value; 0 when absent. */
    float readFloat(Map<String, AttributeValue> item);

    @Override
    OfFloat storedAs(String name);
  }

  /** A {@code double} attribute. */
  interface OfDouble extends Primitive<Double> {
    void put(Map<String, AttributeValue> item, double value);

    /** The value; 0 when absent. */
    double readDouble(Map<String, AttributeValue> item);

    @Override
    OfDouble storedAs(String name);
  }

  /**
   * A set attribute (SS, NS or BS): it encodes any collection of elements, refusing duplicates as
   * DynamoDB does (so that a reference adds exactly what it is given), stores an empty set as an
   * absent attribute and reads an absent one as an empty set.
   */
  interface OfSet<E> extends Codec<Collection<? extends E>> {

    /** The set; empty when absent. */
    Set<E> readSet(Map<String, AttributeValue> item);

    @Override
    OfSet<E> storedAs(String name);
  }

  /**
   * The attributes of a nested record or class, written by generated code: the fields of a nested
   * form.
   */
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
  record EntityType(String attribute, String entity, AttributeValue value, int capacity) {

    /** A new item holding the entity type, sized for the whole item. */
    public Map<String, AttributeValue> newItem() {
      Map<String, AttributeValue> item = Items.newMap(capacity);
      item.put(attribute, value);
      return item;
    }

    /** Refuses an item of another entity type. */
    public void check(Map<String, AttributeValue> item) {
      Items.checkEntityType(item, attribute, entity);
    }
  }

  /**
   * The entity type {@code entity} in {@code attribute} of items of {@code capacity} attributes.
   */
  static EntityType entityType(String attribute, String entity, int capacity) {
    return new EntityType(attribute, entity, AttributeValue.createS(entity), capacity);
  }

  /** The zeros an upsert writes for the primitive attributes it does not set, by stored name. */
  static Map<String, AttributeValue> zeros(Primitive<?>... primitives) {
    Map<String, AttributeValue> zeros = Items.newMap(primitives.length);
    for (Primitive<?> primitive : primitives) {
      zeros.put(primitive.site().name(), primitive.zero());
    }
    return Map.copyOf(zeros);
  }

  private static Site at(String entity, String path) {
    return new Site(entity, path, path);
  }

  /** An S, refusing strings UTF-8 cannot hold. */
  static Codec<String> string(String entity, String path) {
    return new Scalars.Text(at(entity, path));
  }

  /** A BOOL. */
  static OfBoolean bool(String entity, String path) {
    return new Scalars.Bool(at(entity, path));
  }

  /** An N holding a byte. */
  static OfByte int8(String entity, String path) {
    return new Scalars.Int8(at(entity, path));
  }

  /** An N holding a short. */
  static OfShort int16(String entity, String path) {
    return new Scalars.Int16(at(entity, path));
  }

  /** An N holding an int. */
  static OfInt int32(String entity, String path) {
    return new Scalars.Int32(at(entity, path));
  }

  /** An N holding a long. */
  static OfLong int64(String entity, String path) {
    return new Scalars.Int64(at(entity, path));
  }

  /** An N holding a float, refusing NaN and infinities. */
  static OfFloat float32(String entity, String path) {
    return new Scalars.Float32(at(entity, path));
  }

  /** An N holding a double, refusing NaN, infinities and what DynamoDB cannot hold. */
  static OfDouble float64(String entity, String path) {
    return new Scalars.Float64(at(entity, path));
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
    return new Scalars.Decimal(at(entity, path), scale);
  }

  /** An N holding a whole number, refusing what DynamoDB cannot hold. */
  static Codec<BigInteger> bigInteger(String entity, String path) {
    return new Scalars.Whole(at(entity, path));
  }

  /** An S {@code yyyy-MM-ddTHH:mm:ss.fffffffffZ}, which sorts chronologically. */
  static Codec<Instant> instant(String entity, String path) {
    return new Scalars.Moment(at(entity, path));
  }

  /** An S {@code yyyy-MM-dd}. */
  static Codec<LocalDate> localDate(String entity, String path) {
    return new Scalars.Day(at(entity, path));
  }

  /** An S {@code yyyy-MM-ddTHH:mm:ss.fffffffff}. */
  static Codec<LocalDateTime> localDateTime(String entity, String path) {
    return new Scalars.DayTime(at(entity, path));
  }

  /** An S in canonical UUID form. */
  static Codec<UUID> uuid(String entity, String path) {
    return new Scalars.Id(at(entity, path));
  }

  /** An S holding the constant's name. */
  static <E extends Enum<E>> Codec<E> enumName(String entity, String path, Class<E> type) {
    return new Scalars.Name<>(at(entity, path), type);
  }

  /** A B holding a copy of the array. */
  static Codec<byte[]> bytes(String entity, String path) {
    return new Scalars.Bytes(at(entity, path));
  }

  /** A B. */
  static Codec<SdkBytes> sdkBytes(String entity, String path) {
    return new Scalars.Binary(at(entity, path));
  }

  /** An SS. */
  static OfSet<String> stringSet(String entity, String path) {
    return new Sets.Strings(at(entity, path));
  }

  /** An NS of numbers that {@code element} reads (a number form). */
  static <E extends Number> OfSet<E> numberSet(String entity, String path, Codec<E> element) {
    return new Sets.Numbers<>(at(entity, path), (Scalars.Numeric<E>) element);
  }

  /** A BS of copies of arrays. */
  static OfSet<byte[]> bytesSet(String entity, String path) {
    return new Sets.ByteArrays(at(entity, path));
  }

  /** A BS. */
  static OfSet<SdkBytes> sdkBytesSet(String entity, String path) {
    return new Sets.Binaries(at(entity, path));
  }

  /** An L of elements in {@code element}'s form; null elements are stored as NULL. */
  static <E> Codec<List<E>> list(String entity, String path, Codec<E> element) {
    return new Composites.ListOf<>(at(entity, path), element);
  }

  /** An M of values in {@code value}'s form; null values are stored as NULL. */
  static <E> Codec<Map<String, E>> map(String entity, String path, Codec<E> value) {
    return new Composites.MapOf<>(at(entity, path), value);
  }

  /** The value in {@code value}'s form; empty is stored as an absent attribute. */
  static <E> Codec<Optional<E>> optional(Codec<E> value) {
    return new Composites.OptionalOf<>(value);
  }

  /**
   * An M of a nested value's attributes, which {@code fields} writes and reads.
   *
   * @param size the number of attributes
   */
  static <T> Codec<T> nested(String entity, String path, int size, Fields<T> fields) {
    return new Composites.Nested<>(at(entity, path), size, fields);
  }

  /**
   * A value type or converted type, stored in {@code stored}'s form as {@code converter} converts
   * it; a null stored value is refused.
   */
  static <V, S> Codec<V> converted(Codec<S> stored, AttributeConverter<V, S> converter) {
    return new Composites.Converted<>(stored, converter);
  }

  /**
   * A TTL in epoch seconds, stored as an N; a primitive 0 means no expiry (no attribute), a boxed 0
   * and values that only make sense as milliseconds are refused.
   */
  static OfLong ttlSeconds(String entity, String path) {
    return new Composites.TtlSeconds(at(entity, path));
  }

  /** A TTL instant, stored as an N of whole epoch seconds; fractions of a second are refused. */
  static Codec<Instant> ttlInstant(String entity, String path) {
    return new Composites.TtlInstant(at(entity, path));
  }
}
