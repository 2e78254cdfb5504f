package dev.singletable.samples.iot;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyFormat;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;

/**
 * The running count and temperature sum of a device's readings in one hour, kept after the raw
 * readings expire; written with atomic increments as readings arrive.
 */
@Entity(table = Telemetry.class)
@KeyPattern(pk = "DEVICE#{deviceId}", sk = "HOUR#{hour}", query = "hoursOf")
public record HourlySummary(
    String deviceId,
    @KeyFormat(fractionDigits = 0) Instant hour,
    long readings,
    double temperatureSum) {

  /** The mean temperature of the hour. */
  public double averageTemperature() {
    return readings == 0 ? Double.NaN : temperatureSum / readings;
  }
}
