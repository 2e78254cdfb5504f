package dev.singletable.golden;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;
import dev.singletable.annotations.TableSettings;

/**
 * The reference table without a sort key, with an index named without digits, and production
 * settings: provisioned throughput (more reads for the index), recovery, protection and a tag.
 */
@Table(name = "Ledger", sk = "", gsis = @GlobalIndex(name = "by-owner", hasSortKey = false))
@TableSettings(
    readCapacity = 10,
    writeCapacity = 5,
    indexThroughput = @TableSettings.IndexThroughput(index = "by-owner", read = 20, write = 5),
    pointInTimeRecovery = true,
    deletionProtection = true,
    tags = @TableSettings.Tag(key = "team", value = "ledger"))
public interface Ledger {}
