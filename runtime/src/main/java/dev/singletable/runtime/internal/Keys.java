package dev.singletable.runtime.internal;

import dev.singletable.runtime.Range;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The key descriptors that generated code builds once, as {@code static final} constants from what
 * the processor knows, and passes to the runtime with values only: a component's encoding ({@link
 * Part}), a key attribute ({@link Attribute}), a sort-key component of a query stage ({@link
 * Slot}), where a query reads ({@link Target}) and the shard slot of a sharded key ({@link Shard}).
 *
 * <p>Not API: the contract between generated code and the runtime.
 */
public final class Keys {

  private Keys() {}

  /**
   * How one attribute is written into key text so that keys sort as its values do, and read back
   * ({@link KeyEncoding}, {@link KeyDecoding}); integer and boolean parts also take primitives, so
   * that rendering a key boxes nothing. One final class for every type, switching on its kind (each
   * class a schema's keys load costs a cold start), so every call to a part is bound.
   *
   * @param <V> the attribute's stored Java type
   */
  public static final class Part<V> {

    final String entity;
    final String attribute;
    final int kind; // KeyEncoding.TEXT ...
    final int integerDigits; // of a signed integer: its width
    final int fractionDigits;
    final char delimiter; // of a string or an enum, which may not hold it
    final Class<?> type; // of an enum

    Part(
        String entity,
        String attribute,
        int kind,
        int integerDigits,
        int fractionDigits,
        char delimiter,
        Class<?> type) {
      this.entity = entity;
      this.attribute = attribute;
      this.kind = kind;
      this.integerDigits = integerDigits;
      this.fractionDigits = fractionDigits;
      this.delimiter = delimiter;
      this.type = type;
    }

    /** The key text of {@code value}; refuses null and values the key cannot hold. */
    public String encode(V value) {
      return KeyEncoding.encode(this, value);
    }

    /** The key text of an integer value; only integer parts take it. */
    public String encode(long value) {
      return KeyEncoding.encodeSigned(this, value);
    }

    /** The key text of a boolean value; only boolean parts take it. */
    public String encode(boolean value) {
      return KeyEncoding.encodeBool(this, value);
    }

    /** The value of key text that {@link #encode} wrote; refuses any other text. */
    @SuppressWarnings("unchecked")
    public V decode(String text) {
      return (V) KeyDecoding.decode(this, text);
    }

    /** A value type's component or a converter's result, refused when null (as for items). */
    public V stored(V value) {
      return value != null ? value : KeyEncoding.notStored(this);
    }
  }

  /**
   * A key attribute of an entity ({@code PK}, {@code GSI1SK}) with its pattern and delimiter;
   * {@link #check} refuses empty keys and keys over 2048 (partition) or 1024 (sort) UTF-8 bytes.
   */
  public static final class Attribute {

    final String entity;
    final String name;
    final String kind;
    final int max;
    final char delimiter;
    final String pattern;
    List<String> parts; // parsed on first read-back (KeyShape.pattern): mapping never needs it

    Attribute(String entity, String name, boolean partition, char delimiter, String pattern) {
      this.entity = entity;
      this.name = Objects.requireNonNull(name, "name");
      this.kind = partition ? "partition" : "sort";
      this.max = partition ? KeyEncoding.MAX_PARTITION_KEY_BYTES : KeyEncoding.MAX_SORT_KEY_BYTES;
      this.delimiter = delimiter;
      this.pattern = Objects.requireNonNull(pattern, "pattern");
    }

    public String name() {
      return name;
    }

    /** {@code key}, after checking it is non-empty and within the size limit. */
    public String check(String key) {
      return KeyEncoding.checkKey(entity, name, key, kind, max);
    }

    /**
     * Whether a key of {@code chars} UTF-16 chars may be over the limit, so {@link #check} must
     * count its UTF-8 bytes (3 at most a char): a key record checks its keys of literals and string
     * components this way when it is made, and renders them unchecked.
     */
    public boolean mayBeTooLong(long chars) {
      return chars * 3 > max;
    }
  }

  /**
   * A sort-key component that a query stage chooses: its encoding and the literal text after it.
   * Equality appends to the prefix the query carries (the literals and equal components before), a
   * range computes exact bounds from it ({@link SortKeyCondition}).
   *
   * @param <V> the component's stored Java type
   */
  public static final class Slot<V> {

    private final Part<V> part;
    private final String after;
    private final boolean more;

    Slot(Part<V> part, String after, boolean more) {
      this.part = part;
      this.after = after;
      this.more = more;
    }

    /** Keys of {@code sortKey} whose component is {@code value}: a longer prefix, or one key. */
    public SortKeyCondition equal(Attribute sortKey, SortKeyCondition current, V value) {
      String key = prefix(current) + part.encode(value) + after;
      return more ? SortKeyCondition.prefix(key) : SortKeyCondition.equalTo(sortKey.check(key));
    }

