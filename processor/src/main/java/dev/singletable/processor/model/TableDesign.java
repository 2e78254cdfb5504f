package dev.singletable.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * A table with the entities that point at it and the reads its interface declares: the unit the
 * processor validates and writes.
 *
 * @param patterns the abstract methods of the table interface, in declaration order
 * @param migrations the migrations the entities declare ({@code formerly = ...})
 * @param shapes the stored shapes of the entities that declare one or former ones
 */
public record TableDesign(
    TableModel table,
    List<EntityModel> entities,
    List<AccessPatternModel> patterns,
    List<MigrationModel> migrations,
    List<ShapeModel> shapes) {

  public TableDesign {
    entities = List.copyOf(entities);
    patterns = List.copyOf(patterns);
    migrations = List.copyOf(migrations);
    shapes = List.copyOf(shapes);
  }

  /** The stored shape {@code entity} declares, if any. */
  public Optional<ShapeModel> shape(EntityModel entity) {
    return shapes.stream().filter(s -> s.entity().type().equals(entity.type())).findFirst();
  }

  /** The migrations {@code entity} declares, if any. */
  public Optional<MigrationModel> migration(EntityModel entity) {
    return migrations.stream().filter(m -> m.entity().type().equals(entity.type())).findFirst();
  }
}
