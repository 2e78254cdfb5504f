package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.FormerDelimiter;
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
    char formerDelimiter =
        FormerDelimiter.of(design.table())
            .filter(FormerDelimiter::renders)
            .map(moved -> moved.value().charAt(0))
            .orElse((char) 0);
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
        if (formerDelimiter != 0 && former != null && former.byDelimiter()) {
          // Former parts of every component: they refuse the former delimiter, not the new one.
          for (KeyPatternModel pattern :
              java.util.Arrays.asList(former.partition(), former.sort())) {
            if (pattern != null) {
              pattern.placeholders().stream()
                  .map(p -> attribute(model, p.name()))
                  .forEach(a -> formats.putIfAbsent(a.name(), a));
            }
          }
        }
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
              partition != null && migration.queryGap().isEmpty(),
              migration.indexes().stream()
                  .filter(index -> migration.indexQueryGap(index).isEmpty())
                  .map(MigrationPlanner::follow)
                  .toList(),
              migration.formerType() == null ? null : migration.formerType().name(),
              migration.conversions().stream().map(AttributeModel::storedName).toList(),
              formerDelimiter));
    }
    return plans;
  }

  private static AttributeModel attribute(EntityModel entity, String name) {
    return entity.attributes().stream()
        .filter(candidate -> candidate.name().equals(name))
        .findFirst()
        .orElseThrow(() -> new IllegalStateException("validated design lacks " + name));
  }

  private static MigrationPlan.IndexFollow follow(MigrationModel.IndexFormer former) {
    KeyPatternModel sort = former.sort();
    return new MigrationPlan.IndexFollow(
        former.use().indexName(),
        KeyPlanner.keyConstant(former.use(), true),
        former.use().sortKey() == null ? null : KeyPlanner.keyConstant(former.use(), false),
        former.partition().source(),
        sort == null ? null : sort.source(),
        sort == null ? "" : sort.literalPrefix(),
        sort != null && sort.isConstant());
  }
}
