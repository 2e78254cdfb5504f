package dev.singletable.processor.it.model;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;
import dev.singletable.annotations.TableSettings;

/**
 * An on-demand table with warm throughput and a maximum on-demand throughput, for the table and its
 * global index, declared multi-Region strongly consistent (so it has no transactions).
 */
@Table(name = "Kiln", async = true, gsis = @GlobalIndex(name = "GSI1"))
@TableSettings(
    warmReadUnitsPerSecond = 15_000,
    warmWriteUnitsPerSecond = 6_000,
    maxReadRequestUnits = 800,
    maxWriteRequestUnits = 300,
    indexThroughput =
        @TableSettings.IndexThroughput(
            index = "GSI1",
            warmReadUnitsPerSecond = 13_000,
            maxReadRequestUnits = 400,
            maxWriteRequestUnits = 200),
    multiRegionConsistency = TableSettings.MultiRegionConsistency.STRONG)
public interface Kiln {}
