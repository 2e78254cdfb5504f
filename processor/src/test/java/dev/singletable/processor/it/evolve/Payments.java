package dev.singletable.processor.it.evolve;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;

/** The table of the key-format migration test: payments whose time is keyed at milliseconds. */
@Table(name = "Payments", gsis = @GlobalIndex(name = "GSI1"))
public interface Payments {}
