package dev.singletable.benchmarks.sharded;

import dev.singletable.annotations.Table;

/** The table of the sharded-query benchmark: one day's log, sharded and in one partition. */
@Table(name = "Log")
public interface Log {}
