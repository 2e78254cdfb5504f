package dev.singletable.samples.iot;

import dev.singletable.annotations.AccessPattern;
import dev.singletable.annotations.Before;
import dev.singletable.annotations.Descending;
import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Since;
import dev.singletable.annotations.Table;
import dev.singletable.annotations.Until;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The IoT single table: each device's partition holds the device, its raw readings (kept a week,
 * then expired by TTL) and its hourly summaries (kept); GSI1 lists the devices of a site. The reads
 * of the dashboards are declared here and implemented by {@code TelemetryDb}.
 */
@Table(name = "Telemetry", async = true, gsis = @GlobalIndex(name = "GSI1"))
public interface Telemetry {

  @AccessPattern("The devices of a site")
  List<Device> devicesOfSite(String siteId);

  @AccessPattern("A device by id")
  Optional<Device> device(String deviceId);

  @AccessPattern("A device's latest reading")
  @Descending
  Optional<Reading> latestReading(String deviceId);

  @AccessPattern("A device's readings of a period, oldest first")
  List<Reading> readingsBetween(
      String deviceId, @Since("takenAt") Instant from, @Until("takenAt") Instant to);

  @AccessPattern("A device's readings since a moment, newest first")
  @Descending
  List<Reading> readingsSince(String deviceId, @Since("takenAt") Instant since);

  @AccessPattern("A device's readings before a moment")
  List<Reading> readingsBefore(String deviceId, @Before("takenAt") Instant before);

  @AccessPattern("A device's hourly summaries of a period (every one without bounds)")
  List<HourlySummary> hourlySummaries(
      String deviceId, @Since("hour") Instant from, @Until("hour") Instant to);
}
