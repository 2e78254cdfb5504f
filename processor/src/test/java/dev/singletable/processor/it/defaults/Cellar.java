package dev.singletable.processor.it.defaults;

import dev.singletable.annotations.Table;

/** The table of the declared-default tests: bottles whose newer attributes old items lack. */
@Table(name = "Cellar")
public interface Cellar {}
