package dev.singletable.benchmarks.migration;

import dev.singletable.annotations.Table;

/** The table of the migration benchmark: documents whose key moves. */
@Table(name = "Archive")
public interface Archive {}
