package dev.singletable.processor.plan;

import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.Conversion;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.ShardModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Resolves an entity's key patterns: each placeholder to its attribute and the encoding that keeps
 * its values in order, once, for every writer that renders keys.
 */
final class KeyPlanner {

  private final EntityModel entity;
  private final Map<String, KeyComponent> components = new LinkedHashMap<>();
  private final Map<String, AttributeModel> former;

  KeyPlanner(EntityModel entity) {
    this(entity, Map.of());
  }

  /**
   * A planner that encodes the attributes of {@code former} (by Java name) in their former formats,
   * through parts named {@code FORMER_} and their constant: a former key's parts.
   */
  KeyPlanner(EntityModel entity, Map<String, AttributeModel> former) {
    this.entity = entity;
    this.former = former;
  }

  /** The component a placeholder names; validation guarantees the attribute exists. */
  KeyComponent component(String name) {
    return components.computeIfAbsent(name, this::resolve);
  }

  private KeyComponent resolve(String name) {
    if (former.containsKey(name)) {
      return encoded(former.get(name), "FORMER_" + partConstant(name));
    }
    AttributeModel attribute =
        entity.attributes().stream()
            .filter(candidate -> candidate.name().equals(name))
            .findFirst()
            .orElseThrow(() -> new IllegalStateException("validated design lacks " + name));
    return encoded(attribute, partConstant(name));
  }

  /** The {@code Keys} part of an attribute of a keyable kind, in the constant {@code constant}. */
  static KeyComponent encoded(AttributeModel attribute, String constant) {
    ScalarKind kind = attribute.scalarKind();
    int fraction = attribute.fractionDigits() < 0 ? 9 : attribute.fractionDigits();
    Conversion conversion = attribute.conversion();
    TypeName stored =
        (conversion == null ? attribute.type().javaType() : conversion.storedType())
            .withoutAnnotations()
            .box();
    return switch (kind) {
      case STRING -> part(attribute, "string", true, List.of(), constant, stored);
      case BOOLEAN -> part(attribute, "bool", false, List.of(), constant, stored);
      case BYTE -> part(attribute, "int8", false, List.of(), constant, stored);
      case SHORT -> part(attribute, "int16", false, List.of(), constant, stored);
      case INT -> part(attribute, "int32", false, List.of(), constant, stored);
      case LONG -> part(attribute, "int64", false, List.of(), constant, stored);
      case BIG_INTEGER ->
          part(
              attribute, "bigInteger", false, List.of(attribute.integerDigits()), constant, stored);
      case BIG_DECIMAL ->
          part(
              attribute,
              "decimal",
              false,
              List.of(attribute.integerDigits(), attribute.fractionDigits()),
              constant,
              stored);
      case INSTANT -> part(attribute, "instant", false, List.of(fraction), constant, stored);
      case LOCAL_DATE -> part(attribute, "localDate", false, List.of(), constant, stored);
      case LOCAL_DATE_TIME ->
          part(attribute, "localDateTime", false, List.of(fraction), constant, stored);
      case UUID -> part(attribute, "uuid", false, List.of(), constant, stored);
      case ENUM -> new KeyComponent(attribute, "enumName", true, List.of(), true, constant, stored);
      default -> throw new IllegalStateException("not a key component type: " + kind);
    };
  }

  private static KeyComponent part(
      AttributeModel attribute,
      String factory,
      boolean delimited,
      List<Integer> arguments,
      String constant,
      TypeName stored) {
    return new KeyComponent(attribute, factory, delimited, arguments, false, constant, stored);
  }

  /**
   * The constant of a part: the attribute's name in capitals, unless another kind of key constant
   * ({@code ENTITY}, {@code PK}, {@code GSI1_SK}, {@code PK_SHARD}) could have that name.
   */
  private static String partConstant(String name) {
    String constant = Names.constant(name);
    boolean keyLike =
        constant.equals("ENTITY")
            || constant.equals("PK")
            || constant.equals("SK")
            || constant.endsWith("_PK")
            || constant.endsWith("_SK")
            || constant.endsWith("_SHARD");
    return keyLike ? constant + "_PART" : constant;
  }

  /**
   * The key record's constant of a key of {@code use}: {@code PK} and {@code SK} for the table's
   * (an LSI's partition key is the table's), {@code GSI1_PK}, {@code GSI1_SK} for an index's.
   */
  static String keyConstant(KeyUse use, boolean partition) {
    String role = partition ? "PK" : "SK";
    if (use.isPrimary() || (use.local() && partition)) {
      return role;
    }
    return Names.constant(Names.indexPrefix(use.indexName())) + "_" + role;
  }

  /** A pattern stored in {@code attribute}, rendered through the key constant {@code constant}. */
  KeyTemplate template(
      KeyPatternModel pattern, String attribute, boolean partition, String constant) {
    List<KeyTemplate.Part> parts = new ArrayList<>();
    for (Segment segment : pattern.segments()) {
      if (segment instanceof Segment.Literal literal) {
        parts.add(new KeyTemplate.Text(literal.text()));
      } else if (segment instanceof Segment.Shard) {
        ShardModel shard = shard(pattern).orElseThrow();
        parts.add(
            new KeyTemplate.ShardSlot(
                shard.count(),
                shard.by() == null ? null : component(shard.by()),
                constant + "_SHARD"));
      } else {
        parts.add(new KeyTemplate.Value(component(((Segment.Placeholder) segment).name())));
      }
    }
    return new KeyTemplate(
        attribute, constant, pattern.source(), partition, parts, components(pattern));
  }

  /**
   * The distinct components of some patterns (null ones skipped), in order of appearance; a sharded
   * pattern's {@code by} attribute follows its placeholders, as the shard is computed from it.
   */
  List<KeyComponent> components(KeyPatternModel... patterns) {
    Map<String, KeyComponent> distinct = new LinkedHashMap<>();
    for (KeyPatternModel pattern : patterns) {
      if (pattern != null) {
        for (Segment.Placeholder placeholder : pattern.placeholders()) {
          distinct.computeIfAbsent(placeholder.name(), this::component);
        }
      }
    }
    for (KeyPatternModel pattern : patterns) {
      if (pattern != null) {
        shard(pattern)
            .map(ShardModel::by)
            .ifPresent(by -> distinct.computeIfAbsent(by, this::component));
      }
    }
    return List.copyOf(distinct.values());
  }

  /** The placeholders of a pattern only: the parameters of a query reading every shard. */
  List<KeyComponent> placeholderComponents(KeyPatternModel pattern) {
    Map<String, KeyComponent> distinct = new LinkedHashMap<>();
    for (Segment.Placeholder placeholder : pattern.placeholders()) {
      distinct.computeIfAbsent(placeholder.name(), this::component);
    }
    return List.copyOf(distinct.values());
  }

  /** The {@code @Shard} of a sharded partition-key pattern. */
  private Optional<ShardModel> shard(KeyPatternModel pattern) {
    if (!pattern.hasShard()) {
      return Optional.empty();
    }
    return entity.keyUses().stream()
        .filter(use -> use.partitionKey() == pattern)
        .map(entity::shard)
        .flatMap(Optional::stream)
        .findFirst();
  }

  static List<AttributeModel> attributes(List<KeyComponent> components) {
    return components.stream().map(KeyComponent::attribute).toList();
  }

  static List<String> names(List<KeyComponent> components) {
    return components.stream().map(KeyComponent::name).toList();
  }
}
