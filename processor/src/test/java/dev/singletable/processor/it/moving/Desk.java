package dev.singletable.processor.it.moving;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;

/** The table of an index key move: tickets whose GSI1 partition key pattern changed. */
@Table(name = "Desk", gsis = @GlobalIndex(name = "GSI1"))
public interface Desk {}