    /** The keys of {@code sortKey} whose component is in {@code range}, with exact bounds. */
    public SortKeyCondition range(Attribute sortKey, SortKeyCondition current, Range<V> range) {
      String prefix = prefix(current);
      char d = sortKey.delimiter;
      boolean last = after.isEmpty();
      if (range.isPrefix()) {
        if (part.kind != KeyEncoding.TEXT) {
          throw new IllegalArgumentException(
              Text.subject(part.entity, part.attribute) + "only text components begin with text");
        }
        return SortKeyCondition.prefix(prefix + part.encode(range.low()));
      }
      if (range.hasLow() && range.hasHigh()) {
        return SortKeyCondition.between(
            prefix, part.encode(range.low()), part.encode(range.high()), last, d);
      }
      if (range.hasLow()) {
        String low = part.encode(range.low());
        return range.includesLow()
            ? SortKeyCondition.from(prefix, low, last, d)
            : SortKeyCondition.after(prefix, low, last, d);
      }
      String high = part.encode(range.high());
      return range.includesHigh()
          ? SortKeyCondition.upTo(prefix, high, last, d)
          : SortKeyCondition.before(prefix, high, last, d);
    }

    // The prefix a stage's query carries: its begins_with text, or none.
    private static String prefix(SortKeyCondition current) {
      return switch (current.operator()) {
        case ANY -> "";
        case BEGINS_WITH -> current.value();
        default -> throw new IllegalStateException("a query stage after " + current.operator());
      };
    }
  }

  /** Where a query reads (table or index) and the sort keys it starts with. */
  public static final class Target {

    private static final Target TABLE = new Target(null, SortKeyCondition.any(), null);

    private final String index;
    // The condition of a start the partition's values do not change; null when they fix it: then
    // the one sort key of sortKey, or with a null sortKey the prefix they make.
    private final SortKeyCondition fixed;
    private final Attribute sortKey;

    private Target(String index, SortKeyCondition fixed, Attribute sortKey) {
      this.index = index;
      this.fixed = fixed;
      this.sortKey = sortKey;
    }

    /** The same place, starting with the keys that begin with {@code literal}. */
    public Target prefix(String literal) {
      return new Target(index, SortKeyCondition.prefix(literal), null);
    }

    /** The same place, reading the one constant sort key {@code literal}. */
    public Target equalTo(String literal) {
      return new Target(index, SortKeyCondition.equalTo(literal), null);
    }

    /** The same place, starting with a prefix computed from the partition's values. */
    public Target foldedPrefix() {
      return new Target(index, null, null);
    }

    /**
     * The same place, reading the one sort key of {@code sortKey} computed from the partition's.
     */
    public Target foldedEqualTo(Attribute sortKey) {
      return new Target(index, null, sortKey);
    }

    /** Partition {@code partitionKey}. */
    public QueryTarget at(String partitionKey) {
      return new QueryTarget(index, partitionKey, List.of(), condition(null));
    }

    /** Partition {@code partitionKey}, from the sort-key text its values fix. */
    public QueryTarget at(String partitionKey, String sortKeyText) {
      return new QueryTarget(index, partitionKey, List.of(), condition(sortKeyText));
    }

    /** Every shard partition of one sharded partition value, read and merged. */
    public QueryTarget shards(List<String> partitionKeys) {
      return new QueryTarget(index, partitionKeys.get(0), partitionKeys, condition(null));
    }

    private SortKeyCondition condition(String sortKeyText) {
      if (fixed != null) {
        return fixed;
      }
      return sortKey == null
          ? SortKeyCondition.prefix(sortKeyText)
          : SortKeyCondition.equalTo(sortKey.check(sortKeyText));
    }
  }

  /** The shard slot of a sharded partition key ({@code @Shard}): {@link Shards} at one count. */
  public static final class Shard {

    private final int count;

    Shard(int count) {
      this.count = count;
    }

    /** The shard of an item whose {@code by} component has the key text {@code encoded}. */
    public String of(String encoded) {
      return Shards.of(count, encoded);
    }

    /** A shard picked at random. */
    public String random() {
      return Shards.random(count);
    }

    /** Shard {@code number}, as written in keys. */
    public String text(int number) {
      return Shards.text(number, count);
    }
  }

  /** A string component, refusing the delimiter, empty values and unpaired surrogates. */
  public static Part<String> string(String entity, String attribute, char delimiter) {
    return new Part<>(entity, attribute, KeyEncoding.TEXT, 0, 0, delimiter, null);
  }

