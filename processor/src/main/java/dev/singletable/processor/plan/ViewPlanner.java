package dev.singletable.processor.plan;

import dev.singletable.annotations.Projection;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Plans the view records of one entity: one per index it fills that does not project whole
 * entities, holding the typed key and the included attributes other than key components (which the
 * key already holds).
 */
final class ViewPlanner {

  private final TableModel table;
  private final EntityModel entity;
  private final KeyReadBack readBack;
  private final List<AttributePlan> attributes;

  /**
   * @param attributes the entity's attributes with their codecs, which read the included ones
   */
  ViewPlanner(
      TableModel table, EntityModel entity, KeyReadBack readBack, List<AttributePlan> attributes) {
    this.table = table;
    this.entity = entity;
    this.readBack = readBack;
    this.attributes = attributes;
  }

  List<ViewPlan> plan() {
    List<ViewPlan> views = new ArrayList<>();
    for (KeyUse use : entity.indexKeys()) {
      if (use.index() != null
          && !entity.readableFrom(use, table.entityTypeAttribute())
          && entity.recognisableIn(use, table.entityTypeAttribute(), table.delimiter())) {
        views.add(view(use));
      }
    }
    return views;
  }

  private ViewPlan view(KeyUse use) {
    List<String> include =
        use.index().projection() == Projection.INCLUDE ? use.index().include() : List.of();
    Set<String> keyComponents = new HashSet<>();
    readBack.components().forEach(component -> keyComponents.add(component.name()));
    List<String> projected = new ArrayList<>();
    List<AttributePlan> included = new ArrayList<>();
    for (AttributePlan attribute : attributes) {
      AttributeModel model = attribute.model();
      if (model.ignored() || !include.contains(model.storedName())) {
        continue;
      }
      projected.add(model.storedName());
      if (!keyComponents.contains(model.name())) {
        included.add(attribute);
      }
    }
    List<String> names = included.stream().map(a -> a.model().name()).toList();
    return new ViewPlan(
        Names.view(entity, use.indexName()),
        use.indexName(),
        use.index().projection().name(),
        Names.fresh("key", names),
        included,
        projected);
  }
}
