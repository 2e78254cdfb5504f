package dev.singletable.processor.validate;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.DerivationModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.ValueType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Checks the {@code @Derived} attributes of an entity: the method (static, one of its name,
 * returning the attribute's type, taking sources), each source (an attribute of the entity, of the
 * parameter's type, stored and set by updates), where the attribute sits (outside the primary key,
 * no other role) and that no attribute depends on itself, directly or through others.
 */
final class DerivedValidator {

  private final Diagnostics diagnostics;

  DerivedValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  void validate(EntityModel entity) {
    for (DerivationModel derivation : entity.derivations()) {
      entity
          .attribute(derivation.attribute())
          .ifPresent(attribute -> validate(entity, derivation, attribute));
    }
    reportCycles(entity);
  }

  private void validate(EntityModel entity, DerivationModel derivation, AttributeModel attribute) {
    String owner = entity.simpleName();
    String name = attribute.name();
    Optional<String> role = role(attribute);
    if (role.isPresent()) {
      diagnostics.error(
          derivation.origin(),
          DerivedMessage.ROLE,
          owner,
          name,
          role.get(),
          attribute.ignored()
              ? "remove @Ignore to store it, or @Derived to leave it out of the item"
              : "remove @Derived: Singletable maintains it");
      return;
    }
    if (!(attribute.type() instanceof ValueType.Scalar)) {
      diagnostics.error(derivation.origin(), DerivedMessage.TYPE, owner, name, "is", "itself");
    }
    primaryKeyPattern(entity, name)
        .ifPresent(
            pattern ->
                diagnostics.error(
                    derivation.origin(),
                    DerivedMessage.KEY,
                    owner,
                    name,
                    pattern,
                    String.join(", ", derivation.sourceNames())));
    String problem = methodProblem(derivation);
    if (problem != null) {
      diagnostics.error(
          derivation.origin(),
          DerivedMessage.METHOD,
          derivation.method(),
          owner,
          name,
          problem,
          attribute.type().javaType(),
          derivation.method(),
          owner);
      return;
    }
    for (DerivationModel.Source source : derivation.sources()) {
      validateSource(entity, derivation, attribute, source);
    }
  }

  private void validateSource(
      EntityModel entity,
      DerivationModel derivation,
      AttributeModel attribute,
      DerivationModel.Source source) {
    String owner = entity.simpleName();
    Optional<AttributeModel> read = entity.attribute(source.attribute());
    if (read.isEmpty()) {
      diagnostics.error(
          source.origin(),
          DerivedMessage.UNKNOWN,
          source.attribute(),
          owner,
          derivation.method(),
          attribute.name(),
          owner,
          String.join(
              ", ",
              entity.attributes().stream()
                  .map(AttributeModel::name)
                  .filter(n -> !n.equals(attribute.name()))
                  .toList()));
      return;
    }
    AttributeModel sourceAttribute = read.get();
    if (sourceAttribute.equals(attribute)) {
      return; // a cycle of one, reported with the others
    }
    Optional<String> role = role(sourceAttribute);
    if (role.isPresent()) {
      diagnostics.error(
          source.origin(),
          DerivedMessage.SOURCE,
          owner,
          attribute.name(),
          source.attribute(),
          role.get());
    } else if (!(sourceAttribute.type() instanceof ValueType.Scalar)) {
      diagnostics.error(
          source.origin(),
          DerivedMessage.TYPE,
          owner,
          attribute.name(),
          "reads " + source.attribute() + ", which is",
          sourceAttribute.type().javaType());
    } else if (!source.typeMatches()) {
      diagnostics.error(
          source.origin(),
          DerivedMessage.METHOD,
          derivation.method(),
          owner,
          attribute.name(),
          "parameter "
              + source.attribute()
              + " is "
              + source.type()
              + ", which attribute "
              + source.attribute()
              + " ("
              + sourceAttribute.type().javaType()
              + ") cannot be passed to",
          attribute.type().javaType(),
          derivation.method(),
          owner);
    }
  }

  /** Why the method cannot compute the attribute, or {@code null} when it can. */
  private static String methodProblem(DerivationModel derivation) {
    return switch (derivation.found()) {
      case NONE -> "the entity declares no method " + derivation.method();
      case OVERLOADED ->
          "the entity declares several methods named "
              + derivation.method()
              + ", so which one computes it is unclear";
      case INSTANCE ->
          derivation.method()
              + " is not static (an instance method could read anything; a static one reads"
              + " only its parameters)";
      case STATIC ->
          !derivation.returnMatches()
              ? derivation.method() + " returns " + derivation.returnType()
              : derivation.sources().isEmpty()
                  ? derivation.method() + " takes no parameters, so it reads no attribute"
                  : null;
    };
  }

  /** The role that keeps an attribute from being derived or a source, if it has one. */
  private static Optional<String> role(AttributeModel attribute) {
    if (attribute.ignored()) {
      return Optional.of("@Ignore (not stored)");
    }
    if (attribute.has(Role.VERSION)) {
      return Optional.of("@Version (maintained by Singletable)");
    }
    if (attribute.has(Role.CREATED_AT)) {
      return Optional.of("@CreatedAt (maintained by Singletable)");
    }
    if (attribute.has(Role.UPDATED_AT)) {
      return Optional.of("@UpdatedAt (maintained by Singletable)");
    }
    return Optional.empty();
  }

  /** The primary-key pattern holding the attribute, as written, if any does. */
  private static Optional<String> primaryKeyPattern(EntityModel entity, String name) {
    KeyUse primary = entity.primaryKey();
    if (primary == null) {
      return Optional.empty();
    }
    List<KeyPatternModel> patterns = new ArrayList<>();
    patterns.add(primary.partitionKey());
    patterns.add(primary.sortKey());
    for (int i = 0; i < patterns.size(); i++) {
      KeyPatternModel pattern = patterns.get(i);
      if (pattern != null
          && pattern.isValid()
          && pattern.placeholders().stream()
              .map(Segment.Placeholder::name)
              .anyMatch(name::equals)) {
        return Optional.of((i == 0 ? "pk = \"" : "sk = \"") + pattern.source() + "\"");
      }
    }
    return Optional.empty();
  }

  /** Each cycle once, on the first derived attribute of it in declaration order. */
  private void reportCycles(EntityModel entity) {
    Set<String> reported = new HashSet<>();
    for (DerivationModel derivation : entity.derivations()) {
      if (reported.contains(derivation.attribute())) {
        continue;
      }
      List<String> path = cycle(entity, derivation.attribute(), new LinkedHashSet<>());
      if (path != null && path.get(0).equals(derivation.attribute())) {
        reported.addAll(path);
        diagnostics.error(
            derivation.origin(),
            DerivedMessage.CYCLE,
            entity.simpleName(),
            derivation.attribute(),
            String.join(" <- ", path) + " <- " + derivation.attribute());
      }
    }
  }

  /**
   * The path from {@code start} back to an attribute already on {@code seen}'s path, or {@code
   * null} when the sources of {@code start} reach no derived attribute twice.
   */
  private static List<String> cycle(EntityModel entity, String start, LinkedHashSet<String> seen) {
    if (seen.contains(start)) {
      List<String> path = new ArrayList<>(seen);
      return path.subList(path.indexOf(start), path.size());
    }
    Optional<DerivationModel> derivation = entity.derivation(start);
    if (derivation.isEmpty()) {
      return null;
    }
    seen.add(start);
    for (String source : derivation.get().sourceNames()) {
      List<String> path = cycle(entity, source, seen);
      if (path != null) {
        return path;
      }
    }
    seen.remove(start);
    return null;
  }
}
