package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
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

  KeyPlanner(EntityModel entity) {
    this.entity = entity;
  }

  /** The component a placeholder names; validation guarantees the attribute exists. */
  KeyComponent component(String name) {
    return components.computeIfAbsent(name, this::resolve);
  }

  private KeyComponent resolve(String name) {
    AttributeModel attribute =
        entity.attributes().stream()
            .filter(candidate -> candidate.name().equals(name))
            .findFirst()
            .orElseThrow(() -> new IllegalStateException("validated design lacks " + name));
    return encoded(attribute);
  }

  /** The {@code KeyEncoding} call for an attribute of a keyable kind. */
  static KeyComponent encoded(AttributeModel attribute) {
    ScalarKind kind = attribute.scalarKind();
    boolean boxed = !attribute.primitive();
    int fraction = attribute.fractionDigits() < 0 ? 9 : attribute.fractionDigits();
    return switch (kind) {
      case STRING -> new KeyComponent(attribute, "string", true, false, List.of());
      case BOOLEAN -> new KeyComponent(attribute, "bool", false, boxed, List.of());
      case BYTE -> new KeyComponent(attribute, "int8", false, boxed, List.of());
      case SHORT -> new KeyComponent(attribute, "int16", false, boxed, List.of());
      case INT -> new KeyComponent(attribute, "int32", false, boxed, List.of());
      case LONG -> new KeyComponent(attribute, "int64", false, boxed, List.of());
      case BIG_INTEGER ->
          new KeyComponent(
              attribute, "bigInteger", false, false, List.of(attribute.integerDigits()));
      case BIG_DECIMAL ->
          new KeyComponent(
              attribute,
              "decimal",
              false,
              false,
              List.of(attribute.integerDigits(), attribute.fractionDigits()));
      case INSTANT -> new KeyComponent(attribute, "instant", false, false, List.of(fraction));
      case LOCAL_DATE -> new KeyComponent(attribute, "localDate", false, false, List.of());
      case LOCAL_DATE_TIME ->
          new KeyComponent(attribute, "localDateTime", false, false, List.of(fraction));
      case UUID -> new KeyComponent(attribute, "uuid", false, false, List.of());
      case ENUM -> new KeyComponent(attribute, "enumName", true, false, List.of());
      default -> throw new IllegalStateException("not a key component type: " + kind);
    };
  }

  /** A pattern stored in {@code attribute}. */
  KeyTemplate template(KeyPatternModel pattern, String attribute, boolean partition) {
    List<KeyTemplate.Part> parts = new ArrayList<>();
    for (Segment segment : pattern.segments()) {
      if (segment instanceof Segment.Literal literal) {
        parts.add(new KeyTemplate.Text(literal.text()));
      } else if (segment instanceof Segment.Shard) {
        ShardModel shard = shard(pattern).orElseThrow();
        parts.add(
            new KeyTemplate.ShardSlot(
                shard.count(), shard.by() == null ? null : component(shard.by())));
      } else {
        parts.add(new KeyTemplate.Value(component(((Segment.Placeholder) segment).name())));
      }
    }
    return new KeyTemplate(attribute, pattern.source(), partition, parts, components(pattern));
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
