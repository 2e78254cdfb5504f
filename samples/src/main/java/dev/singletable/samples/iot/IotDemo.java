package dev.singletable.samples.iot;

import dev.singletable.runtime.DbOptions;
import dev.singletable.samples.DemoConsole;
import dev.singletable.samples.DemoLauncher;
import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;

/**
 * The IoT demo: creates the Telemetry table on the embedded local engine with a clock fixed at
 * {@link IotData#NOW}, ingests readings of three devices, then prints each access pattern, the key
 * condition sent and the typed results.
 */
public final class IotDemo {

  private final TelemetryDb db;
  private final PrintStream out;
  private final DemoConsole console;

  IotDemo(TelemetryDb db, PrintStream out) {
    this.db = db;
    this.out = out;
    this.console = new DemoConsole(out);
  }

  public static void main(String[] args) {
    DemoLauncher.run(
        args,
        "Telemetry-demo",
        (client, table) -> {
          DbOptions options = DbOptions.builder().tableName(table).clock(IotData.CLOCK).build();
          new IotDemo(TelemetryDb.create(client, options), System.out).runAll();
        });
  }

  void runAll() {
    out.println("== Table " + db.tableName() + " (now is " + IotData.NOW + ")");
    db.createTable();
    IotData.load(db);
    out.println("loaded: 3 devices, 21 readings (1 expired), their hourly summaries\n");

    console.show(
        "Devices of a site (GSI1)",
        db.devices().devicesAt("berlin-lab"),
        d -> d.deviceId() + " " + d.model() + " in the " + d.location());
    console.show(
        "Latest reading of a device",
        db.readings().readingsOf("th-01").newestFirst().limit(1),
        IotDemo::line);
    Instant from = Instant.parse("2025-05-01T10:00:00Z");
    Instant to = Instant.parse("2025-05-01T10:30:00Z");
    console.show(
        "Readings between " + from + " and " + to,
        db.readings().readingsOf("th-01").takenAtBetween(from, to),
        IotDemo::line);
    Instant since = IotData.NOW.minus(Duration.ofMinutes(30));
    console.show(
        "Readings of the last 30 minutes, newest first",
        db.readings().readingsOf("th-01").takenAtFrom(since).newestFirst(),
        IotDemo::line);
    console.show(
        "Raw readings before the day (expired by TTL, hidden)",
        db.readings().readingsOf("th-01").takenAtBefore(Instant.parse("2025-05-01T00:00:00Z")),
        IotDemo::line);
    console.show(
        "Hourly summaries of the day",
        db.hourlySummaries()
            .hoursOf("th-01")
            .hourBetween(
                Instant.parse("2025-05-01T00:00:00Z"), Instant.parse("2025-05-01T23:00:00Z")),
        IotDemo::line);
    console.show(
        "Every hourly summary (kept after the raw readings expire)",
        db.hourlySummaries().hoursOf("th-01"),
        IotDemo::line);
  }

  private static String line(Reading reading) {
    return reading.takenAt()
        + "  "
        + reading.temperature()
        + " °C  "
        + reading.humidity()
        + " %RH  expires "
        + reading.expiresAt();
  }

  private static String line(HourlySummary hour) {
    return hour.hour()
        + "  "
        + hour.readings()
        + " readings, mean "
        + String.format(Locale.ROOT, "%.2f", hour.averageTemperature())
        + " °C";
  }
}
