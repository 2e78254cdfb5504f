package dev.singletable.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Which entities a native index ({@code @GlobalIndex(partitionKeys = ...)}) holds and how one of
 * them is read from it.
 *
 * <p>An entity is in a native index when it stores every key attribute of it (the table's
 * entity-type attribute counts as stored by all); its items whose value of one of them is null are
 * not (a sparse index). A query of one entity never returns another's items: either the entity is
 * the only one in the index, or the entity-type attribute is one of the index's partition
 * attributes, which the query fixes to the entity's type. An index that several entities are in
 * without it is legal but mixed: no entity gets a query of it, and a declared read that only it
 * could serve is an error ({@code native-index-mixed}).
 */
public final class NativeKeys {

  private NativeKeys() {}

  /** The attribute of {@code entity} stored as {@code storedName}. */
  public static Optional<AttributeModel> attribute(EntityModel entity, String storedName) {
    return entity.storedAttributes().stream()
        .filter(attribute -> attribute.storedName().equals(storedName))
        .findFirst();
  }

  /** Whether {@code entity} stores every key attribute of native index {@code index}. */
  public static boolean member(TableModel table, EntityModel entity, IndexModel index) {
    return member(table, entity.storedAttributes(), index);
  }

  /** Whether an entity storing {@code stored} stores every key attribute of {@code index}. */
  public static boolean member(TableModel table, List<AttributeModel> stored, IndexModel index) {
    return index.keyAttributes().stream()
        .allMatch(
            name ->
                name.equals(table.entityTypeAttribute())
                    || stored.stream().anyMatch(a -> a.storedName().equals(name)));
  }

  /** The entities of {@code design} in native index {@code index}. */
  public static List<EntityModel> members(TableDesign design, IndexModel index) {
    return design.entities().stream()
        .filter(entity -> member(design.table(), entity, index))
        .toList();
  }

  /** Whether the query of an entity fixes the entity-type attribute: a partition attribute. */
  public static boolean typed(TableModel table, IndexModel index) {
    return index.partitionKeys().contains(table.entityTypeAttribute());
  }

  /**
   * Whether a query of one entity of native index {@code index} could return another's items:
   * several entities are in it and the entity-type attribute is not a partition attribute.
   */
  public static boolean mixed(TableDesign design, IndexModel index) {
    return !typed(design.table(), index) && members(design, index).size() > 1;
  }

  /**
   * The keys of {@code entity} in the native indexes it can be read from: one key use each, whose
   * patterns are the index's key attributes as placeholders (Java names), the entity-type attribute
   * left out, so that declared reads are proven against them like key templates.
   */
  public static List<KeyUse> uses(TableDesign design, EntityModel entity) {
    return uses(design, entity, false);
  }

  /**
   * The keys of {@code entity} in the {@link #mixed} native indexes it is in: no query reads them,
   * and validation tells a declared read that only one of them could serve what it would return.
   */
  public static List<KeyUse> mixedUses(TableDesign design, EntityModel entity) {
    return uses(design, entity, true);
  }

  private static List<KeyUse> uses(TableDesign design, EntityModel entity, boolean mixed) {
    List<KeyUse> uses = new ArrayList<>();
    TableModel table = design.table();
    for (IndexModel index : table.nativeIndexes()) {
      if (!member(table, entity, index) || mixed(design, index) != mixed) {
        continue;
      }
      uses.add(
          new KeyUse(
              index.name(),
              index,
              false,
              pattern(table, entity, index.partitionKeys(), index.origin()),
              index.sortKeys().isEmpty()
                  ? null
                  : pattern(table, entity, index.sortKeys(), index.origin()),
              Names.lowerFirst(index.name()),
              index.origin()));
    }
    return uses;
  }

  /** S, N or B for a type a key attribute can have; {@code null} for any other. */
  public static String keyType(ValueType type) {
    ValueType value = type instanceof ValueType.OptionalOf optional ? optional.value() : type;
    if (value instanceof ValueType.Scalar scalar
        && scalar.kind().storage() != ScalarKind.Storage.BOOL) {
      return scalar.kind().storage().name();
    }
    return null;
  }

  /**
   * The type (S, N or B) of each key attribute of the native indexes of a valid design, by stored
   * name: the entity-type attribute is a string.
   */
  public static java.util.Map<String, String> keyTypes(TableDesign design) {
    java.util.Map<String, String> types = new java.util.LinkedHashMap<>();
    for (IndexModel index : design.table().nativeIndexes()) {
      for (String name : index.keyAttributes()) {
        if (name.equals(design.table().entityTypeAttribute())) {
          types.put(name, "S");
          continue;
        }
        design.entities().stream()
            .flatMap(entity -> attribute(entity, name).stream())
            .map(attribute -> keyType(attribute.type()))
            .findFirst()
            .ifPresent(type -> types.put(name, type));
      }
    }
    return types;
  }

  /** Whether {@code use} is a key use of a native index. */
  public static boolean isNative(KeyUse use) {
    return use != null && use.index() != null && use.index().isNative();
  }

  private static KeyPatternModel pattern(
      TableModel table, EntityModel entity, List<String> storedNames, Origin origin) {
    List<Segment> segments = new ArrayList<>();
    List<String> shown = new ArrayList<>();
    for (String name : storedNames) {
      if (name.equals(table.entityTypeAttribute())) {
        shown.add(name + " = \"" + entity.typeName() + "\"");
        continue;
      }
      AttributeModel attribute = attribute(entity, name).orElseThrow();
      segments.add(new Segment.Placeholder(attribute.name(), 0));
      shown.add(name);
    }
    return new KeyPatternModel(String.join(", ", shown), segments, null, 0, origin);
  }
}
