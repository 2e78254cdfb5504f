package dev.singletable.samples.feed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.samples.DemoLauncher;
import dev.singletable.samples.feed.FeedFanOut.Outcome;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import dev.singletable.tools.StreamPoller;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The feed on the engine's stream: posts fanned out to followers' feeds on write, a widely followed
 * author's posts pulled at read time, deleted posts taken out of the feeds, redelivery harmless,
 * and feed entries bounded by TTL expiry whose REMOVE records the handler ignores.
 */
@LocalDynamoDbTest
class FeedTest {

  private static final Instant NOW = Instant.parse("2025-06-01T09:00:00Z");
  private static final long LIMIT = 3;

  private final DynamoDbClient client;
  private final DynamoDbStreamsClient streams;
  private String table;
  private SocialDb db;
  private FeedService service;
  private FeedFanOut fanOut;
  private StreamPoller<SocialChange, Integer, String> poller;

  FeedTest(DynamoDbClient client, DynamoDbStreamsClient streams) {
    this.client = client;
    this.streams = streams;
  }

  private SocialDb at(Instant now) {
    return SocialDb.create(
        client,
        DbOptions.builder().tableName(table).clock(Clock.fixed(now, ZoneOffset.UTC)).build());
  }

  @BeforeEach
  void loadAccounts(TestTable testTable) {
    table = testTable.derived("t" + System.nanoTime());
    db = at(NOW);
    db.createTable();
    service = new FeedService(db, LIMIT, Clock.fixed(NOW, ZoneOffset.UTC));
    fanOut = new FeedFanOut(db, LIMIT);
    for (String user : List.of("ann", "bob", "cid", "star")) {
      service.join(user, user);
    }
    service.follow("bob", "ann");
    service.follow("cid", "ann");
    for (String fan : List.of("ann", "bob", "cid")) {
      service.follow(fan, "star");
    }
    poller =
        StreamPoller.builder(streams, SocialChanges::decode, SocialChange.Unknown::new)
            .table(db.table())
            .startingAt(ShardIteratorType.LATEST)
            .build();
    poller.poll(change -> {});
  }

  private List<SocialChange> newChanges() {
    List<SocialChange> changes = new ArrayList<>();
    poller.poll(changes::add);
    return changes;
  }

  private List<String> entriesOf(SocialDb db, String owner) {
    return db.feedEntries().feedOf(owner).all().list().stream().map(FeedEntry::postId).toList();
  }

  @Test
  void aPostReachesFollowersFeedsThroughTheStreamButAWidelyFollowedOneIsReadOnDemand() {
    service.post("ann", "p-1", "Morning run done");
    service.post("star", "p-2", "New album out");

    assertThat(newChanges().stream().map(fanOut::handle))
        .containsExactly(Outcome.FANNED_OUT, Outcome.LEFT_FOR_READERS);
    assertThat(entriesOf(db, "bob")).containsExactly("p-1");
    assertThat(entriesOf(db, "cid")).containsExactly("p-1");
    assertThat(entriesOf(db, "ann")).as("star's post is not copied").isEmpty();

    assertThat(service.feedOf("bob", 10))
        .extracting(FeedService.FeedItem::postId, FeedService.FeedItem::pulled)
        .containsExactlyInAnyOrder(tuple("p-1", false), tuple("p-2", true));
    assertThat(service.feedOf("ann", 10))
        .extracting(FeedService.FeedItem::postId)
        .containsExactly("p-2");
  }

  @Test
  void aFeedReadForOneAuthorFillsItsPagesPastTheOtherAuthorsEntries() {
    // Bob's feed: 15 entries, newest first q-0 ... q-14, of which q-0, q-5 and q-10 are ann's.
    for (int i = 0; i < 15; i++) {
      db.feedEntries()
          .put(
              new FeedEntry(
                  "bob",
                  NOW.minusSeconds(60L * i),
                  "q-" + i,
                  i % 5 == 0 ? "ann" : "dee",
                  "post " + i,
                  NOW.plus(Duration.ofDays(7))));
    }
    PageRequest request = PageRequest.first(2);

    Page<FeedEntry> first = service.feedFrom("bob", "ann", request);
    Page<FeedEntry> second = service.feedFrom("bob", "ann", request.next(first));

    assertThat(first.items()).extracting(FeedEntry::postId).containsExactly("q-0", "q-5");
    assertThat(first.boundReached()).isFalse();
    assertThat(first.scannedCount()).as("read past dee's entries").isGreaterThan(2);
    assertThat(second.items()).extracting(FeedEntry::postId).containsExactly("q-10");
    assertThat(second.hasMore()).isFalse();
  }

