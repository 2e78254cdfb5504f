package dev.singletable.processor.validate;

import dev.singletable.processor.model.AttributeDefault;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/**
 * Checks the defaults attributes declare ({@code @Attribute(ifAbsent = "...")}), nested ones
 * included: a single stored value (a scalar, neither bytes nor converted), written as a value of
 * its type, on an attribute that neither a key nor the library computes.
 */
final class DefaultValidator {

  private final Diagnostics diagnostics;

  DefaultValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  void validate(EntityModel entity) {
    attributes(entity, entity.attributes(), true);
  }

  private void attributes(EntityModel entity, List<AttributeModel> attributes, boolean topLevel) {
    for (AttributeModel attribute : attributes) {
      AttributeDefault.of(attribute)
          .ifPresent(declared -> check(entity, attribute, declared, topLevel));
      nested(entity, attribute.type());
    }
  }

  private void nested(EntityModel entity, ValueType type) {
    if (type instanceof ValueType.Embedded embedded) {
      attributes(entity, embedded.attributes(), false);
    } else if (type instanceof ValueType.ListOf list) {
      nested(entity, list.element());
    } else if (type instanceof ValueType.MapOf map) {
      nested(entity, map.value());
    } else if (type instanceof ValueType.OptionalOf optional) {
      nested(entity, optional.value());
    }
  }

  private void check(
      EntityModel entity, AttributeModel attribute, AttributeDefault declared, boolean topLevel) {
    String problem = problem(entity, attribute, declared.literal(), topLevel);
    if (problem != null) {
      diagnostics.error(
          declared.origin(),
          DefaultMessage.INVALID,
          "attribute " + attribute.name(),
          entity.simpleName(),
          declared.literal(),
          problem);
    }
  }

  private static String problem(
      EntityModel entity, AttributeModel attribute, String literal, boolean topLevel) {
    if (attribute.ignored()) {
      return "it is @Ignore (not stored); remove ifAbsent";
    }
    Role role = attribute.roles().stream().findFirst().orElse(null);
    if (role != null) {
      return "it is @"
          + annotation(role)
          + ", which Singletable "
          + (role == Role.UNIQUE ? "guards" : "maintains")
          + " from stored values; remove ifAbsent";
    }
    String key = topLevel ? keyUse(entity, attribute.name()) : null;
    if (key != null) {
      return "it is a component of "
          + key
          + ", and keys hold every stored item's value; remove"
          + " ifAbsent";
    }
    if (!(attribute.type() instanceof ValueType.Scalar scalar)
        || scalar.conversion() != null
        || !AttributeDefault.supports(scalar.kind())) {
      return "its type "
          + attribute.type().javaType()
          + " has no default: defaults are for numbers, boolean, String, enums, Instant,"
          + " LocalDate, LocalDateTime and UUID (a list, set, map or Optional reads an absent"
          + " attribute as empty already); remove ifAbsent";
    }
    String wrong =
        AttributeDefault.problem(
            scalar.kind(),
            literal,
            scalar.kind() == ScalarKind.ENUM ? constants(attribute) : List.of());
    return wrong == null ? null : "it is not a value of type " + scalar.javaType() + ": " + wrong;
  }

  private static String annotation(Role role) {
    return switch (role) {
      case VERSION -> "Version";
      case TTL -> "Ttl";
      case CREATED_AT -> "CreatedAt";
      case UPDATED_AT -> "UpdatedAt";
      case UNIQUE -> "Unique";
    };
  }

  /** The key pattern {@code name} is a placeholder of, as {@code the GSI1 key (pk = "...")}. */
  private static String keyUse(EntityModel entity, String name) {
    List<KeyUse> uses = new ArrayList<>();
    if (entity.primaryKey() != null) {
      uses.add(entity.primaryKey());
    }
    uses.addAll(entity.indexKeys());
    for (KeyUse use : uses) {
      for (KeyPatternModel pattern : new KeyPatternModel[] {use.partitionKey(), use.sortKey()}) {
        if (pattern != null
            && pattern.isValid()
            && pattern.placeholders().stream()
                .map(Segment.Placeholder::name)
                .anyMatch(name::equals)) {
          return "the "
              + (use.isPrimary() ? "primary" : use.indexName())
              + " key ("
              + (pattern == use.partitionKey() ? "pk" : "sk")
              + " = \""
              + pattern.source()
              + "\")";
        }
      }
    }
    return null;
  }

  /** The constants of the attribute's enum type, read from its element. */
  private static List<String> constants(AttributeModel attribute) {
    Element element = attribute.origin().element();
    if (element == null) {
      return List.of();
    }
    TypeMirror type =
        element instanceof ExecutableElement method ? method.getReturnType() : element.asType();
    if (!(type instanceof DeclaredType declared)) {
      return List.of();
    }
    return declared.asElement().getEnclosedElements().stream()
        .filter(e -> e.getKind() == ElementKind.ENUM_CONSTANT)
        .map(e -> e.getSimpleName().toString())
        .toList();
  }
}
