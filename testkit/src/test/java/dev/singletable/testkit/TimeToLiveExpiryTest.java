package dev.singletable.testkit;

import static dev.singletable.testkit.Items.item;
import static dev.singletable.testkit.Items.key;
import static dev.singletable.testkit.Items.n;
import static dev.singletable.testkit.Items.s;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** TTL expiry on demand and in the background, on a private engine whose clock the test moves. */
class TimeToLiveExpiryTest {

  static final Instant START = Instant.parse("2030-06-01T12:00:00Z");
  static final MutableClock CLOCK = new MutableClock(START);
  static LocalDynamoDb engine;
  static DynamoDbClient client;
  static DynamoDbStreamsClient streams;
  static int tables;

  @BeforeAll
  static void start() {
    LocalDynamoDb.assumeFaultsAvailable(); // a private engine needs the local one
    engine = LocalDynamoDb.startEngine(DynaliteInstaller.defaultHome(), false, CLOCK);
    client = engine.client();
    streams = engine.streamsClient();
  }

  @AfterAll
  static void stop() {
    if (engine != null) {
      engine.close();
    }
  }

  @Test
  void expiresItemsWhoseTtlIsPastButNotMoreThanFiveYearsPast() {
    String table = ttlTable(StreamViewType.NEW_AND_OLD_IMAGES);
    long now = START.getEpochSecond();
    long fiveYearsAgo = START.atOffset(ZoneOffset.UTC).minusYears(5).toEpochSecond();
    put(table, "expired", n(now - 1));
    put(table, "fraction", AttributeValue.fromN(now - 1 + ".5"));
    put(table, "oldest", n(fiveYearsAgo));
    put(table, "now", n(now)); // not before now: kept
    put(table, "future", n(now + 60));
    put(table, "ancient", n(fiveYearsAgo - 1)); // more than five years ago: ignored
    put(table, "text", s(Long.toString(now - 1))); // not a Number: ignored
    put(table, "set", AttributeValue.fromNs(List.of(Long.toString(now - 1)))); // not a Number
    client.putItem(b -> b.tableName(table).item(item("absent", "1")));
    String arn = StreamReading.latestArn(client, table);
    int inserts = StreamReading.all(streams, arn).size();

    int deleted = engine.expireTtl(START);

    assertThat(deleted).isEqualTo(3);
    assertThat(remaining(table))
        .containsExactlyInAnyOrder("now", "future", "ancient", "text", "set", "absent");
    List<Record> removals = StreamReading.all(streams, arn).subList(inserts, inserts + 3);
    assertThat(removals)
        .allSatisfy(
            r -> {
              assertThat(r.eventName()).isEqualTo(OperationType.REMOVE);
              assertThat(r.userIdentity().type()).isEqualTo("Service");
              assertThat(r.userIdentity().principalId()).isEqualTo("dynamodb.amazonaws.com");
              assertThat(r.dynamodb().oldImage()).containsKey("expiresAt");
            })
        .extracting(r -> r.dynamodb().keys().get("pk").s())
        .containsExactlyInAnyOrder("expired", "fraction", "oldest");
  }

  @Test
  void leavesTablesWithoutTtlAlone() {
    String table = "plain" + ++tables;
    engine.createTable(Items.table(table));
    put(table, "expired", n(START.getEpochSecond() - 10));

    assertThat(engine.expireTtl(START.plusSeconds(60))).isZero();
    assertThat(remaining(table)).containsExactly("expired");
  }

  @Test
  void userDeletesCarryNoUserIdentity() {
    String table = ttlTable(StreamViewType.KEYS_ONLY);
    put(table, "mine", n(START.getEpochSecond() + 3600));
    client.deleteItem(b -> b.tableName(table).key(key("mine", "1")));

    List<Record> records = StreamReading.all(streams, StreamReading.latestArn(client, table));
    assertThat(records).hasSize(2).allMatch(r -> r.userIdentity() == null);
  }

  @Test
  void aSweeperExpiresItemsInTheBackground() throws InterruptedException {
    String table = ttlTable(StreamViewType.KEYS_ONLY);
    put(table, "soon", n(CLOCK.instant().getEpochSecond() + 30));

    try (TtlSweeper sweeper = engine.sweepTtlEvery(Duration.ofMillis(20))) {
      Thread.sleep(200);
      assertThat(remaining(table)).as("not expired yet").containsExactly("soon");
      CLOCK.advance(Duration.ofMinutes(1));
      long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
      while (!remaining(table).isEmpty() && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
    }
    assertThat(remaining(table)).isEmpty();
  }

  private static String ttlTable(StreamViewType viewType) {
    String table = "ttl" + ++tables;
    engine.createTable(StreamReading.table(table, viewType));
    client.updateTimeToLive(
        b ->
            b.tableName(table)
                .timeToLiveSpecification(t -> t.enabled(true).attributeName("expiresAt")));
    return table;
  }

  private static void put(String table, String pk, AttributeValue expiresAt) {
    Map<String, AttributeValue> item = item(pk, "1", "expiresAt", expiresAt);
    client.putItem(b -> b.tableName(table).item(item));
  }

  private static List<String> remaining(String table) {
    return client.scan(b -> b.tableName(table).consistentRead(true)).items().stream()
        .map(i -> i.get("pk").s())
        .toList();
  }
}
