package dev.singletable.processor.it.docs;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Projection;
import dev.singletable.annotations.Table;
import dev.singletable.annotations.TableSettings;

// The on-demand sample table of docs/table-definition.md, as the page shows it.
@Table(name = "Clicks", gsis = @GlobalIndex(name = "ByPage", projection = Projection.KEYS_ONLY))
@TableSettings(
    maxReadRequestUnits = 50_000, // on demand, with a ceiling on what it may cost
    maxWriteRequestUnits = 20_000,
    warmReadUnitsPerSecond = 15_000,
    warmWriteUnitsPerSecond = 6_000,
    indexThroughput =
        @TableSettings.IndexThroughput(index = "ByPage", maxReadRequestUnits = 10_000))
public interface Clicks {}
