package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.CollectionModel;
import dev.singletable.processor.model.ConverterModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.NativeKeys;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.PatternServing;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.plan.capacity.CapacityPlanner;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.Element;

/**
 * Turns a design that validation accepted into the plan the writers render: every key, query,
 * setter, collection and report row resolved, every generated name allocated.
 */
public final class Planner {

  private Planner() {}

  /**
   * The plan of a valid design; on an invalid one the result is undefined. {@code
   * migrationsModule}: whether {@code singletable-migrations} is on the compilation's class path,
   * for {@code ShopDb.migrations()}.
   */
  public static TablePlan plan(TableDesign design, boolean migrationsModule) {
    TableModel table = design.table();
    List<Element> origins = new ArrayList<>(elements(table.origin()));
    List<EntityPlan> entities = new ArrayList<>();
    for (EntityModel entity : design.entities()) {
      origins.addAll(elements(entity.origin()));
      entities.add(
          new EntityPlanner(
                  table,
                  entity,
                  NativeKeys.uses(design, entity),
                  design
                      .migration(entity)
                      .map(
                          m ->
                              m.storedTypes().stream()
                                  .filter(t -> t.topLevel())
                                  .map(t -> t.attribute().name())
                                  .collect(java.util.stream.Collectors.toSet()))
                      .orElse(Set.of()))
              .shape(design.shape(entity).orElse(null))
              .plan());
    }
    List<CollectionPlan> collections = collections(design);
    List<DeclaredPatternPlan> declared =
        new DeclaredPatternPlanner(design, entities, collections).plan();
    List<MigrationPlan> migrations = MigrationPlanner.plan(design, entities);
    return new TablePlan(
        table,
        new TablePlan.Types(
            Names.db(table),
            table.async()
                ? Optional.of(
                    new TablePlan.AsyncTypes(Names.asyncDb(table), Names.tablePeer(table, "Async")))
                : Optional.empty(),
            Names.tablePeer(table, "Transaction"),
            Names.tablePeer(table, "TransactGet"),
            Names.tablePeer(table, "BatchGet"),
            Names.tablePeer(table, "BatchWrite"),
            Names.tablePeer(table, "Items")),
        table.delimiterChar(),
        design.entities().stream()
            .map(entity -> entity.attributeWith(Role.TTL))
            .flatMap(Optional::stream)
            .map(AttributeModel::storedName)
            .findFirst(),
        entities,
        collections,
        accessPatterns(design),
        declared,
        origins,
        ChangesPlanner.plan(table, table.delimiterChar(), entities),
        CapacityPlanner.plan(design, declared),
        table.converters().stream().map(ConverterModel::conversion).toList(),
        NativeKeys.keyTypes(design),
        migrations,
        NativeIndexPlan.of(design),
        MigrationJobPlan.of(migrations, entities),
        migrationsModule);
  }

  /** The element an origin points at, if any (none for models built without javac). */
  static List<Element> elements(Origin origin) {
    return origin == null || origin.element() == null ? List.of() : List.of(origin.element());
  }

  /** A collection's members with the key use each reads it through, by collection name. */
  private static Map<String, List<Map.Entry<EntityModel, KeyUse>>> members(TableDesign design) {
    Map<String, List<Map.Entry<EntityModel, KeyUse>>> collections = new LinkedHashMap<>();
    for (EntityModel entity : design.entities()) {
      for (CollectionModel collection : entity.collections()) {
        KeyUse use =
            entity
                .keyUse(collection)
                .orElseThrow(() -> new IllegalStateException("validated collection lacks a key"));
        collections
            .computeIfAbsent(collection.name(), name -> new ArrayList<>())
            .add(Map.entry(entity, use));
      }
    }
    return collections;
  }