  /** A boolean component. */
  public static Part<Boolean> bool(String entity, String attribute) {
    return new Part<>(entity, attribute, KeyEncoding.BOOL, 0, 0, '\0', null);
  }

  /** A byte component, 3 digits. */
  public static Part<Byte> int8(String entity, String attribute) {
    return new Part<>(entity, attribute, KeyEncoding.SIGNED, 3, 0, '\0', null);
  }

  /** A short component, 5 digits. */
  public static Part<Short> int16(String entity, String attribute) {
    return new Part<>(entity, attribute, KeyEncoding.SIGNED, 5, 0, '\0', null);
  }

  /** An int component, 10 digits. */
  public static Part<Integer> int32(String entity, String attribute) {
    return new Part<>(entity, attribute, KeyEncoding.SIGNED, 10, 0, '\0', null);
  }

  /** A long component, 19 digits. */
  public static Part<Long> int64(String entity, String attribute) {
    return new Part<>(entity, attribute, KeyEncoding.SIGNED, 19, 0, '\0', null);
  }

  /** A BigInteger component of {@code integerDigits} digits. */
  public static Part<BigInteger> bigInteger(String entity, String attribute, int integerDigits) {
    return new Part<>(entity, attribute, KeyEncoding.BIG_INTEGER, integerDigits, 0, '\0', null);
  }

  /** A BigDecimal component of the declared digits, never rounded. */
  public static Part<BigDecimal> decimal(
      String entity, String attribute, int integerDigits, int fractionDigits) {
    return new Part<>(
        entity, attribute, KeyEncoding.DECIMAL, integerDigits, fractionDigits, '\0', null);
  }

  /** An Instant component in UTC with {@code fractionDigits} fraction digits. */
  public static Part<Instant> instant(String entity, String attribute, int fractionDigits) {
    return new Part<>(entity, attribute, KeyEncoding.INSTANT, 0, fractionDigits, '\0', null);
  }

  /** A LocalDate component, {@code yyyy-MM-dd}. */
  public static Part<LocalDate> localDate(String entity, String attribute) {
    return new Part<>(entity, attribute, KeyEncoding.LOCAL_DATE, 0, 0, '\0', null);
  }

  /** A LocalDateTime component with {@code fractionDigits} fraction digits. */
  public static Part<LocalDateTime> localDateTime(
      String entity, String attribute, int fractionDigits) {
    return new Part<>(
        entity, attribute, KeyEncoding.LOCAL_DATE_TIME, 0, fractionDigits, '\0', null);
  }

  /** A UUID component, lower-case canonical form. */
  public static Part<UUID> uuid(String entity, String attribute) {
    return new Part<>(entity, attribute, KeyEncoding.UUID, 0, 0, '\0', null);
  }

  /** An enum component, by name. */
  public static <E extends Enum<E>> Part<E> enumName(
      String entity, String attribute, char delimiter, Class<E> type) {
    return new Part<>(entity, attribute, KeyEncoding.ENUM, 0, 0, delimiter, type);
  }

  /** Partition key attribute {@code name} of {@code entity}'s pattern {@code pattern}. */
  public static Attribute partitionKey(String entity, String name, char delimiter, String pattern) {
    return new Attribute(entity, name, true, delimiter, pattern);
  }

  /** Sort key attribute {@code name} of {@code entity}'s pattern {@code pattern}. */
  public static Attribute sortKey(String entity, String name, char delimiter, String pattern) {
    return new Attribute(entity, name, false, delimiter, pattern);
  }

  /** A stage's component, then literal {@code after}, then more or none (any sort key). */
  public static <V> Slot<V> slot(Part<V> part, String after, boolean more) {
    return new Slot<>(part, after, more);
  }

  /** The table, every sort key. */
  public static Target table() {
    return Target.TABLE;
  }

  /** The keys of index {@code name}, every sort key. */
  public static Target index(String name) {
    return new Target(Objects.requireNonNull(name, "name"), SortKeyCondition.any(), null);
  }

  /** The shard slot of a key sharded {@code count} ways. */
  public static Shard shard(int count) {
    return new Shard(count);
  }

  /**
   * The key {@code decode} makes of the placeholders' text in the key attributes {@code key}
   * (partition, then sort key) of {@code keys}; null for another shape (another pattern, or text
   * that {@code decode} refuses with an IllegalArgumentException).
   */
  public static <K> K read(
      Map<String, AttributeValue> keys, Function<Map<String, String>, K> decode, Attribute... key) {
    return KeyShape.read(match(keys, key), decode);
  }

  /** Each placeholder's text in the key attributes (partition, then sort key) by name, or null. */
  public static Map<String, String> match(Map<String, AttributeValue> keys, Attribute... key) {
    return KeyShape.match(keys, key);
  }
}
