package dev.singletable.processor.model;

import java.util.List;

/**
 * A table with the entities that point at it and the reads its interface declares: the unit the
 * processor validates and writes.
 *
 * @param patterns the abstract methods of the table interface, in declaration order
 */
public record TableDesign(
    TableModel table, List<EntityModel> entities, List<AccessPatternModel> patterns) {

  public TableDesign {
    entities = List.copyOf(entities);
    patterns = List.copyOf(patterns);
  }

  /** A design whose interface declares no read. */
  public TableDesign(TableModel table, List<EntityModel> entities) {
    this(table, entities, List.of());
  }
}
