package dev.singletable.samples.feed;

import dev.singletable.runtime.DbOptions;
import dev.singletable.samples.DemoLauncher;
import dev.singletable.tools.StreamPoller;
import java.io.PrintStream;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;

/**
 * The social feed demo: posts reach followers' feeds through the stream (fan-out on write), a
 * widely followed author's posts are read by their followers at request time (fan-out on read), and
 * feed entries expire by TTL.
 */
public final class FeedDemo {

  /** Authors with this many followers are read on demand (thousands in a real service). */
  static final long FAN_OUT_LIMIT = 3;

  static final Instant NOW = Instant.parse("2025-06-01T09:00:00Z");

  private final DemoLauncher.StreamsSetup setup;
  private final PrintStream out;

  FeedDemo(DemoLauncher.StreamsSetup setup, PrintStream out) {
    this.setup = setup;
    this.out = out;
  }

  public static void main(String[] args) {
    DemoLauncher.runWithStreams(
        args, "Social-demo", setup -> new FeedDemo(setup, System.out).runAll());
  }

  void runAll() {
    Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
    SocialDb db = db(clock);
    out.println(
        "== Table " + db.tableName() + ", stream NEW_IMAGE, fan-out limit " + FAN_OUT_LIMIT);
    db.createTable();
    FeedService service = new FeedService(db, FAN_OUT_LIMIT, clock);
    FeedFanOut fanOut = new FeedFanOut(db, FAN_OUT_LIMIT);
    for (String user : new String[] {"ann", "bob", "cid", "dee", "star"}) {
      service.join(user, user.toUpperCase());
    }
    service.follow("bob", "ann");
    service.follow("cid", "ann");
    for (String fan : new String[] {"ann", "bob", "cid"}) {
      service.follow(fan, "star");
    }
    out.println("bob and cid follow ann; ann, bob and cid follow star (widely followed)");
    try (var poller =
        StreamPoller.builder(setup.streams(), SocialChanges::decode, SocialChange.Unknown::new)
            .table(db.table())
            .startingAt(ShardIteratorType.LATEST)
            .build()) {
      poller.poll(change -> {});
      service.post("ann", "p-1", "Morning run done");
      service.post("star", "p-2", "New album out");
      relay(poller, fanOut);
      print(service, "bob");

      out.println("== A week later, ann's post has left the feeds by TTL");
      Clock weekLater = Clock.fixed(NOW.plus(Duration.ofDays(8)), ZoneOffset.UTC);
      int expired = setup.expireTtl(weekLater.instant());
      out.println(
          "   TTL deleted " + (expired < 0 ? "(on AWS: within days)" : expired + " feed entries"));
      relay(poller, fanOut);
      print(new FeedService(db(weekLater), FAN_OUT_LIMIT, weekLater), "bob");
    }
  }

  private SocialDb db(Clock clock) {
    return SocialDb.create(
        setup.client(), DbOptions.builder().tableName(setup.table()).clock(clock).build());
  }

  private void relay(StreamPoller<SocialChange, Integer, String> poller, FeedFanOut fanOut) {
    Map<FeedFanOut.Outcome, Integer> outcomes = new EnumMap<>(FeedFanOut.Outcome.class);
    poller.poll(change -> outcomes.merge(fanOut.handle(change), 1, Integer::sum));
    out.println("   stream handler: " + outcomes);
  }

  private void print(FeedService service, String reader) {
    out.println("== " + reader + "'s feed");
    List<FeedService.FeedItem> feed = service.feedOf(reader, 10);
    if (feed.isEmpty()) {
      out.println("   (empty)");
    }
    feed.forEach(
        item ->
            out.println(
                "   "
                    + item.postedAt()
                    + " "
                    + item.authorId()
                    + ": "
                    + item.text()
                    + (item.pulled() ? " (read on demand)" : " (pushed by the stream)")));
    out.println();
  }
}
