package dev.singletable.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * A table with the entities that point at it and the reads its interface declares: the unit the
 * processor validates and writes.
 *
 * @param patterns the abstract methods of the table interface, in declaration order
 * @param migrations the migrations the entities declare ({@code formerly = ...})
 */
public record TableDesign(
    TableModel table,
    List<EntityModel> entities,
    List<AccessPatternModel> patterns,
    List<MigrationModel> migrations) {

  public TableDesign {
    entities = List.copyOf(entities);
    patterns = List.copyOf(patterns);
    migrations = List.copyOf(migrations);
  }

  /** A design that declares no migration. */
  public TableDesign(
      TableModel table, List<EntityModel> entities, List<AccessPatternModel> patterns) {
    this(table, entities, patterns, List.of());
  }

  /** The migrations {@code entity} declares, if any. */
  public Optional<MigrationModel> migration(EntityModel entity) {
    return migrations.stream().filter(m -> m.entity().type().equals(entity.type())).findFirst();
  }

  /** A design whose interface declares no read. */
  public TableDesign(TableModel table, List<EntityModel> entities) {
    this(table, entities, List.of());
  }
}
