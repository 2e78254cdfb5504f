package dev.singletable.processor.it.indexmove;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.LocalIndex;
import dev.singletable.annotations.Table;

/**
 * The table of index key moves: receipts whose LSI1 sort key pattern changed, payments whose time
 * is written into GSI1 at milliseconds since it was written at nanoseconds.
 */
@Table(name = "Till", gsis = @GlobalIndex(name = "GSI1"), lsis = @LocalIndex(name = "LSI1"))
public interface Till {}
