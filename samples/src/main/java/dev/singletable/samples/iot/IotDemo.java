package dev.singletable.samples.iot;

import dev.singletable.runtime.DbOptions;
import dev.singletable.samples.DemoConsole;
import dev.singletable.samples.DemoLauncher;
import dev.singletable.samples.ModelReport;
import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The IoT demo: creates the Telemetry table on the embedded local engine with a clock fixed at
 * {@link IotData#NOW}, ingests readings of three devices, then calls each read the {@link
 * Telemetry} interface declares and prints the pattern, how the processor serves it and the typed
 * results.
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

    // The dashboards read through their own interface; TelemetryDb implements it.
    Telemetry telemetry = db;
    show(
        "Devices of a site (GSI1)",
        "devicesOfSite",
        telemetry.devicesOfSite("berlin-lab").stream()
            .map(d -> d.deviceId() + " " + d.model() + " in the " + d.location()));
    show(
        "Latest reading of a device",
        "latestReading",
        telemetry.latestReading("th-01").stream().map(IotDemo::line));
    Instant from = Instant.parse("2025-05-01T10:00:00Z");
    Instant to = Instant.parse("2025-05-01T10:30:00Z");
    show(
        "Readings between " + from + " and " + to,
        "readingsBetween",
        telemetry.readingsBetween("th-01", from, to).stream().map(IotDemo::line));
    Instant since = IotData.NOW.minus(Duration.ofMinutes(30));
    show(
        "Readings of the last 30 minutes, newest first",
        "readingsSince",
        telemetry.readingsSince("th-01", since).stream().map(IotDemo::line));
    show(
        "Raw readings before the day (expired by TTL, hidden)",
        "readingsBefore",
        telemetry.readingsBefore("th-01", Instant.parse("2025-05-01T00:00:00Z")).stream()
            .map(IotDemo::line));
    show(
        "Hourly summaries of the day",
        "hourlySummaries",
        telemetry
            .hourlySummaries(
                "th-01",
                Instant.parse("2025-05-01T00:00:00Z"),
                Instant.parse("2025-05-01T23:00:00Z"))
            .stream()
            .map(IotDemo::line));
    show(
        "Every hourly summary (kept after the raw readings expire)",
        "hourlySummaries",
        telemetry.hourlySummaries("th-01", null, null).stream().map(IotDemo::line));
  }

  private void show(String pattern, String method, Stream<String> lines) {
    console.showRead(pattern, ModelReport.servedBy(Telemetry.class, method), lines.toList());
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
