package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Plans the migrations a valid design declares, in the order of its entities. */
final class MigrationPlanner {

  private MigrationPlanner() {}

  static List<MigrationPlan> plan(TableDesign design, List<EntityPlan> entities) {
    List<MigrationPlan> plans = new ArrayList<>();
    for (MigrationModel migration : design.migrations()) {
      EntityModel model = migration.entity();
      EntityPlan entity =
          entities.stream()
              .filter(plan -> plan.type().equals(model.type()))
              .findFirst()
              .orElseThrow();
      KeyTemplate partition = null;
      KeyTemplate sort = null;
      MigrationModel.FormerKey former = migration.formerKey();
      List<KeyComponent> formerParts = new ArrayList<>();
      if (migration.movesKey() && model.primaryKey() != null) {
        Map<String, AttributeModel> formats = new LinkedHashMap<>();
        migration.formats().forEach(f -> formats.put(f.attribute().name(), f.former()));
        KeyPlanner keys = new KeyPlanner(model, formats);
        KeyPatternModel pk =
            former != null ? former.partition() : model.primaryKey().partitionKey();
        KeyPatternModel sk = former != null ? former.sort() : model.primaryKey().sortKey();
        partition = keys.template(pk, design.table().partitionKey(), true, "PK");
        sort = sk == null ? null : keys.template(sk, design.table().sortKey(), false, "SK");
        for (KeyTemplate template : sort == null ? List.of(partition) : List.of(partition, sort)) {
          for (KeyComponent component : template.components()) {
            if (formats.containsKey(component.name()) && !formerParts.contains(component)) {
              formerParts.add(component);
            }
          }
        }
      }
      plans.add(
          new MigrationPlan(
              entity.typeName(),
              entity.schema(),
              entity.key(),
              partition,
              sort,
              formerParts,
              migration.renames().stream()
                  .map(
                      rename ->
                          new MigrationPlan.Rename(
                              rename.attribute().storedName(), rename.formerly()))
                  .toList(),
              partition != null && queriesFollow(entity, partition, sort, formerParts)));
    }
    return plans;
  }

  /**
   * Whether a table query of the new key can also read the items under the former key, in one
   * order: the former partition is computed from the new one's text (its placeholders are the new
   * partition key's, in the same formats, and neither key is sharded), and the former sort key has
   * the new one's components in the same order, ending alike (with a component, or with text), so
   * that both keys sort the entity's items alike.
   */
  static boolean queriesFollow(
      EntityPlan entity, KeyTemplate partition, KeyTemplate sort, List<KeyComponent> formerParts) {
    KeyTemplate newPartition = entity.primaryKey().partition();
    if (newPartition.shard().isPresent() || partition.shard().isPresent()) {
      return false;
    }
    List<String> now = names(newPartition);
    for (KeyComponent component : partition.placeholderComponents()) {
      if (!now.contains(component.name()) || formerParts.contains(component)) {
        return false;
      }
    }
    KeyTemplate newSort = entity.primaryKey().sort().orElse(null);
    if (sort == null || newSort == null) {
      return sort == null && newSort == null;
    }
    return names(sort).equals(names(newSort)) && endsWithText(sort) == endsWithText(newSort);
  }

  private static List<String> names(KeyTemplate template) {
    return template.parts().stream()
        .filter(KeyTemplate.Value.class::isInstance)
        .map(part -> ((KeyTemplate.Value) part).component().name())
        .toList();
  }

  private static boolean endsWithText(KeyTemplate template) {
    return template.parts().isEmpty()
        || template.parts().get(template.parts().size() - 1) instanceof KeyTemplate.Text;
  }
}
