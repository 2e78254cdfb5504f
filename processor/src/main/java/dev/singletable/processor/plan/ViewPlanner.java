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

  /** The locals of the view's reading method, which index key component locals must avoid. */
  private static final Set<String> READ_LOCALS =
      Set.of("item", "v", "key", "parts", "keys", "index");

  private final TableModel table;
  private final EntityModel entity;
  private final KeyReadBack readBack;
  private final List<AttributePlan> attributes;
  private final KeyPlanner keys;

  /**
   * @param attributes the entity's attributes with their codecs, which read the included ones
   */
  ViewPlanner(
      TableModel table,
      EntityModel entity,
      KeyReadBack readBack,
      List<AttributePlan> attributes,
      KeyPlanner keys) {
    this.table = table;
    this.entity = entity;
    this.readBack = readBack;
    this.attributes = attributes;
    this.keys = keys;
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
    Set<String> taken = new HashSet<>(READ_LOCALS);
    ViewPlan.IndexKeyRead indexKey = indexKey(use, keyComponents, projected, taken);
    List<String> names = new ArrayList<>();
    indexKey.components().forEach(component -> names.add(component.name()));
    included.forEach(attribute -> names.add(attribute.model().name()));
    return new ViewPlan(
        Names.view(entity, use.indexName()),
        use.indexName(),
        use.index().projection().name(),
        Names.fresh("key", names),
        included,
        projected,
        indexKey);
  }

  /**
   * The index key components that neither the table key nor the included attributes give: every
   * index item holds the index key attributes, so the view decodes them from there.
   */
  private ViewPlan.IndexKeyRead indexKey(
      KeyUse use, Set<String> keyComponents, List<String> projected, Set<String> taken) {
    List<KeyComponent> placeholders = new ArrayList<>();
    if (!use.local()) {
      placeholders.addAll(keys.placeholderComponents(use.partitionKey()));
    }
    if (use.sortKey() != null) {
      placeholders.addAll(keys.placeholderComponents(use.sortKey()));
    }
    List<KeyReadBack.KeyDecoder> components =
        placeholders.stream()
            .distinct()
            .filter(component -> !keyComponents.contains(component.name()))
            .filter(component -> !projected.contains(component.attribute().storedName()))
            .map(KeyReadBack::decoder)
            .toList();
    if (components.isEmpty()) {
      return new ViewPlan.IndexKeyRead(List.of(), List.of(), List.of());
    }
    List<String> locals = new ArrayList<>();
    for (KeyReadBack.KeyDecoder component : components) {
      String local = Names.fresh(component.name(), taken);
      taken.add(local);
      locals.add(local);
    }
    List<String> attributes = new ArrayList<>();
    if (!use.local()) {
      attributes.add(KeyPlanner.keyConstant(use, true));
    }
    if (use.sortKey() != null) {
      attributes.add(KeyPlanner.keyConstant(use, false));
    }
    return new ViewPlan.IndexKeyRead(attributes, components, locals);
  }
}
