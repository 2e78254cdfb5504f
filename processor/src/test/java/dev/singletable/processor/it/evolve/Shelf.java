package dev.singletable.processor.it.evolve;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;

/**
 * The table of the index-creation test: version 1 was deployed without {@code ByCategory}, which
 * version 2 adds.
 */
@Table(name = "Shelf", gsis = @GlobalIndex(name = "ByCategory"))
public interface Shelf {}
