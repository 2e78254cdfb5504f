package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.DerivationModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Plans the index-aware setters of an entity's typed updates: which attributes get one (never a
 * derived attribute: the setters of its sources compute it), which derived attributes and index
 * keys each rewrites or removes, and which other components and sources it must be given.
 */
final class SetterPlanner {

  private final TableModel table;
  private final EntityModel entity;
  private final KeyPlanner keys;
  private final List<KeyComponent> primary;
  private final Map<String, String> constants;
  private final Derivations derivations;

  /**
   * @param constants each stored attribute's reference constant, by Java name
   */
  SetterPlanner(
      TableModel table, EntityModel entity, KeyPlanner keys, Map<String, String> constants) {
    this.table = table;
    this.entity = entity;
    this.keys = keys;
    this.primary =
        keys.components(entity.primaryKey().partitionKey(), entity.primaryKey().sortKey());
    this.constants = constants;
    this.derivations = new Derivations(entity);
  }

  /** The components of a key use's index keys: an LSI's partition key is the table's. */
  List<KeyComponent> indexComponents(KeyUse use) {
    return keys.components(use.local() ? null : use.partitionKey(), use.sortKey());
  }

  UpdatePlan plan() {
    List<IndexSetter> setters = new ArrayList<>();
    for (AttributeModel attribute : entity.storedAttributes()) {
      if (isPrimary(attribute) || derivations.isDerived(attribute) || attribute.has(Role.UNIQUE)) {
        continue; // a put moves a @Unique attribute's guard; no update sets it
      }
      List<DerivationModel> dependents = derivations.dependents(attribute);
      boolean readsDerived =
          affected(attribute).stream()
              .flatMap(use -> KeyPlanner.attributes(indexComponents(use)).stream())
              .anyMatch(derivations::isDerived);
      if (!dependents.isEmpty() || readsDerived) {
        setters.add(derivingSetter(attribute, dependents));
      } else if (!affected(attribute).isEmpty()) {
        setters.add(setter(attribute, affected(attribute)));
      }
    }
    return new UpdatePlan(
        Names.update(entity), setters, entity.attributeWith(Role.VERSION).isPresent());
  }

  private boolean isPrimary(AttributeModel attribute) {
    return KeyPlanner.attributes(primary).contains(attribute);
  }

  /** The index key uses an attribute feeds. */
  private List<KeyUse> affected(AttributeModel attribute) {
    return entity.indexKeys().stream()
        .filter(use -> KeyPlanner.attributes(indexComponents(use)).contains(attribute))
        .toList();
  }

  private IndexSetter setter(AttributeModel input, List<KeyUse> affected) {
    Set<AttributeModel> others = new LinkedHashSet<>();
    for (KeyUse use : affected) {
      others.addAll(KeyPlanner.attributes(indexComponents(use)));
    }
    others.remove(input);
    others.removeAll(KeyPlanner.attributes(primary));
    List<IndexSetter.KeyRewrite> rewrites = new ArrayList<>();
    List<String> removed = new ArrayList<>();
    for (KeyUse use : affected) {
      if (!use.local() && !isTableKey(use.index().partitionKey())) {
        rewrites.add(
            rewrite(
                KeyPlanner.keyConstant(use, true),
                Names.indexPartitionMethod(use.indexName()),
                keys.components(use.partitionKey())));
      }
      if (use.sortKey() != null && !isTableKey(use.index().sortKey())) {
        rewrites.add(
            rewrite(
                KeyPlanner.keyConstant(use, false),
                Names.indexSortMethod(use.indexName()),
                keys.components(use.sortKey())));
      }
      if (!use.local() && !isTableKey(use.index().partitionKey())) {
        removed.add(KeyPlanner.keyConstant(use, true));
      }
      if (use.index().sortKey() != null && !isTableKey(use.index().sortKey())) {
        removed.add(KeyPlanner.keyConstant(use, false));
      }
    }
    return new IndexSetter(
        input,
        constants.get(input.name()),
        Names.setter(input.name()),
        input.primitive() ? Optional.empty() : Optional.of(Names.remover(input.name())),
        affected.stream().map(KeyUse::indexName).toList(),
        others.stream()
            .map(other -> new IndexSetter.Other(other, constants.get(other.name())))
            .toList(),
        rewrites,
        removed,
        List.of());
  }

