package dev.singletable.samples.iot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The IoT demo calls each read the Telemetry interface declares against the local engine. */
@LocalDynamoDbTest
class IotDemoTest {

  static String output;

  @BeforeAll
  static void runDemo(DynamoDbClient client, TestTable table) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    TelemetryDb db =
        TelemetryDb.create(
            client, DbOptions.builder().tableName(table.name()).clock(IotData.CLOCK).build());
    new IotDemo(db, new PrintStream(bytes, true, StandardCharsets.UTF_8)).runAll();
    output = bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void readsTheLatestReadingNewestFirst() {
    assertThat(section("== Latest reading of a device"))
        .contains(
            "served by: Query of the table: PK = \"DEVICE#{deviceId}\" AND begins_with(SK,"
                + " \"READING#\")")
        .contains("2025-05-01T11:50:00.250Z");
  }

  @Test
  void hidesExpiredReadingsBeforeTheDay() {
    assertThat(section("== Raw readings before the day")).contains("(none)");
  }

  @Test
  void readsEveryHourlySummaryWhenNoBoundIsGiven() {
    assertThat(section("== Every hourly summary"))
        .contains(
            "served by: Query of the table: PK = \"DEVICE#{deviceId}\" AND SK BETWEEN"
                + " \"HOUR#{from}\" AND \"HOUR#{to}\"")
        .contains("readings, mean");
  }

  private static String section(String title) {
    int start = output.indexOf(title);
    assertThat(start).as("section %s", title).isNotNegative();
    int end = output.indexOf("\n== ", start + 1);
    return output.substring(start, end < 0 ? output.length() : end);
  }
}
