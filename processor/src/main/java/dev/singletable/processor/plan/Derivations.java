package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.DerivationModel;
import dev.singletable.processor.model.EntityModel;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The derived attributes of a (validated) entity in the order they are computed, each after the
 * derived attributes it reads, and which of them an attribute feeds, directly or through others.
 */
final class Derivations {

  private final EntityModel entity;
  private final List<DerivationModel> ordered = new ArrayList<>();

  Derivations(EntityModel entity) {
    this.entity = entity;
    Set<String> done = new LinkedHashSet<>();
    for (DerivationModel derivation : entity.derivations()) {
      visit(derivation, done);
    }
  }

  private void visit(DerivationModel derivation, Set<String> done) {
    if (!done.add(derivation.attribute())) {
      return; // validation refuses cycles, so a visited attribute is computed already
    }
    for (String source : derivation.sourceNames()) {
      entity.derivation(source).ifPresent(d -> visit(d, done));
    }
    ordered.add(derivation);
  }

  /** Every derivation, each after those it reads. */
  List<DerivationModel> ordered() {
    return List.copyOf(ordered);
  }

  boolean isDerived(AttributeModel attribute) {
    return entity.derivation(attribute.name()).isPresent();
  }

  /** The sources of a derived attribute, in parameter order. */
  List<AttributeModel> sources(DerivationModel derivation) {
    return derivation.sourceNames().stream()
        .map(name -> entity.attribute(name).orElseThrow())
        .toList();
  }

  /** The derived attributes {@code source} feeds, directly or through others, in order. */
  List<DerivationModel> dependents(AttributeModel source) {
    Set<String> fed = new LinkedHashSet<>();
    fed.add(source.name());
    List<DerivationModel> dependents = new ArrayList<>();
    for (DerivationModel derivation : ordered) {
      if (derivation.sourceNames().stream().anyMatch(fed::contains)) {
        dependents.add(derivation);
        fed.add(derivation.attribute());
      }
    }
    return dependents;
  }

  /** The attribute a derivation computes. */
  AttributeModel attribute(DerivationModel derivation) {
    return entity.attribute(derivation.attribute()).orElseThrow();
  }
}
