package dev.singletable.processor.validate.design;

import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.ValueType;
import dev.singletable.processor.validate.Diagnostics;
import dev.singletable.processor.validate.Message;
import dev.singletable.processor.validate.design.Placement.Space;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationValue;

/**
 * Warning {@code lsi-unbounded} and error {@code max-length}. A table with local indexes limits
 * each item collection (the items of one partition-key value, in the table and its local indexes
 * together) to 10 GB. An entity stored in a local index (it fills the index's sort key) whose
 * partitions can hold any number of its items ({@link Cardinality#growth}) is reported for each
 * attribute of unbounded size: a String, byte[] or SdkBytes that is not a key component (keys are
 * at most 2 KB), a list, set or map, an Optional of those, or a nested record holding one.
 * {@code @Attribute(maxLength = n)} declares a bound (characters, bytes or elements), which the
 * review accepts; it is a declaration only, not checked at run time.
 */
final class ItemCollectionReview {

  private final Diagnostics diagnostics;

  ItemCollectionReview(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  void review(TableDesign design, Placements placements) {
    for (EntityModel entity : design.entities()) {
      for (AttributeModel attribute : entity.attributes()) {
        checkMaxLength(entity, attribute);
      }
      Optional<String> index = localIndex(entity, placements);
      if (index.isEmpty()
          || entity.primaryKey() == null
          || Cardinality.growth(entity, entity.primaryKey().partitionKey()).isEmpty()) {
        continue;
      }
      Set<String> keyComponents = keyComponents(entity);
      for (AttributeModel attribute : entity.storedAttributes()) {
        if (keyComponents.contains(attribute.name())) {
          continue;
        }
        unbounded(attribute)
            .ifPresent(
                what ->
                    diagnostics.warning(
                        attribute.origin(),
                        Message.LSI_UNBOUNDED_ATTRIBUTE,
                        attribute.name(),
                        entity.simpleName(),
                        what,
                        entity.simpleName(),
                        design.table().partitionKey(),
                        index.get()));
      }
    }
  }

  private static Optional<String> localIndex(EntityModel entity, Placements placements) {
    for (Map.Entry<Space, List<Placement>> entry : placements.bySpace().entrySet()) {
      if (entry.getKey().isLocal()
          && entry.getValue().stream().anyMatch(p -> p.entity() == entity)) {
        return Optional.of(entry.getKey().index().name());
      }
    }
    return Optional.empty();
  }

  private static Set<String> keyComponents(EntityModel entity) {
    Set<String> names = new HashSet<>();
    for (KeyUse use : entity.keyUses()) {
      for (var pattern : new KeyPatternModel[] {use.partitionKey(), use.sortKey()}) {
        if (pattern != null) {
          pattern.placeholders().stream().map(Segment.Placeholder::name).forEach(names::add);
        }
      }
    }
    return names;
  }

  /** What makes the attribute's size unbounded ("a String", ...), or empty when it is bounded. */
  private static Optional<String> unbounded(AttributeModel attribute) {
    if (attribute.ignored() || maxLength(attribute) > 0) {
      return Optional.empty();
    }
    return unbounded(attribute.type());
  }

  private static Optional<String> unbounded(ValueType type) {
    if (type instanceof ValueType.Scalar scalar) {
      return switch (scalar.kind()) {
        case STRING -> Optional.of("a String");
        case BYTES, SDK_BYTES -> Optional.of("a " + scalar.javaType());
        default -> Optional.empty();
      };
    }
    if (type instanceof ValueType.ListOf
        || type instanceof ValueType.SetOf
        || type instanceof ValueType.MapOf) {
      return Optional.of("a collection (" + type.javaType() + ")");
    }
    if (type instanceof ValueType.OptionalOf optional) {
      return unbounded(optional.value());
    }
    if (type instanceof ValueType.Embedded embedded) {
      for (AttributeModel nested : embedded.attributes()) {
        Optional<String> found = unbounded(nested);
        if (found.isPresent()) {
          return Optional.of(
              "a nested " + type.javaType() + " whose " + nested.name() + " is " + found.get());
        }
      }
    }
    return Optional.empty();
  }

  private void checkMaxLength(EntityModel entity, AttributeModel attribute) {
    var mirror = Annotations.find(attribute.origin().element(), "Attribute");
    AnnotationValue value = mirror.map(m -> Annotations.explicitValue(m, "maxLength")).orElse(null);
    if (value == null) {
      return;
    }
    int maxLength = (Integer) value.getValue();
    String problem =
        maxLength < 1
            ? "must be at least 1 (characters, bytes or elements)"
            : sizable(attribute.type())
                ? null
                : "applies to String, byte[], SdkBytes, lists, sets and maps (or an Optional of"
                    + " one), not "
                    + attribute.type().javaType()
                    + "; remove it";
    if (problem != null) {
      diagnostics.error(
          new Origin(attribute.origin().element(), mirror.get(), value),
          Message.MAX_LENGTH_INVALID,
          maxLength,
          attribute.name(),
          entity.simpleName(),
          problem);
    }
  }

  private static boolean sizable(ValueType type) {
    if (type instanceof ValueType.OptionalOf optional) {
      return sizable(optional.value());
    }
    return type instanceof ValueType.ListOf
        || type instanceof ValueType.SetOf
        || type instanceof ValueType.MapOf
        || (type instanceof ValueType.Scalar scalar
            && (scalar.kind() == ScalarKind.STRING
                || scalar.kind() == ScalarKind.BYTES
                || scalar.kind() == ScalarKind.SDK_BYTES));
  }

  /** The declared {@code @Attribute(maxLength)}, or -1. */
  private static int maxLength(AttributeModel attribute) {
    return Annotations.find(attribute.origin().element(), "Attribute")
        .map(m -> Annotations.explicitValue(m, "maxLength"))
        .map(v -> (Integer) v.getValue())
        .orElse(-1);
  }
}