  /**
   * The setter of an attribute that derived attributes read: it computes them again (each after
   * those it reads) and rewrites every index key the attribute or they feed; a key one of whose
   * nullable computed inputs is {@code null} is removed instead.
   */
  private IndexSetter derivingSetter(AttributeModel input, List<DerivationModel> dependents) {
    Set<AttributeModel> computed = new LinkedHashSet<>();
    computed.add(input);
    dependents.forEach(derivation -> computed.add(derivations.attribute(derivation)));
    List<KeyUse> affected =
        entity.indexKeys().stream()
            .filter(
                use ->
                    KeyPlanner.attributes(indexComponents(use)).stream()
                        .anyMatch(computed::contains))
            .toList();
    Set<AttributeModel> others = new LinkedHashSet<>();
    for (KeyUse use : affected) {
      others.addAll(KeyPlanner.attributes(indexComponents(use)));
    }
    dependents.forEach(derivation -> others.addAll(derivations.sources(derivation)));
    // A derived attribute the keys or dependents read but the input does not feed is computed too,
    // from its sources, so that the setter takes stored attributes only.
    Set<String> needed = new HashSet<>();
    boolean grew = true;
    while (grew) {
      grew = false;
      for (AttributeModel other : List.copyOf(others)) {
        if (derivations.isDerived(other) && needed.add(other.name())) {
          derivations.ordered().stream()
              .filter(d -> d.attribute().equals(other.name()))
              .forEach(d -> others.addAll(derivations.sources(d)));
          grew = true;
        }
      }
    }
    List<DerivationModel> computedInOrder =
        derivations.ordered().stream()
            .filter(d -> dependents.contains(d) || needed.contains(d.attribute()))
            .toList();
    List<IndexSetter.Derivation> computations = new ArrayList<>();
    Set<AttributeModel> primaryAttributes = new HashSet<>(KeyPlanner.attributes(primary));
    for (DerivationModel derivation : computedInOrder) {
      List<IndexSetter.Argument> arguments = new ArrayList<>();
      for (AttributeModel source : derivations.sources(derivation)) {
        arguments.add(new IndexSetter.Argument(source.name(), primaryAttributes.contains(source)));
      }
      computed.add(derivations.attribute(derivation));
      AttributeModel attribute = derivations.attribute(derivation);
      computations.add(
          new IndexSetter.Derivation(
              attribute, constants.get(attribute.name()), derivation.method(), arguments));
    }
    List<IndexSetter.KeyRewrite> rewrites = new ArrayList<>();
    for (KeyUse use : affected) {
      List<KeyComponent> components = indexComponents(use);
      List<String> guards =
          KeyPlanner.attributes(components).stream()
              .filter(attribute -> computed.contains(attribute) && !attribute.primitive())
              .map(AttributeModel::name)
              .toList();
      if (!use.local() && !isTableKey(use.index().partitionKey())) {
        rewrites.add(
            rewrite(
                KeyPlanner.keyConstant(use, true),
                Names.indexPartitionMethod(use.indexName()),
                keys.components(use.partitionKey()),
                guards));
      }
      if (use.sortKey() != null && !isTableKey(use.index().sortKey())) {
        rewrites.add(
            rewrite(
                KeyPlanner.keyConstant(use, false),
                Names.indexSortMethod(use.indexName()),
                keys.components(use.sortKey()),
                guards));
      }
    }
    others.removeAll(computed);
    others.removeAll(primaryAttributes);
    return new IndexSetter(
        input,
        constants.get(input.name()),
        Names.setter(input.name()),
        input.primitive() ? Optional.empty() : Optional.of(Names.remover(input.name())),
        affected.stream().map(KeyUse::indexName).toList(),
        others.stream()
            .map(other -> new IndexSetter.Other(other, constants.get(other.name())))
            .toList(),
        rewrites,
        List.of(),
        computations);
  }

  private IndexSetter.KeyRewrite rewrite(
      String constant, String method, List<KeyComponent> components) {
    return rewrite(constant, method, components, List.of());
  }

  private IndexSetter.KeyRewrite rewrite(
      String constant, String method, List<KeyComponent> components, List<String> guards) {
    List<IndexSetter.Argument> arguments = new ArrayList<>();
    for (KeyComponent component : components) {
      arguments.add(new IndexSetter.Argument(component.name(), primary.contains(component)));
    }
    return new IndexSetter.KeyRewrite(constant, method, arguments, guards);
  }

  private boolean isTableKey(String attribute) {
    return attribute.equals(table.partitionKey()) || attribute.equals(table.sortKey());
  }
}
