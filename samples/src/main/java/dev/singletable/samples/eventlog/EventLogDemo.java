package dev.singletable.samples.eventlog;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.samples.DemoLauncher;
import java.io.PrintStream;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.TreeMap;

/**
 * The sharded event log: writes a day of events, shows how they spread over the 8 shards, and reads
 * the day back merged newest first, a page at a time, with one cursor for all shards.
 */
public final class EventLogDemo {

  static final LocalDate DAY = LocalDate.of(2025, 6, 1);
  private static final String[] KINDS = {"login", "purchase", "error"};

  private final EventLogDb db;
  private final PrintStream out;

  EventLogDemo(EventLogDb db, PrintStream out) {
    this.db = db;
    this.out = out;
  }

  public static void main(String[] args) {
    DemoLauncher.run(
        args,
        "EventLog-demo",
        (client, table) ->
            new EventLogDemo(
                    EventLogDb.create(client, DbOptions.builder().tableName(table).build()),
                    System.out)
                .runAll());
  }

  void runAll() {
    out.println("== Table " + db.tableName() + ": a day's events over 8 shards");
    db.createTable();
    load(120);
    spread();
    pages();
    window();
    pointRead();
    byKind();
  }

  /** {@code count} events of {@link #DAY}, one every 7 minutes, ids e000.. */
  void load(int count) {
    Instant start = DAY.atStartOfDay().toInstant(ZoneOffset.UTC);
    for (int i = 0; i < count; i++) {
      db.events()
          .put(
              new Event(
                  DAY,
                  start.plusSeconds(420L * i),
                  String.format("e%03d", i),
                  KINDS[i % KINDS.length],
                  "web-" + (i % 4),
                  "event " + i));
    }
    out.println("wrote " + count + " events of " + DAY);
  }

  private void spread() {
    Map<String, Integer> perShard = new TreeMap<>();
    for (Event event : db.events().byDay(DAY).all().list()) {
      perShard.merge(EventKey.of(event).pk(), 1, Integer::sum);
    }
    out.println("   items per shard partition: " + perShard);
  }

  private void pages() {
    out.println("== eventsOfDay: the 8 shards queried together, merged newest first");
    PageRequest request = PageRequest.first(5);
    for (int n = 1; n <= 3; n++) {
      Page<Event> page = db.eventsOfDay(DAY, request);
      out.println("   page " + n + ": " + describe(page));
      if (!page.hasMore()) {
        break;
      }
      request = request.next(page);
    }
  }

  private void window() {
    Instant from = DAY.atTime(6, 0).toInstant(ZoneOffset.UTC);
    Instant to = DAY.atTime(7, 0).toInstant(ZoneOffset.UTC);
    out.println("== eventsBetween 06:00 and 07:00, oldest first");
    out.println("   " + db.eventsBetween(DAY, from, to).stream().map(EventLogDemo::brief).toList());
  }

  private void pointRead() {
    Instant at = DAY.atStartOfDay().toInstant(ZoneOffset.UTC).plusSeconds(420L * 42);
    out.println("== event(day, at, \"e042\"): GetItem on shard " + shardOf("e042", at));
    out.println("   " + db.event(DAY, at, "e042").map(EventLogDemo::brief).orElse("none"));
  }

  private void byKind() {
    out.println("== eventsOfKind(\"error\"): 4 index shards (written at random), merged");
    out.println("   " + describe(db.eventsOfKind("error", PageRequest.first(6))));
  }

  private static String shardOf(String eventId, Instant at) {
    String pk = new EventKey(DAY, at, eventId).pk();
    return pk.substring(pk.lastIndexOf('#') + 1);
  }

  private static String describe(Page<Event> page) {
    return page.items().stream().map(EventLogDemo::brief).toList()
        + (page.hasMore() ? " (more)" : " (end)");
  }

  private static String brief(Event event) {
    return event.eventId() + "@" + event.at().toString().substring(11, 16);
  }
}