  private static List<CollectionPlan> collections(TableDesign design) {
    List<CollectionPlan> plans = new ArrayList<>();
    members(design)
        .forEach(
            (name, members) -> {
              EntityModel firstEntity = members.get(0).getKey();
              KeyUse first = members.get(0).getValue();
              List<CollectionPlan.Member> planned = new ArrayList<>();
              Set<String> fields = new HashSet<>(Names.COLLECTION_COMPONENTS);
              for (Map.Entry<EntityModel, KeyUse> member : members) {
                EntityModel entity = member.getKey();
                boolean single = single(member.getValue());
                String field =
                    Names.fresh(
                        single ? Names.entityVariable(entity) : Names.entityAccessor(entity),
                        fields);
                fields.add(field);
                planned.add(
                    new CollectionPlan.Member(
                        entity.type(), Names.schema(entity), entity.simpleName(), single, field));
              }
              plans.add(
                  new CollectionPlan(
                      name,
                      Names.db(design.table()).nestedClass(Names.collectionResult(name)),
                      Optional.ofNullable(first.indexName()),
                      QueryPlanner.partitionAttribute(design.table(), first),
                      first.partitionKey().source(),
                      new QueryPlanner(design.table(), firstEntity, new KeyPlanner(firstEntity))
                          .partitionCall(first),
                      first.isPrimary() ? design.table().sortKey() : first.index().sortKey(),
                      PatternServing.collectionPrefix(design, name),
                      planned));
            });
    return plans;
  }

  /** At most one item per partition: its sort key has no component beyond the partition's. */
  private static boolean single(KeyUse use) {
    if (use.sortKey() == null) {
      return true;
    }
    List<String> partition = placeholderNames(use);
    return use.sortKey().placeholders().stream().allMatch(p -> partition.contains(p.name()));
  }

  private static List<String> placeholderNames(KeyUse use) {
    return use.partitionKey().placeholders().stream().map(Segment.Placeholder::name).toList();
  }

  private static List<ReportEntry> accessPatterns(TableDesign design) {
    List<ReportEntry> patterns = new ArrayList<>();
    for (EntityModel entity : design.entities()) {
      for (KeyUse use : entity.keyUses()) {
        Optional<String> method =
            entity.queryableFrom(
                    use, design.table().entityTypeAttribute(), design.table().delimiter())
                ? Optional.of(
                    Names.entityAccessor(entity)
                        + "()."
                        + use.queryName()
                        + "("
                        + String.join(", ", placeholderNames(use))
                        + ")")
                : Optional.empty();
        patterns.add(
            new ReportEntry(
                use.partitionKey().source(),
                use.sortKey() == null ? "" : use.sortKey().source(),
                entity.simpleName(),
                use.targetName(),
                method));
      }
    }
    for (EntityModel entity : design.entities()) {
      // Native indexes: a query of each that keeps to the entity; a mixed one has none.
      for (boolean mixed : new boolean[] {false, true}) {
        for (KeyUse use :
            mixed ? NativeKeys.mixedUses(design, entity) : NativeKeys.uses(design, entity)) {
          patterns.add(
              new ReportEntry(
                  use.partitionKey().source(),
                  use.sortKey() == null ? "" : use.sortKey().source(),
                  entity.simpleName(),
                  use.targetName(),
                  mixed
                      ? Optional.empty()
                      : Optional.of(
                          Names.entityAccessor(entity)
                              + "()."
                              + use.queryName()
                              + "("
                              + String.join(", ", placeholderNames(use))
                              + ")")));
        }
      }
    }
    members(design)
        .forEach(
            (name, members) -> {
              KeyUse use = members.get(0).getValue();
              String prefix = PatternServing.collectionPrefix(design, name);
              patterns.add(
                  new ReportEntry(
                      use.partitionKey().source(),
                      prefix.isEmpty()
                          ? "(whole partition)"
                          : "begins_with("
                              + (use.isPrimary() ? design.table().sortKey() : use.index().sortKey())
                              + ", \""
                              + prefix
                              + "\")",
                      members.stream()
                          .map(member -> member.getKey().simpleName())
                          .collect(Collectors.joining(" + ")),
                      use.targetName(),
                      Optional.of(name + "(" + String.join(", ", placeholderNames(use)) + ")")));
            });
    return patterns;
  }
}
