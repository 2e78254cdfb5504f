package dev.singletable.processor.model;

import java.util.List;

/** A table with the entities that point at it: the unit the processor validates and writes. */
public record TableDesign(TableModel table, List<EntityModel> entities) {}
