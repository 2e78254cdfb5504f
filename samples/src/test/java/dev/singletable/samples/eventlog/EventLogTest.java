package dev.singletable.samples.eventlog;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The sharded event log's declared reads, served by the fan-out: the day's events page by page,
 * newest first, are exactly the events written, in time order; a point read finds its shard.
 */
@LocalDynamoDbTest
class EventLogTest {

  static EventLogDb db;
  static String output;

  @BeforeAll
  static void runDemo(DynamoDbClient client, TestTable table) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    db = EventLogDb.create(client, DbOptions.builder().tableName(table.name()).build());
    new EventLogDemo(db, new PrintStream(bytes, true, StandardCharsets.UTF_8)).runAll();
    output = bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void theDayIsSpreadOverEveryShard() {
    assertThat(output).contains("items per shard partition: {DAY#2025-06-01#0=");
    for (int shard = 0; shard < 8; shard++) {
      assertThat(output).contains("DAY#2025-06-01#" + shard + "=");
    }
  }

  @Test
  void pagingTheDayNewestFirstGivesEveryEventInTimeOrder() {
    List<String> read = new ArrayList<>();
    PageRequest request = PageRequest.first(7);
    while (true) {
      Page<Event> page = db.eventsOfDay(EventLogDemo.DAY, request);
      assertThat(page.items()).hasSizeLessThanOrEqualTo(7);
      page.items().forEach(event -> read.add(event.eventId()));
      if (!page.hasMore()) {
        break;
      }
      request = request.next(page);
    }
    List<String> expected = new ArrayList<>();
    for (int i = 119; i >= 0; i--) {
      expected.add(String.format("e%03d", i));
    }
    assertThat(read).isEqualTo(expected);
  }

  @Test
  void theDemoPrintsTheFirstPagesMerged() {
    assertThat(output)
        .contains("page 1: [e119@13:53, e118@13:46, e117@13:39, e116@13:32, e115@13:25] (more)")
        .contains("page 2: [e114@13:18, e113@13:11, e112@13:04, e111@12:57, e110@12:50] (more)");
  }

  @Test
  void aTimeWindowIsReadFromEveryShardOldestFirst() {
    Instant from = EventLogDemo.DAY.atTime(6, 0).toInstant(ZoneOffset.UTC);
    Instant to = EventLogDemo.DAY.atTime(7, 0).toInstant(ZoneOffset.UTC);
    List<Event> window = db.eventsBetween(EventLogDemo.DAY, from, to);
    // One event every 7 minutes: e052 at 06:04 to e060 at 07:00 (the bounds are inclusive).
    assertThat(window.stream().map(Event::eventId))
        .containsExactly("e052", "e053", "e054", "e055", "e056", "e057", "e058", "e059", "e060");
  }

  @Test
  void aPointReadComputesTheShardFromTheEventId() {
    assertThat(output).contains("GetItem on shard").contains("e042@04:54");
  }

  @Test
  void eventsOfAKindAreMergedNewestFirstFromTheRandomIndexShards() {
    Page<Event> errors = db.eventsOfKind("error", PageRequest.first(50));
    assertThat(errors.items())
        .hasSize(40)
        .allSatisfy(e -> assertThat(e.kind()).isEqualTo("error"))
        .isSortedAccordingTo(Comparator.comparing(Event::at).reversed());
  }
}
