package dev.singletable.benchmarks.model;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;

/**
 * The benchmark table: PK/SK and one global index, GSI1 (GSI1PK/GSI1SK); with the asynchronous
 * face, which {@code AsyncBenchmark} measures.
 */
@Table(name = "Bench", async = true, gsis = @GlobalIndex(name = "GSI1"))
public interface Bench {}
