package dev.singletable.processor.it.redelim;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.LocalIndex;
import dev.singletable.annotations.Table;

/**
 * The table of a delimiter move: version 1 separated key parts with {@code #}, version 2 with
 * {@code |}, and declares the move so that the stored keys are read and moved.
 */
@Table(
    name = "Atelier",
    delimiter = "|",
    formerDelimiter = "#",
    gsis = @GlobalIndex(name = "GSI1"),
    lsis = @LocalIndex(name = "LSI1"))
public interface Atelier {}
