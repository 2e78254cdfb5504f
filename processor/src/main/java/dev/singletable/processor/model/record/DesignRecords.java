package dev.singletable.processor.model.record;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AttributeDefault;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.Conversion;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.NestedRename;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.ShardModel;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.model.ValueType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Derives the {@link DesignRecord} of a validated design from the model alone (never from generated
 * code), sorted so that the same design always gives the same record.
 */
public final class DesignRecords {

  private final Function<TypeName, List<String>> enumConstants;

  /**
   * @param enumConstants the constants of an enum type, in any order
   */
  public DesignRecords(Function<TypeName, List<String>> enumConstants) {
    this.enumConstants = enumConstants;
  }

  /** The record of a design that validation accepted. */
  public DesignRecord of(TableDesign design) {
    TableModel table = design.table();
    String ttl =
        design.entities().stream()
            .flatMap(entity -> entity.attributeWith(Role.TTL).stream())
            .map(AttributeModel::storedName)
            .findFirst()
            .orElse(null);
    return new DesignRecord(
        DesignRecord.FORMAT_VERSION,
        table.name(),
        table.type().canonicalName(),
        table.partitionKey(),
        table.sortKey(),
        table.entityTypeAttribute(),
        table.delimiter(),
        ttl,
        table.stream(),
        java.util.stream.Stream.concat(table.indexes().stream(), table.nativeIndexes().stream())
            .map(DesignRecords::index)
            .sorted(Comparator.comparing(DesignRecord.Index::name))
            .toList(),
        design.entities().stream()
            .map(entity -> ShapeRecords.of(entity, design, this))
            .sorted(Comparator.comparing(DesignRecord.Entity::type))
            .toList());
  }

  private static DesignRecord.Index index(IndexModel index) {
    if (index.isNative()) {
      return new DesignRecord.Index(
          index.name(),
          "global",
          null,
          null,
          index.projection().name(),
          index.include().stream().sorted().toList(),
          index.partitionKeys(),
          index.sortKeys());
    }
    return new DesignRecord.Index(
        index.name(),
        index.isGlobal() ? "global" : "local",
        index.partitionKey(),
        index.sortKey(),
        index.projection().name(),
        index.include().stream().sorted().toList());
  }

  /**
   * The record of one entity with the migrations it declares ({@code null}: none), of shape 1
   * without former shapes ({@link ShapeRecords} adds those the entity declares).
   */
  public DesignRecord.Entity entity(EntityModel entity, MigrationModel migration) {
    Set<String> keyComponents = new HashSet<>();
    if (entity.primaryKey() != null) {
      patterns(entity.primaryKey())
          .forEach(pattern -> pattern.placeholders().forEach(p -> keyComponents.add(p.name())));
    }
    return new DesignRecord.Entity(
        entity.typeName(),
        entity.type().canonicalName(),
        key(entity, entity.primaryKey()),
        entity.indexKeys().stream()
            .map(use -> key(entity, use))
            .sorted(Comparator.comparing(DesignRecord.Key::index))
            .toList(),
        attributes(entity.storedAttributes(), keyComponents),
        entity.collections().stream()
            .map(
                collection ->
                    new DesignRecord.Collection(collection.name(), collection.indexName()))
            .sorted(
                Comparator.comparing(DesignRecord.Collection::name)
                    .thenComparing(
                        DesignRecord.Collection::index,
                        Comparator.nullsFirst(Comparator.naturalOrder())))
            .toList(),
        migrations(entity, migration),
        1,
        List.of());
  }

