package dev.singletable.samples.iot;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;

/**
 * The IoT demo's data: three devices at two sites; {@code th-01} reports every ten minutes from
 * 09:00 to 11:50 on {@link #NOW}'s day, and once more eleven days earlier (a reading already
 * expired).
 */
final class IotData {

  /** The demo's "now": readings are hidden once {@code expiresAt} is at or before it. */
  static final Instant NOW = Instant.parse("2025-05-01T12:00:00Z");

  /** A clock fixed at {@link #NOW}, for {@code DbOptions.builder().clock(...)}. */
  static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);

  /** The first of {@code th-01}'s 18 readings of the day; each is 250 ms past a ten-minute mark. */
  static final Instant FIRST = Instant.parse("2025-05-01T09:00:00.250Z");

  /** {@code th-01}'s old reading, expired since {@code 2025-04-27T08:00:00Z}. */
  static final Instant OLD = Instant.parse("2025-04-20T08:00:00Z");

  private IotData() {}

  static void load(TelemetryDb db) {
    db.devices().create(new Device("th-01", "berlin-lab", "TH-200", "cold room"));
    db.devices().create(new Device("th-02", "berlin-lab", "TH-200", "server room"));
    db.devices().create(new Device("th-03", "munich-office", "TH-100", "lobby"));

    Ingest.record(db, Reading.of("th-01", OLD, 6.0, 70));
    for (int i = 0; i < 18; i++) {
      Ingest.record(db, Reading.of("th-01", FIRST.plusSeconds(600L * i), temperature(i), 60 + i));
    }
    Ingest.record(db, Reading.of("th-02", Instant.parse("2025-05-01T11:00:00Z"), 24.5, 35));
    Ingest.record(db, Reading.of("th-02", Instant.parse("2025-05-01T11:30:00Z"), 25.0, 34));
  }

  /**
   * Temperature of {@code th-01}'s reading {@code i}: 4.0, 4.5, 5.0, 5.5, then again (exact in
   * binary).
   */
  static double temperature(int i) {
    return 4.0 + (i % 4) * 0.5;
  }
}
