package dev.singletable.processor.validate;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.ShapeModel;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.ValueType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;

/**
 * Checks the stored shapes entities declare: a shape number of 1 or more, former shapes below it,
 * each number once, records that can be stored, an {@code upgrade()} that returns the entity, and
 * the entity's key components in every former shape (same stored name and type), so that the key an
 * item is stored under can be computed from what it holds.
 */
public final class ShapeValidator {

  private final Diagnostics diagnostics;

  public ShapeValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  public void validate(TableDesign design) {
    for (ShapeModel shape : design.shapes()) {
      validate(shape);
    }
  }

  private void validate(ShapeModel shape) {
    EntityModel entity = shape.entity();
    if (shape.shape() < 1) {
      error(
          shape.origin(),
          entity.simpleName() + " declares @Entity(shape = " + shape.shape() + ")",
          "a shape number is 1 or more (1, the default, is the first shape)");
    }
    Set<Integer> seen = new HashSet<>();
    for (ShapeModel.Former former : shape.formers()) {
      String subject =
          "@FormerShape("
              + former.number()
              + ") "
              + former.javaType().simpleName()
              + " of "
              + entity.simpleName();
      Element record = former.origin().element();
      if (former.number() < 1 || former.number() >= shape.shape()) {
        error(
            former.origin(),
            subject,
            entity.simpleName()
                + " is of shape "
                + shape.shape()
                + (shape.origin().value() == null ? " (@Entity(shape) not given)" : "")
                + ": a former shape is numbered from 1 to "
                + (shape.shape() - 1)
                + (shape.shape() > 1 ? "" : " (none: raise @Entity(shape = ...) first)"));
      } else if (!seen.add(former.number())) {
        error(
            former.origin(),
            subject,
            "another record is former shape "
                + former.number()
                + " of "
                + entity.simpleName()
                + " already: give each former shape its own number");
      }
      if (record.getModifiers().contains(Modifier.PRIVATE)) {
        error(
            Origin.of(record),
            subject,
            "it is private, and the generated schema reads it: make it package-private or public");
      }
      if (former.type() instanceof ValueType.Unsupported unsupported) {
        error(Origin.of(record), subject, "it cannot be stored: " + unsupported.reason());
        continue;
      }
      if (former.upgrade() == null) {
        error(
            Origin.of(record),
            subject,
            "it has no method upgrade() that returns "
                + entity.simpleName()
                + ": declare "
                + entity.simpleName()
                + " upgrade() { ... }");
      } else if (!former.returnsEntity()) {
        error(
            upgradeOrigin(record),
            subject,
            "its upgrade() returns "
                + former.returns()
                + " or is static, private or throws checked exceptions: declare "
                + entity.simpleName()
                + " upgrade() { ... }, an instance method that returns the entity");
      }
      missingKeyComponents(entity, former)
          .ifPresent(missing -> error(Origin.of(record), subject, missing));
    }
  }

  /** Why the former shape cannot give the stored key, or empty when it holds every component. */
  private static Optional<String> missingKeyComponents(
      EntityModel entity, ShapeModel.Former former) {
    List<String> missing = new ArrayList<>();
    ValueType.Embedded embedded = former.embedded().orElseThrow();
    for (AttributeModel component : keyComponents(entity)) {
      boolean held =
          embedded.attributes().stream()
              .anyMatch(
                  field ->
                      !field.ignored()
                          && field.storedName().equals(component.storedName())
                          && field
                              .type()
                              .javaType()
                              .withoutAnnotations()
                              .equals(component.type().javaType().withoutAnnotations()));
      if (!held) {
        missing.add(
            component.name()
                + " (stored as \""
                + component.storedName()
                + "\", "
                + component.type().javaType().withoutAnnotations()
                + ")");
      }
    }
    if (missing.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        "it lacks the key component"
            + (missing.size() > 1 ? "s " : " ")
            + String.join(", ", missing)
            + " of the table key: the key its items are stored under must be computed from what"
            + " they hold; declare "
            + (missing.size() > 1 ? "them" : "it")
            + " with the same stored name and type");
  }

  private static Set<AttributeModel> keyComponents(EntityModel entity) {
    Set<AttributeModel> components = new LinkedHashSet<>();
    KeyUse key = entity.primaryKey();
    if (key == null) {
      return components;
    }
    for (KeyPatternModel pattern : new KeyPatternModel[] {key.partitionKey(), key.sortKey()}) {
      if (pattern == null) {
        continue;
      }
      for (Segment.Placeholder placeholder : pattern.placeholders()) {
        entity.attribute(placeholder.name()).ifPresent(components::add);
      }
    }
    return components;
  }

  private static Origin upgradeOrigin(Element record) {
    for (Element member : record.getEnclosedElements()) {
      if (member.getKind() == ElementKind.METHOD
          && member.getSimpleName().contentEquals("upgrade")) {
        return Origin.of(member);
      }
    }
    return Origin.of(record);
  }

  private void error(Origin origin, String subject, String problem) {
    diagnostics.error(origin, ShapeMessage.FORMER_SHAPE, subject, problem);
  }

  /** The error of a {@code @FormerShape} record that belongs to no entity. */
  public static void untied(Diagnostics diagnostics, Element record) {
    diagnostics.error(
        Origin.of(record),
        ShapeMessage.FORMER_SHAPE,
        "@FormerShape " + record.getSimpleName(),
        "it is neither nested in an @Entity nor has a method upgrade() that returns one, so no"
            + " entity reads it: nest it in its entity, or declare an upgrade() that returns the"
            + " entity");
  }
}
