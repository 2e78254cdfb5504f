package dev.singletable.samples.iot;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyFormat;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Ttl;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * One raw measurement of a device, sorted by the millisecond it was taken; DynamoDB deletes it a
 * week later ({@code @Ttl}), and reads hide it as soon as that time has passed.
 */
@Entity(table = Telemetry.class)
@KeyPattern(pk = "DEVICE#{deviceId}", sk = "READING#{takenAt}", query = "readingsOf")
public record Reading(
    String deviceId,
    @KeyFormat(fractionDigits = 3) Instant takenAt,
    double temperature,
    double humidity,
    @Ttl Instant expiresAt) {

  /** How long raw readings are kept. */
  public static final Duration RETENTION = Duration.ofDays(7);

  /**
   * A reading that expires {@link #RETENTION} after it was taken, to the second: TTL is stored in
   * whole epoch seconds, so a finer expiry would not read back equal.
   */
  public static Reading of(String deviceId, Instant takenAt, double temperature, double humidity) {
    Instant expiresAt = takenAt.plus(RETENTION).truncatedTo(ChronoUnit.SECONDS);
    return new Reading(deviceId, takenAt, temperature, humidity, expiresAt);
  }
}
