package dev.singletable.samples.iot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.Range;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The IoT access patterns against the local engine, with the clock fixed at {@link IotData#NOW}.
 */
@LocalDynamoDbTest
class IotTest {

  private static DynamoDbClient client;
  private static String tableName;
  private static TelemetryDb db;

  @BeforeAll
  static void load(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name();
    db = at(IotData.CLOCK);
    db.createTable();
    IotData.load(db);
  }

  private static TelemetryDb at(Clock clock) {
    return TelemetryDb.create(
        client, DbOptions.builder().tableName(tableName).clock(clock).build());
  }

  /**
   * {@code th-01}'s reading {@code i} of the day: 09:00:00.250 plus {@code i} times ten minutes.
   */
  private static Instant th01(int i) {
    return IotData.FIRST.plusSeconds(600L * i);
  }

  private static List<Instant> times(List<Reading> readings) {
    return readings.stream().map(Reading::takenAt).toList();
  }

  private static List<Instant> th01(int from, int to) {
    return IntStream.rangeClosed(from, to).mapToObj(IotTest::th01).toList();
  }

  @Test
  void devicesOfASiteThroughTheIndex() {
    assertThat(db.devices().devicesAt("berlin-lab").all().list())
        .extracting(Device::deviceId)
        .containsExactly("th-01", "th-02");
    assertThat(db.devices().devicesAt("munich-office").all().list())
        .extracting(Device::location)
        .containsExactly("lobby");
    assertThat(db.devices().devicesAt("berlin-lab").describe())
        .isEqualTo(
            "GSI1PK = \"SITE#berlin-lab\" AND begins_with(GSI1SK, \"DEVICE#\") on index GSI1");
  }

  @Test
  void latestReadingOfEachDevice() {
    assertThat(db.readings().readingsOf("th-01").newestFirst().limit(1).first())
        .contains(Reading.of("th-01", th01(17), IotData.temperature(17), 77));
    assertThat(db.readings().readingsOf("th-02").newestFirst().limit(1).first())
        .map(Reading::takenAt)
        .contains(Instant.parse("2025-05-01T11:30:00Z"));
    assertThat(db.readings().readingsOf("th-03").newestFirst().limit(1).first()).isEmpty();
  }

  @Test
  void readingsBetweenTwoInstantsAreInclusiveToTheMillisecond() {
    assertThat(
            times(
                db.readings().readingsOf("th-01").takenAt(Range.between(th01(6), th01(9))).list()))
        .isEqualTo(th01(6, 9));
    assertThat(
            times(
                db.readings()
                    .readingsOf("th-01")
                    .takenAt(
                        Range.between(
                            Instant.parse("2025-05-01T10:00:00Z"),
                            Instant.parse("2025-05-01T10:30:00Z")))
                    .list()))
        .isEqualTo(th01(6, 8));
    assertThat(
            times(
                db.readings()
                    .readingsOf("th-01")
                    .takenAt(Range.between(th01(6).plusMillis(1), th01(9).minusMillis(1)))
                    .list()))
        .isEqualTo(th01(7, 8));
  }

  @Test
  void openRangesAfterAndBeforeAnInstant() {
    assertThat(times(db.readings().readingsOf("th-01").takenAt(Range.after(th01(15))).list()))
        .isEqualTo(th01(16, 17));
    assertThat(
            times(
                db.readings()
                    .readingsOf("th-01")
                    .takenAt(Range.from(th01(15)))
                    .newestFirst()
                    .list()))
        .isEqualTo(List.of(th01(17), th01(16), th01(15)));
    assertThat(times(db.readings().readingsOf("th-01").takenAt(Range.before(th01(2))).list()))
        .isEqualTo(th01(0, 1));
    assertThat(times(db.readings().readingsOf("th-01").takenAt(Range.upTo(th01(2))).list()))
        .isEqualTo(th01(0, 2));
  }

  @Test
  void oneReadingByItsExactInstant() {
    assertThat(times(db.readings().readingsOf("th-01").takenAt(th01(4)).list()))
        .containsExactly(th01(4));
    assertThat(
            db.readings().readingsOf("th-01").takenAt(Instant.parse("2025-05-01T09:40:00Z")).list())
        .isEmpty();
    assertThat(db.readings().get(new ReadingKey("th-01", th01(4))))
        .map(Reading::humidity)
        .contains(64.0);
  }

  @Test
  void pagingThroughTheDaysReadingsKeepsTheOrder() {
    Page<Reading> first =
        db.readings().readingsOf("th-01").takenAt(Range.from(th01(0))).limit(5).page();
    Page<Reading> second =
        db.readings()
            .readingsOf("th-01")
            .takenAt(Range.from(th01(0)))
            .limit(5)
            .startAfter(first.cursor())
            .page();

    assertThat(times(first.items())).isEqualTo(th01(0, 4));
    assertThat(times(second.items())).isEqualTo(th01(5, 9));
    assertThat(
            times(db.readings().readingsOf("th-01").takenAt(Range.from(th01(0))).limit(5).list()))
        .isEqualTo(th01(0, 17));
  }

  @Test
  void expiredReadingsAreHiddenUntilTheClockIsBeforeTheirExpiry() {
    Page<Reading> page = db.readings().readingsOf("th-01").all().page();
    assertThat(page.items()).hasSize(18);
    assertThat(page.skippedItems()).isEqualTo(1);
    assertThat(db.readings().get(new ReadingKey("th-01", IotData.OLD))).isEmpty();

    TelemetryDb dayAfter = at(Clock.fixed(IotData.OLD.plusSeconds(86_400), ZoneOffset.UTC));
    assertThat(dayAfter.readings().get(new ReadingKey("th-01", IotData.OLD)))
        .contains(Reading.of("th-01", IotData.OLD, 6.0, 70));
    TelemetryDb atExpiry = at(Clock.fixed(IotData.OLD.plus(Reading.RETENTION), ZoneOffset.UTC));
    assertThat(atExpiry.readings().get(new ReadingKey("th-01", IotData.OLD))).isEmpty();
  }

  @Test
  void createTableEnabledTimeToLiveOnExpiresAt() {
    var ttl = client.describeTimeToLive(r -> r.tableName(tableName)).timeToLiveDescription();
    assertThat(ttl.attributeName()).isEqualTo("expiresAt");
    assertThat(ttl.timeToLiveStatusAsString()).isEqualTo("ENABLED");
  }

  @Test
  void hourlySummariesCountAndSumEveryReadingAndOutliveThem() {
    List<HourlySummary> day =
        db.hourlySummaries()
            .hoursOf("th-01")
            .hour(
                Range.between(
                    Instant.parse("2025-05-01T00:00:00Z"), Instant.parse("2025-05-01T23:00:00Z")))
            .list();

    assertThat(day)
        .containsExactly(
            new HourlySummary("th-01", Instant.parse("2025-05-01T09:00:00Z"), 6, 27.5),
            new HourlySummary("th-01", Instant.parse("2025-05-01T10:00:00Z"), 6, 29.5),
            new HourlySummary("th-01", Instant.parse("2025-05-01T11:00:00Z"), 6, 27.5));
    assertThat(db.hourlySummaries().hoursOf("th-01").newestFirst().list())
        .extracting(HourlySummary::hour)
        .containsExactly(
            Instant.parse("2025-05-01T11:00:00Z"),
            Instant.parse("2025-05-01T10:00:00Z"),
            Instant.parse("2025-05-01T09:00:00Z"),
            Instant.parse("2025-04-20T08:00:00Z"));
    assertThat(
            db.hourlySummaries()
                .hoursOf("th-02")
                .hour(Instant.parse("2025-05-01T11:00:00Z"))
                .first())
        .contains(new HourlySummary("th-02", Instant.parse("2025-05-01T11:00:00Z"), 2, 49.5));
  }

  @Test
  void ingestCreatesTheHoursSummaryOnItsFirstReading() {
    db.devices().create(new Device("th-04", "hamburg-depot", "TH-100", "loading bay"));
    Instant at = Instant.parse("2025-05-01T11:59:59.999Z");
    Ingest.record(db, Reading.of("th-04", at, 20.5, 40));
    Ingest.record(db, Reading.of("th-04", at.plusMillis(1), 21.0, 41));

    assertThat(db.hourlySummaries().hoursOf("th-04").all().list())
        .containsExactly(
            new HourlySummary("th-04", Instant.parse("2025-05-01T11:00:00Z"), 1, 20.5),
            new HourlySummary("th-04", Instant.parse("2025-05-01T12:00:00Z"), 1, 21.0));
    assertThat(db.readings().readingsOf("th-04").all().list())
        .extracting(Reading::temperature)
        .containsExactly(20.5, 21.0);
  }
}