  @Test
  void aRedeliveredPostLeavesOneEntryPerFollower() {
    service.post("ann", "p-3", "Twice?");
    List<SocialChange> changes = newChanges();

    changes.forEach(fanOut::handle);
    changes.forEach(fanOut::handle);

    assertThat(entriesOf(db, "bob")).containsExactly("p-3");
    assertThat(newChanges())
        .as("the second fan-out wrote the same items: no change, so no record")
        .extracting(SocialChange::kind)
        .containsOnly(OperationType.INSERT)
        .hasSize(2);
  }

  @Test
  void aDeletedPostLeavesTheFeedsRecognisedFromItsKeyAlone() {
    Post post = service.post("ann", "p-4", "Oops");
    newChanges().forEach(fanOut::handle);
    assertThat(entriesOf(db, "bob")).containsExactly("p-4");
    assertThat(newChanges().stream().map(fanOut::handle))
        .as("the fan-out's own writes come back through the stream, and are ignored")
        .containsExactly(Outcome.IGNORED, Outcome.IGNORED);

    service.delete(post);
    List<SocialChange> changes = newChanges();

    assertThat(changes).hasSize(1);
    assertThat(((SocialChange.PostChange) changes.get(0)).key()).isEqualTo(PostKey.of(post));
    assertThat(changes.stream().map(fanOut::handle)).containsExactly(Outcome.REMOVED_FROM_FEEDS);
    assertThat(entriesOf(db, "bob")).isEmpty();
    assertThat(entriesOf(db, "cid")).isEmpty();
  }

  @Test
  void feedEntriesExpireByTtlAndTheHandlerIgnoresThoseRemoves(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    service.post("ann", "p-5", "Old news");
    newChanges().forEach(fanOut::handle);
    newChanges(); // the feed entries' own INSERTs

    Instant weekLater = NOW.plus(FeedFanOut.FEED_TTL).plus(Duration.ofHours(1));
    engine.expireTtl(weekLater);
    List<SocialChange> removes = newChanges();

    assertThat(removes)
        .extracting(change -> change.getClass().getSimpleName(), SocialChange::expiredByTtl)
        .containsExactly(tuple("FeedEntryChange", true), tuple("FeedEntryChange", true));
    assertThat(removes.stream().map(fanOut::handle)).containsOnly(Outcome.EXPIRED);
    SocialDb showingExpired =
        SocialDb.create(
            client, DbOptions.builder().tableName(table).includeExpiredItems(true).build());
    assertThat(entriesOf(showingExpired, "bob")).as("deleted, not just hidden").isEmpty();
    assertThat(
            new FeedService(at(weekLater), LIMIT, Clock.fixed(weekLater, ZoneOffset.UTC))
                .feedOf("bob", 10))
        .isEmpty();
  }

  @Test
  void theDemoShowsPushedAndPulledPostsThenAnEmptyFeedAWeekLater(
      LocalDynamoDb engine, TestTable testTable) {
    LocalDynamoDb.assumeFaultsAvailable();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    new FeedDemo(
            new DemoLauncher.StreamsSetup(client, streams, testTable.derived("demo"), engine),
            new PrintStream(bytes, true, StandardCharsets.UTF_8))
        .runAll();

    assertThat(bytes.toString(StandardCharsets.UTF_8))
        .contains("ann: Morning run done (pushed by the stream)")
        .contains("star: New album out (read on demand)")
        .contains("FANNED_OUT=1")
        .contains("LEFT_FOR_READERS=1")
        .contains("EXPIRED=2")
        .contains("(empty)");
  }
}
