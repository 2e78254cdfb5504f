package dev.singletable.processor.it.docs;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.LocalIndex;
import dev.singletable.annotations.Projection;
import dev.singletable.annotations.Table;
import dev.singletable.annotations.TableSettings;

// The provisioned sample table of docs/table-definition.md, as the page shows it; the page's
// CloudFormation and CDK definitions are checked against the definition generated from it.
@Table(
    name = "Shop",
    gsis = {
      @GlobalIndex(name = "GSI1"),
      @GlobalIndex(name = "GSI2", projection = Projection.KEYS_ONLY),
      @GlobalIndex(name = "Inverted", pk = "SK", sk = "PK", projection = Projection.KEYS_ONLY)
    },
    lsis = @LocalIndex(name = "LSI1"))
@TableSettings(
    readCapacity = 10, // provisioned; leave both capacities out for on demand
    writeCapacity = 5,
    indexThroughput =
        @TableSettings.IndexThroughput(
            index = "GSI1",
            read = 20,
            write = 5,
            warmReadUnitsPerSecond = 30_000,
            warmWriteUnitsPerSecond = 10_000),
    warmReadUnitsPerSecond = 30_000, // what the table serves at once, ahead of a launch
    warmWriteUnitsPerSecond = 10_000,
    pointInTimeRecovery = true,
    deletionProtection = true,
    tableClass = TableSettings.TableClass.STANDARD, // or STANDARD_INFREQUENT_ACCESS
    tags = @TableSettings.Tag(key = "team", value = "shop"))
public interface Shop {}
