package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Plans the index-aware setters of an entity's typed updates: which attributes get one, which index
 * keys each rewrites or removes, and which other components it must be given.
 */
final class SetterPlanner {

  private final TableModel table;
  private final EntityModel entity;
  private final KeyPlanner keys;
  private final List<KeyComponent> primary;
  private final Map<String, String> constants;

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
  }

  /** The components of a key use's index keys: an LSI's partition key is the table's. */
  List<KeyComponent> indexComponents(KeyUse use) {
    return keys.components(use.local() ? null : use.partitionKey(), use.sortKey());
  }

  UpdatePlan plan() {
    List<IndexSetter> setters = new ArrayList<>();
    for (AttributeModel attribute : entity.storedAttributes()) {
      List<KeyUse> affected = affected(attribute);
      if (!isPrimary(attribute) && !affected.isEmpty()) {
        setters.add(setter(attribute, affected));
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
        removed);
  }

  private IndexSetter.KeyRewrite rewrite(
      String constant, String method, List<KeyComponent> components) {
    List<IndexSetter.Argument> arguments = new ArrayList<>();
    for (KeyComponent component : components) {
      arguments.add(new IndexSetter.Argument(component.name(), primary.contains(component)));
    }
    return new IndexSetter.KeyRewrite(constant, method, arguments);
  }

  private boolean isTableKey(String attribute) {
    return attribute.equals(table.partitionKey()) || attribute.equals(table.sortKey());
  }
}
