package dev.singletable.samples.outbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.samples.DemoLauncher;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import dev.singletable.tools.StreamPoller;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The transactional outbox on the engine's stream: a message exists exactly when its change was
 * committed, the relay publishes each once to the broker (redeliveries dropped by id), and the TTL
 * deletion of relayed messages publishes nothing.
 */
@LocalDynamoDbTest
class OutboxTest {

  private static final Instant NOW = Instant.parse("2025-07-01T08:00:00Z");

  private final DynamoDbClient client;
  private final DynamoDbStreamsClient streams;
  private String table;
  private CheckoutDb db;
  private OrderService orders;
  private InMemoryBroker broker;
  private OutboxRelay relay;
  private StreamPoller<CheckoutChange, Integer, String> poller;

  OutboxTest(DynamoDbClient client, DynamoDbStreamsClient streams) {
    this.client = client;
    this.streams = streams;
  }

  @BeforeEach
  void createTable(TestTable testTable) {
    table = testTable.derived("t" + System.nanoTime());
    Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
    db = CheckoutDb.create(client, DbOptions.builder().tableName(table).clock(clock).build());
    db.createTable();
    orders = new OrderService(db, clock);
    broker = new InMemoryBroker();
    relay = new OutboxRelay(broker);
    poller =
        StreamPoller.builder(streams, CheckoutChanges::decode, CheckoutChange.Unknown::new)
            .table(db.table())
            .build();
  }

  private List<CheckoutChange> newChanges() {
    List<CheckoutChange> changes = new ArrayList<>();
    poller.poll(changes::add);
    return changes;
  }

  @Test
  void eachCommittedChangeIsPublishedOnceWithItsMessage() {
    orders.place("o-1", "ann", new BigDecimal("42.00"));
    orders.place("o-2", "bob", new BigDecimal("7.50"));
    orders.ship("o-1");

    List<Boolean> published = newChanges().stream().map(relay::handle).toList();

    assertThat(published).containsExactly(false, true, false, true, false, true);
    assertThat(broker.delivered())
        .extracting(Publisher.Message::topic, Publisher.Message::payload)
        .containsExactly(
            tuple("order-placed", "ann ordered 42.00"),
            tuple("order-placed", "bob ordered 7.50"),
            tuple("order-shipped", "o-1 left the warehouse"));
  }

  @Test
  void aChangeThatFailsWritesNoMessageSoNothingIsPublished() {
    orders.place("o-3", "cid", BigDecimal.ONE);
    orders.ship("o-3");
    newChanges().forEach(relay::handle);

    assertThatThrownBy(() -> orders.ship("o-3")).isInstanceOf(TransactionCancelledException.class);

    assertThat(newChanges()).isEmpty();
    assertThat(broker.delivered())
        .extracting(Publisher.Message::topic)
        .containsExactly("order-placed", "order-shipped");
  }

  @Test
  void aRedeliveredMessageReachesSubscribersOnce() {
    orders.place("o-4", "dee", BigDecimal.TEN);
    List<CheckoutChange> changes = newChanges();

    changes.forEach(relay::handle);
    changes.forEach(relay::handle);

    assertThat(broker.received()).isEqualTo(2);
    assertThat(broker.delivered()).hasSize(1);
  }

  @Test
  void relayedMessagesExpireByTtlAndThatPublishesNothing(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    orders.place("o-5", "eve", BigDecimal.TEN);
    newChanges().forEach(relay::handle);

    engine.expireTtl(NOW.plus(OrderService.OUTBOX_TTL).plusSeconds(60));
    List<CheckoutChange> removes = newChanges();

    assertThat(removes).hasSize(1);
    CheckoutChange.OutboxMessageChange expired =
        (CheckoutChange.OutboxMessageChange) removes.get(0);
    assertThat(expired.kind()).isEqualTo(OperationType.REMOVE);
    assertThat(expired.expiredByTtl()).isTrue();
    assertThat(expired.key().orderId()).isEqualTo("o-5");
    assertThat(relay.handle(expired)).isFalse();
    assertThat(broker.received()).isEqualTo(1);
    assertThat(db.outboxMessages().outboxOf("o-5").all().list()).isEmpty();
    assertThat(db.purchaseOrders().get(new PurchaseOrderKey("o-5"))).isPresent();
  }

  @Test
  void aPublisherFailureLeavesTheRecordForTheNextPoll() {
    orders.place("o-6", "fay", BigDecimal.ONE);
    List<Publisher.Message> published = new ArrayList<>();
    boolean[] down = {true};
    OutboxRelay flaky =
        new OutboxRelay(
            message -> {
              if (down[0]) {
                throw new IllegalStateException("broker unavailable");
              }
              published.add(message);
            });

    assertThatThrownBy(() -> poller.poll(flaky::handle)).hasMessage("broker unavailable");
    down[0] = false;
    poller.poll(flaky::handle);

    assertThat(published).extracting(Publisher.Message::topic).containsExactly("order-placed");
  }

  @Test
  void theDemoPublishesThreeMessagesAndNothingMoreWhenTheyExpire(
      LocalDynamoDb engine, TestTable testTable) {
    LocalDynamoDb.assumeFaultsAvailable();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    new OutboxDemo(
            new DemoLauncher.StreamsSetup(client, streams, testTable.derived("demo"), engine),
            new PrintStream(bytes, true, StandardCharsets.UTF_8))
        .runAll();

    assertThat(bytes.toString(StandardCharsets.UTF_8))
        .contains("stream: 6 record(s), 3 published")
        .contains("published order-shipped: o-1 left the warehouse")
        .contains("stream: 3 record(s), 0 published")
        .contains("the broker still has 3 message(s)");
  }
}
