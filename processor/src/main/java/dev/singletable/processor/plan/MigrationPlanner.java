package dev.singletable.processor.plan;

import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.TableDesign;
import java.util.ArrayList;
import java.util.List;

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
      if (former != null) {
        KeyPlanner keys = new KeyPlanner(model);
        partition = keys.template(former.partition(), design.table().partitionKey(), true, "PK");
        sort =
            former.sort() == null
                ? null
                : keys.template(former.sort(), design.table().sortKey(), false, "SK");
      }
      plans.add(
          new MigrationPlan(
              entity.typeName(),
              entity.schema(),
              entity.key(),
              partition,
              sort,
              migration.renames().stream()
                  .map(
                      rename ->
                          new MigrationPlan.Rename(
                              rename.attribute().storedName(), rename.formerly()))
                  .toList()));
    }
    return plans;
  }
}
