package dev.singletable.processor.validate;

import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ValueType;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import javax.lang.model.element.Element;

/**
 * Checks what the attributes of an entity and of the types nested in it store under: names DynamoDB
 * accepts (at most 65,535 UTF-8 bytes, for attributes and the map keys of nested types alike), and
 * no attribute roles ({@code @Ttl}, {@code @Version}, {@code @CreatedAt}, {@code @UpdatedAt}) on a
 * nested type, where the library never reads them.
 */
final class StoredNameValidator {

  /** DynamoDB's longest attribute name (and map key), in UTF-8 bytes. */
  static final int MAX_NAME_BYTES = 65_535;

  private final Diagnostics diagnostics;

  StoredNameValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  /** Checks one top-level attribute of {@code entity} and every type nested in it. */
  void validate(EntityModel entity, AttributeModel attribute) {
    checkLength(entity, attribute);
    walk(entity, attribute, attribute.type(), new HashSet<>());
  }

  private void walk(
      EntityModel entity, AttributeModel top, ValueType type, Set<ValueType> visited) {
    if (type instanceof ValueType.ListOf list) {
      walk(entity, top, list.element(), visited);
    } else if (type instanceof ValueType.SetOf set) {
      walk(entity, top, set.element(), visited);
    } else if (type instanceof ValueType.MapOf map) {
      walk(entity, top, map.value(), visited);
    } else if (type instanceof ValueType.OptionalOf optional) {
      walk(entity, top, optional.value(), visited);
    } else if (type instanceof ValueType.Embedded embedded && visited.add(embedded)) {
      for (AttributeModel nested : embedded.attributes()) {
        if (nested.ignored()) {
          continue;
        }
        checkLength(entity, nested);
        checkNoRole(entity, top, embedded, nested);
        walk(entity, top, nested.type(), visited);
      }
    }
  }

  private void checkLength(EntityModel entity, AttributeModel attribute) {
    int bytes = attribute.storedName().getBytes(StandardCharsets.UTF_8).length;
    if (bytes <= MAX_NAME_BYTES) {
      return;
    }
    Element element = attribute.origin().element();
    Origin at =
        element == null
            ? attribute.origin()
            : Annotations.find(element, "Attribute")
                .map(
                    annotation ->
                        Origin.of(element, annotation)
                            .withValue(Annotations.explicitValue(annotation, "name")))
                .orElse(attribute.origin());
    diagnostics.error(
        at, Message.ATTRIBUTE_NAME_TOO_LONG, attribute.name(), entity.simpleName(), bytes);
  }

  private void checkNoRole(
      EntityModel entity, AttributeModel top, ValueType.Embedded embedded, AttributeModel nested) {
    for (Role role : Role.values()) {
      if (!nested.has(role)) {
        continue;
      }
      String annotation = PatternValidator.roleName(role);
      Element element = nested.origin().element();
      Origin at =
          element == null
              ? nested.origin()
              : Annotations.find(element, annotation)
                  .map(mirror -> Origin.of(element, mirror))
                  .orElse(nested.origin());
      diagnostics.error(
          at,
          Message.ROLE_NESTED,
          annotation,
          nested.name(),
          embedded.javaType(),
          embedded.javaType(),
          top.name(),
          entity.simpleName(),
          annotation,
          role == Role.TTL ? " (DynamoDB's TTL reads a top-level Number attribute)" : "",
          entity.simpleName());
    }
    Element element = nested.origin().element();
    if (element != null) {
      Annotations.find(element, "Derived")
          .ifPresent(
              mirror ->
                  diagnostics.error(
                      Origin.of(element, mirror),
                      Message.ROLE_NESTED,
                      "Derived",
                      nested.name(),
                      embedded.javaType(),
                      embedded.javaType(),
                      top.name(),
                      entity.simpleName(),
                      "Derived",
                      "",
                      entity.simpleName()));
    }
  }
}