  private List<DesignRecord.Migration> migrations(EntityModel entity, MigrationModel migration) {
    List<DesignRecord.Migration> migrations = new ArrayList<>();
    if (migration == null) {
      return migrations;
    }
    // Each renamed enum constant once, however many attributes hold its enum.
    java.util.Map<String, String> constants = new java.util.TreeMap<>();
    for (AttributeModel attribute : migration.conversions()) {
      for (dev.singletable.processor.model.EnumFormer former :
          dev.singletable.processor.model.EnumFormer.in(attribute.type())) {
        constants.put(
            former.enumType() + "." + former.former(), former.enumType() + "." + former.constant());
      }
    }
    constants.forEach(
        (from, to) -> migrations.add(new DesignRecord.Migration("enumConstant", from, to)));
    // Each renamed field of a nested type once, however many attributes hold the type.
    java.util.Map<String, String> fields = new java.util.TreeMap<>();
    for (AttributeModel attribute : migration.conversions()) {
      for (NestedRename nested : NestedRename.in(attribute.type())) {
        fields.put(
            nested.typeName() + "." + nested.rename().formerly(),
            nested.typeName() + "." + nested.rename().attribute().storedName());
      }
    }
    fields.forEach(
        (from, to) -> migrations.add(new DesignRecord.Migration("nestedAttribute", from, to)));
    if (migration.formerType() != null) {
      migrations.add(
          new DesignRecord.Migration(
              "entityType", migration.formerType().name(), entity.typeName()));
    }
    MigrationModel.FormerKey former = migration.formerKey();
    if (former != null && entity.primaryKey() != null) {
      migrations.add(
          new DesignRecord.Migration(
              "key",
              shown(former.partition(), former.sort()),
              shown(entity.primaryKey().partitionKey(), entity.primaryKey().sortKey())));
    }
    migration.indexes().stream()
        .sorted(Comparator.comparing(f -> f.use().indexName()))
        .forEach(
            index ->
                migrations.add(
                    new DesignRecord.Migration(
                        "indexKey:" + index.use().indexName(),
                        shown(index.partition(), index.sort()),
                        shown(index.use().partitionKey(), index.use().sortKey()))));
    migration.formats().stream()
        .sorted(Comparator.comparing(f -> f.attribute().name()))
        .forEach(
            format ->
                migrations.add(
                    new DesignRecord.Migration(
                        "keyFormat", digits(format.former()), digits(format.attribute()))));
    migration.storedTypes().stream()
        .filter(t -> t.topLevel() && t.supported())
        .sorted(Comparator.comparing(t -> t.attribute().name()))
        .forEach(
            t ->
                migrations.add(
                    new DesignRecord.Migration(
                        "storedType",
                        t.attribute().name() + ": " + kindName(t.former()),
                        t.attribute().name() + ": " + kindName(t.current()))));
    migration.renames().stream()
        .sorted(Comparator.comparing(MigrationModel.Rename::formerly))
        .forEach(
            rename ->
                migrations.add(
                    new DesignRecord.Migration(
                        "attribute", rename.formerly(), rename.attribute().storedName())));
    return migrations;
  }

  /** {@code placedAt: fractionDigits = 9}: a key component's format in a migration. */
  private String digits(AttributeModel attribute) {
    DesignRecord.Component component = component(attribute);
    List<String> members = new ArrayList<>();
    if (component.integerDigits() >= 0) {
      members.add("integerDigits = " + component.integerDigits());
    }
    if (component.fractionDigits() >= 0) {
      members.add("fractionDigits = " + component.fractionDigits());
    }
    return attribute.name() + ": " + component.format() + " " + String.join(", ", members);
  }

  private static String shown(KeyPatternModel pk, KeyPatternModel sk) {
    return "pk = \"" + pk.source() + "\"" + (sk == null ? "" : ", sk = \"" + sk.source() + "\"");
  }

  /** The record of one key use: the primary key or the entity's keys in one index. */
  public DesignRecord.Key key(EntityModel entity, KeyUse use) {
    return new DesignRecord.Key(
        use.indexName(),
        pattern(entity, use, use.partitionKey()),
        use.sortKey() == null ? null : pattern(entity, use, use.sortKey()));
  }

  private DesignRecord.Pattern pattern(EntityModel entity, KeyUse use, KeyPatternModel pattern) {
    List<DesignRecord.Part> parts = new ArrayList<>();
    for (Segment segment : pattern.segments()) {
      if (segment instanceof Segment.Literal literal) {
        parts.add(new DesignRecord.Text(literal.text()));
      } else if (segment instanceof Segment.Placeholder placeholder) {
        parts.add(component(entity.attribute(placeholder.name()).orElseThrow()));
      } else {
        ShardModel shard = entity.shard(use).orElseThrow();
        parts.add(
            new DesignRecord.Shard(
                shard.count(),
                shard.by() == null
                    ? null
                    : entity.attribute(shard.by()).orElseThrow().storedName()));
      }
    }
    return new DesignRecord.Pattern(pattern.source(), parts);
  }

  /** How an attribute's value is written into a key. */
  public DesignRecord.Component component(AttributeModel attribute) {
    ScalarKind kind = attribute.scalarKind();
    int integerDigits =
        kind == ScalarKind.BIG_INTEGER || kind == ScalarKind.BIG_DECIMAL
            ? attribute.integerDigits()
            : -1;
    int fractionDigits =
        switch (kind) {
          case BIG_DECIMAL -> attribute.fractionDigits();
          case INSTANT, LOCAL_DATE_TIME ->
              attribute.fractionDigits() < 0 ? 9 : attribute.fractionDigits();
          default -> -1;
        };
    Conversion conversion = attribute.conversion();
    return new DesignRecord.Component(
        attribute.storedName(),
        attribute.name(),
        kindName(kind),
        integerDigits,
        fractionDigits,
        conversion instanceof Conversion.Converter converter
            ? converter.converter().canonicalName()
            : null,
        conversion instanceof Conversion.Component ? typeName(attribute.type().javaType()) : null);
  }

