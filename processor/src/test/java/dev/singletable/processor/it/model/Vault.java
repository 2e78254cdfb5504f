package dev.singletable.processor.it.model;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;
import dev.singletable.annotations.TableSettings;

/**
 * A table with production settings: provisioned and warm throughput, recovery, protection, class,
 * tags.
 */
@Table(name = "Vault", gsis = @GlobalIndex(name = "GSI1"))
@TableSettings(
    readCapacity = 5,
    writeCapacity = 2,
    indexThroughput =
        @TableSettings.IndexThroughput(
            index = "GSI1",
            read = 3,
            write = 1,
            warmReadUnitsPerSecond = 900,
            warmWriteUnitsPerSecond = 300),
    warmReadUnitsPerSecond = 1_000,
    warmWriteUnitsPerSecond = 500,
    pointInTimeRecovery = true,
    deletionProtection = true,
    tableClass = TableSettings.TableClass.STANDARD_INFREQUENT_ACCESS,
    tags = {
      @TableSettings.Tag(key = "team", value = "vault"),
      @TableSettings.Tag(key = "cost-centre", value = "42")
    })
public interface Vault {}
