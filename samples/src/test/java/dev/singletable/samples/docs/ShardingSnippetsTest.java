package dev.singletable.samples.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.samples.eventlog.Event;
import dev.singletable.samples.eventlog.EventLogDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Comparator;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The code of docs/sharding.md, compiled and run. */
@LocalDynamoDbTest
class ShardingSnippetsTest {

  @Test
  void aMergedPageAndTheNext(DynamoDbClient client, TestTable table) {
    EventLogDb db = EventLogDb.create(client, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
    LocalDate day = LocalDate.of(2025, 6, 1);
    Instant start = Instant.parse("2025-06-01T00:00:00Z");
    for (int i = 0; i < 50; i++) {
      db.events().put(new Event(day, start.plusSeconds(i), "e" + i, "info", "web", "event " + i));
    }

    Page<Event> page = db.events().byDay(day).newestFirst().limit(20).page();
    Page<Event> next =
        db.events().byDay(day).newestFirst().limit(20).startAfter(page.cursor()).page();

    assertThat(page.items()).hasSize(20).isSortedAccordingTo(newestFirst());
    assertThat(next.items()).hasSize(20).isSortedAccordingTo(newestFirst());
    assertThat(page.items().get(19).at()).isAfter(next.items().get(0).at());
  }

  private static Comparator<Event> newestFirst() {
    return Comparator.comparing(Event::at).reversed();
  }
}
