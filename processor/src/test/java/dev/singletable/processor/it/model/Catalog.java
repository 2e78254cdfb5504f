package dev.singletable.processor.it.model;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.LocalIndex;
import dev.singletable.annotations.Projection;
import dev.singletable.annotations.Table;

/** The table of the behavioural tests: every index shape the processor supports. */
@Table(
    name = "Catalog",
    gsis = {
      @GlobalIndex(name = "GSI1"),
      @GlobalIndex(name = "Inverted", pk = "SK", sk = "PK"),
      @GlobalIndex(name = "GSI3", projection = Projection.KEYS_ONLY)
    },
    lsis = @LocalIndex(name = "LSI1"))
public interface Catalog {}
