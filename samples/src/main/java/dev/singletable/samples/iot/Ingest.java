package dev.singletable.samples.iot;

import java.time.temporal.ChronoUnit;

/** Stores a device's reading and folds it into the hour's summary. */
final class Ingest {

  private Ingest() {}

  /**
   * Writes the raw reading and adds it to its hour's summary with {@code ADD}, which creates the
   * summary and its counters on the hour's first reading.
   */
  static void record(TelemetryDb db, Reading reading) {
    db.readings().put(reading);
    HourlySummaryKey hour =
        new HourlySummaryKey(reading.deviceId(), reading.takenAt().truncatedTo(ChronoUnit.HOURS));
    db.hourlySummaries()
        .upsert(hour)
        .apply(HourlySummarySchema.READINGS.add(1L))
        .apply(HourlySummarySchema.TEMPERATURE_SUM.add(reading.temperature()))
        .execute();
  }
}
