package dev.singletable.processor.validate;

import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.ValueType;
import javax.lang.model.element.Element;

/**
 * Checks the {@code @Unique} attributes of an entity: stored, outside the primary key (a key names
 * one item already) and of a type whose values can key a guard item. The roles it cannot share
 * ({@code @Version}...) are {@link RoleValidator}'s, a nested {@code @Unique} is {@code
 * role-nested}.
 */
final class UniqueValidator {

  private final Diagnostics diagnostics;

  UniqueValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  void validate(EntityModel entity) {
    for (AttributeModel attribute : entity.attributes()) {
      if (attribute.has(Role.UNIQUE)) {
        validate(entity, attribute);
      }
    }
  }

  private void validate(EntityModel entity, AttributeModel attribute) {
    Origin at = at(attribute);
    String owner = entity.simpleName();
    if (attribute.ignored()) {
      diagnostics.error(at, UniqueMessage.IGNORED, owner, attribute.name());
      return;
    }
    if (entity.derivations().stream().anyMatch(d -> d.attribute().equals(attribute.name()))) {
      diagnostics.error(at, UniqueMessage.DERIVED, owner, attribute.name());
      return;
    }
    ValueType type = attribute.type();
    if (type instanceof ValueType.OptionalOf optional) {
      type = optional.value();
    }
    if (!(type instanceof ValueType.Scalar scalar) || !keyable(scalar.kind())) {
      diagnostics.error(
          at, UniqueMessage.TYPE, owner, attribute.name(), attribute.type().javaType());
      return;
    }
    String pattern = primaryKeyPattern(entity, attribute.name());
    if (pattern != null) {
      diagnostics.error(at, UniqueMessage.KEY, owner, attribute.name(), pattern, attribute.name());
    }
  }

  private static boolean keyable(ScalarKind kind) {
    return kind != null && kind.keyable();
  }

  /** The {@code @Unique} annotation itself, or the attribute when it cannot be found. */
  private static Origin at(AttributeModel attribute) {
    Element element = attribute.origin().element();
    return element == null
        ? attribute.origin()
        : Annotations.find(element, "Unique")
            .map(mirror -> Origin.of(element, mirror))
            .orElse(attribute.origin());
  }

  /** {@code pk = "USER#{id}"} when the attribute is a component of the primary key, else null. */
  private static String primaryKeyPattern(EntityModel entity, String name) {
    KeyUse primary = entity.primaryKey();
    if (primary == null) {
      return null;
    }
    KeyPatternModel[] patterns = {primary.partitionKey(), primary.sortKey()};
    for (int i = 0; i < patterns.length; i++) {
      KeyPatternModel pattern = patterns[i];
      if (pattern != null
          && pattern.isValid()
          && pattern.placeholders().stream()
              .map(Segment.Placeholder::name)
              .anyMatch(name::equals)) {
        return (i == 0 ? "pk = \"" : "sk = \"") + pattern.source() + "\"";
      }
    }
    return null;
  }
}
