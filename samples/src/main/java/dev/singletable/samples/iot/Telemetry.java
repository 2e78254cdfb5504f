package dev.singletable.samples.iot;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;

/**
 * The IoT single table: each device's partition holds the device, its raw readings (kept a week,
 * then expired by TTL) and its hourly summaries (kept); GSI1 lists the devices of a site.
 */
@Table(name = "Telemetry", gsis = @GlobalIndex(name = "GSI1"))
public interface Telemetry {}