  private List<DesignRecord.Attribute> attributes(
      List<AttributeModel> attributes, Set<String> keyComponents) {
    return attributes.stream()
        .filter(attribute -> !attribute.ignored())
        .map(attribute -> attribute(attribute, keyComponents.contains(attribute.name())))
        .sorted(Comparator.comparing(DesignRecord.Attribute::name))
        .toList();
  }

  /**
   * The record of a stored attribute.
   *
   * @param keyComponent whether it is a component of the primary key, which every item holds
   */
  public DesignRecord.Attribute attribute(AttributeModel attribute, boolean keyComponent) {
    List<String> roles = new ArrayList<>();
    for (Role role : Role.values()) {
      if (attribute.has(role)) {
        roles.add(roleName(role));
      }
    }
    return new DesignRecord.Attribute(
        attribute.storedName(),
        attribute.name(),
        typeName(attribute.type().javaType()),
        keyComponent || required(attribute),
        roles,
        attribute.has(Role.TTL)
            ? new DesignRecord.Scalar("N", "epochSeconds", null, null, List.of())
            : type(attribute.type()),
        AttributeDefault.of(attribute).map(AttributeDefault::literal).orElse(null));
  }

  /**
   * Whether reading an item needs the attribute: a primitive, which has no absent value (but a
   * primitive TTL, whose absence reads as 0, "never expires").
   */
  public static boolean required(AttributeModel attribute) {
    return attribute.primitive() && !attribute.has(Role.TTL);
  }

  /** How a value of a validated type is stored. */
  public DesignRecord.Type type(ValueType type) {
    if (type instanceof ValueType.Scalar scalar) {
      boolean isEnum = scalar.kind() == ScalarKind.ENUM;
      return new DesignRecord.Scalar(
          scalar.kind().storage().name(),
          kindName(scalar.kind()),
          scalar.conversion() instanceof Conversion.Converter converter
              ? converter.converter().canonicalName()
              : null,
          isEnum ? typeName(scalar.storedType()) : null,
          isEnum ? enumConstants.apply(scalar.storedType()).stream().sorted().toList() : List.of());
    }
    if (type instanceof ValueType.ListOf list) {
      return new DesignRecord.ListOf(type(list.element()));
    }
    if (type instanceof ValueType.SetOf set) {
      return new DesignRecord.SetOf(type(set.element()));
    }
    if (type instanceof ValueType.MapOf map) {
      return new DesignRecord.MapOf(type(map.value()));
    }
    if (type instanceof ValueType.OptionalOf optional) {
      return type(optional.value());
    }
    if (type instanceof ValueType.Embedded embedded) {
      return new DesignRecord.Nested(
          typeName(embedded.javaType()), attributes(embedded.attributes(), Set.of()));
    }
    throw new IllegalStateException("a validated design has no unsupported type: " + type);
  }

  /** The record's name of a role. */
  public static String roleName(Role role) {
    return switch (role) {
      case VERSION -> "version";
      case TTL -> "ttl";
      case CREATED_AT -> "createdAt";
      case UPDATED_AT -> "updatedAt";
      case UNIQUE -> "unique";
    };
  }

  /** The record's name of a scalar kind, which is also a key component's format. */
  public static String kindName(ScalarKind kind) {
    return switch (kind) {
      case STRING -> "string";
      case BOOLEAN -> "bool";
      case BYTE -> "int8";
      case SHORT -> "int16";
      case INT -> "int32";
      case LONG -> "int64";
      case FLOAT -> "float32";
      case DOUBLE -> "float64";
      case BIG_DECIMAL -> "decimal";
      case BIG_INTEGER -> "bigInteger";
      case INSTANT -> "instant";
      case LOCAL_DATE -> "localDate";
      case LOCAL_DATE_TIME -> "localDateTime";
      case UUID -> "uuid";
      case ENUM -> "enum";
      case BYTES, SDK_BYTES -> "bytes";
    };
  }

  private static String typeName(TypeName type) {
    TypeName bare = type.withoutAnnotations();
    return bare instanceof ClassName name ? name.canonicalName() : bare.toString();
  }

  private static List<KeyPatternModel> patterns(KeyUse use) {
    List<KeyPatternModel> patterns = new ArrayList<>();
    if (use.partitionKey() != null) {
      patterns.add(use.partitionKey());
    }
    if (use.sortKey() != null) {
      patterns.add(use.sortKey());
    }
    return patterns;
  }
}
