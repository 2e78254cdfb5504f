package dev.singletable.processor.model.record;

import java.util.List;

/**
 * The stored shape of one table: everything that decides where an item is stored and how its
 * attributes read back, and nothing about generated code. Two designs with equal records read each
 * other's items; the JSON form ({@code <Table>.design.json}) is sorted so that the same design
 * always gives the same bytes.
 *
 * @param formatVersion the version of the JSON form this record was read from or is written in
 * @param table the DynamoDB table name
 * @param tableInterface the qualified name of the {@code @Table} interface
 * @param sortKey the table's sort key attribute, or {@code null} for a table without one
 * @param ttlAttribute the stored name of the table's {@code @Ttl} attribute, or {@code null}
 * @param stream the stream view type, or {@code null} for a table without a stream
 * @param indexes by name
 * @param entities by stored type name
 */
public record DesignRecord(
    int formatVersion,
    String table,
    String tableInterface,
    String partitionKey,
    String sortKey,
    String entityTypeAttribute,
    String delimiter,
    String ttlAttribute,
    String stream,
    List<Index> indexes,
    List<Entity> entities) {

  /** The version of the JSON form this processor writes, and the newest it reads. */
  public static final int FORMAT_VERSION = 1;

  public DesignRecord {
    indexes = List.copyOf(indexes);
    entities = List.copyOf(entities);
  }

  /** The record's file name for a table interface's simple name: {@code Shop.design.json}. */
  public static String fileName(String tableSimpleName) {
    return tableSimpleName + ".design.json";
  }

  /**
   * A secondary index.
   *
   * @param kind {@code global} or {@code local}
   * @param sortKey the index sort key attribute, or {@code null}
   * @param projection {@code ALL}, {@code KEYS_ONLY} or {@code INCLUDE}
   * @param include the included attributes of an {@code INCLUDE} projection, sorted
   * @param partitionKeys for a native index (keyed by the items' own attributes), its partition
   *     attributes in order, and {@code partitionKey} is {@code null}; empty otherwise
   * @param sortKeys for a native index, its sort attributes in order
   */
  public record Index(
      String name,
      String kind,
      String partitionKey,
      String sortKey,
      String projection,
      List<String> include,
      List<String> partitionKeys,
      List<String> sortKeys) {

    public Index {
      include = List.copyOf(include);
      partitionKeys = List.copyOf(partitionKeys);
      sortKeys = List.copyOf(sortKeys);
    }

    /** An index keyed by one synthetic attribute of each kind. */
    public Index(
        String name,
        String kind,
        String partitionKey,
        String sortKey,
        String projection,
        List<String> include) {
      this(name, kind, partitionKey, sortKey, projection, include, List.of(), List.of());
    }

    /** Whether it is a native index, keyed by the items' own attributes. */
    public boolean isNative() {
      return !partitionKeys.isEmpty();
    }
  }

  /**
   * One entity type stored in the table.
   *
   * @param type the stored entity type name (the value of the entity-type attribute)
   * @param className the qualified name of the entity class
   * @param key the primary key ({@link Key#index()} is {@code null})
   * @param indexKeys the keys the entity fills in secondary indexes, by index name
   * @param attributes the stored attributes, by stored name
   * @param collections the item collections it belongs to, by name
   */
  public record Entity(
      String type,
      String className,
      Key key,
      List<Key> indexKeys,
      List<Attribute> attributes,
      List<Collection> collections,
      List<Migration> migrations,
      int shape,
      List<FormerShape> formerShapes) {

    public Entity {
      indexKeys = List.copyOf(indexKeys);
      attributes = List.copyOf(attributes);
      collections = List.copyOf(collections);
      migrations = List.copyOf(migrations);
      formerShapes = List.copyOf(formerShapes);
    }

    /** The same entity of {@code shape}, with its former shapes. */
    public Entity withShape(int shape, List<FormerShape> formerShapes) {
      return new Entity(
          type,
          className,
          key,
          indexKeys,
          attributes,
          collections,
          migrations,
          shape,
          formerShapes);
    }
  }

  /**
   * A former shape the entity reads while its items are upgraded ({@code @FormerShape}): written
   * only while declared, for the baseline to compare with the accepted attributes.
   *
   * @param attributes its stored attributes, as the entity's are recorded
   */
  public record FormerShape(int number, String className, List<Attribute> attributes) {

    public FormerShape {
      attributes = List.copyOf(attributes);
    }
  }

  /**
   * A migration in flight, which the entity declares with {@code formerly}: written only while
   * there is one, and not compared (the accepted design is the record without it).
   *
   * @param kind {@code key} (the table key moved), {@code attribute} (a stored name changed) or
   *     {@code entityType} (the entity type name changed), among others
   * @param from the former key ({@code pk = "...", sk = "..."}), stored name or entity type
   * @param to the current key, stored name or entity type
   */
  public record Migration(String kind, String from, String to) {}

  /**
   * The key patterns of an entity in the table or in one index.
   *
   * @param index the index, or {@code null} for the table's primary key
   * @param sort the sort key pattern, or {@code null} when the key has none
   */
  public record Key(String index, Pattern partition, Pattern sort) {}

  /**
   * A key pattern: the template as written and what it stores, part by part.
   *
   * @param source the template as written, such as {@code ORDER#{createdAt}#{orderId}}
   */
  public record Pattern(String source, List<Part> parts) {

    public Pattern {
      parts = List.copyOf(parts);
    }
  }

  /** A part of a stored key: literal text, an encoded attribute value, or the shard number. */
  public sealed interface Part {}

  /** Literal text, stored as written. */
  public record Text(String text) implements Part {}

  /**
   * An attribute value encoded into the key.
   *
   * @param attribute the stored name of the attribute
   * @param javaName the placeholder's name in the pattern (the Java name)
   * @param format how the value is written: {@code string}, {@code int32}, {@code instant}...
   * @param integerDigits the declared digits of a {@code bigInteger} or {@code decimal}, else -1
   * @param fractionDigits the fraction digits of a {@code decimal}, {@code instant} or {@code
   *     localDateTime}, else -1
   * @param converter the converter class the value goes through first, or {@code null}
   * @param valueType the value type (a record of one component) it is unwrapped from, or {@code
   *     null}
   */
  public record Component(
      String attribute,
      String javaName,
      String format,
      int integerDigits,
      int fractionDigits,
      String converter,
      String valueType)
      implements Part {}

  /**
   * The shard number of a sharded partition key ({@code {shard}}).
   *
   * @param by the stored name of the attribute whose hash picks the shard, or {@code null} for a
   *     random shard per write
   */
  public record Shard(int count, String by) implements Part {}

  /**
   * A stored attribute of an entity or of a nested record.
   *
   * @param name the stored name
   * @param javaName the Java name
   * @param javaType the Java type as written
   * @param always whether every item the design writes holds the attribute (a primitive, or a
   *     component of the primary key); else it may be absent
   * @param roles {@code version}, {@code ttl}, {@code createdAt}, {@code updatedAt}, in that order
   * @param ifAbsent the default reads give items stored without it ({@code @Attribute(ifAbsent)}),
   *     as written, or {@code null}
   */
  public record Attribute(
      String name,
      String javaName,
      String javaType,
      boolean always,
      List<String> roles,
      Type type,
      String ifAbsent) {

    public Attribute {
      roles = List.copyOf(roles);
    }

    /** An attribute without a declared default. */
    public Attribute(
        String name,
        String javaName,
        String javaType,
        boolean always,
        List<String> roles,
        Type type) {
      this(name, javaName, javaType, always, roles, type, null);
    }
  }

  /** How a value is stored: a scalar, a list, a set, a map or a nested record. */
  public sealed interface Type {

    /** The DynamoDB type: S, N, B, BOOL, L, SS, NS, BS or M. */
    String dynamo();
  }

  /**
   * A single value.
   *
   * @param kind what the stored value is read as: {@code string}, {@code int64}, {@code instant},
   *     {@code enum}, {@code epochSeconds}...
   * @param converter the converter class that writes and reads it, or {@code null}
   * @param enumType the enum class of an {@code enum}, else {@code null}
   * @param constants the enum's constants, sorted (empty for other kinds)
   */
  public record Scalar(
      String dynamo, String kind, String converter, String enumType, List<String> constants)
      implements Type {

    public Scalar {
      constants = List.copyOf(constants);
    }
  }

  /** A list (L) of elements. */
  public record ListOf(Type element) implements Type {

    @Override
    public String dynamo() {
      return "L";
    }
  }

  /** A set (SS, NS or BS) of scalar elements. */
  public record SetOf(Type element) implements Type {

    @Override
    public String dynamo() {
      return switch (element.dynamo()) {
        case "N" -> "NS";
        case "B" -> "BS";
        default -> "SS";
      };
    }
  }

  /** A map (M) with string keys. */
  public record MapOf(Type value) implements Type {

    @Override
    public String dynamo() {
      return "M";
    }
  }

  /**
   * A nested record or class, stored as a map (M) of its own attributes.
   *
   * @param className the qualified name of the nested type
   * @param attributes by stored name
   */
  public record Nested(String className, List<Attribute> attributes) implements Type {

    public Nested {
      attributes = List.copyOf(attributes);
    }

    @Override
    public String dynamo() {
      return "M";
    }
  }

  /**
   * An item collection the entity belongs to.
   *
   * @param index the index whose partition holds it, or {@code null} for the table
   */
  public record Collection(String name, String index) {}
}
