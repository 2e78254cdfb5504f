package dev.singletable.samples.outbox;

import dev.singletable.runtime.DbOptions;
import dev.singletable.samples.DemoLauncher;
import dev.singletable.tools.StreamPoller;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;

/**
 * The transactional outbox demo: orders and their messages are written in one transaction, the
 * stream relays each message to a broker once, and TTL removes the relayed messages a day later
 * without the relay publishing anything for it.
 */
public final class OutboxDemo {

  static final Instant NOW = Instant.parse("2025-07-01T08:00:00Z");

  private final DemoLauncher.StreamsSetup setup;
  private final PrintStream out;

  OutboxDemo(DemoLauncher.StreamsSetup setup, PrintStream out) {
    this.setup = setup;
    this.out = out;
  }

  public static void main(String[] args) {
    DemoLauncher.runWithStreams(
        args, "Checkout-demo", setup -> new OutboxDemo(setup, System.out).runAll());
  }

  void runAll() {
    Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
    CheckoutDb db =
        CheckoutDb.create(
            setup.client(), DbOptions.builder().tableName(setup.table()).clock(clock).build());
    out.println("== Table " + db.tableName() + ", stream NEW_IMAGE");
    db.createTable();
    OrderService orders = new OrderService(db, clock);
    InMemoryBroker broker = new InMemoryBroker();
    OutboxRelay relay = new OutboxRelay(broker);
    try (var poller =
        StreamPoller.builder(setup.streams(), CheckoutChanges::decode, CheckoutChange.Unknown::new)
            .table(db.table())
            .build()) {
      orders.place("o-1", "ann", new BigDecimal("42.00"));
      orders.place("o-2", "bob", new BigDecimal("7.50"));
      orders.ship("o-1");
      out.println("placed o-1 and o-2, shipped o-1: each with its message, in one transaction");
      relay(poller, relay);
      broker
          .delivered()
          .forEach(m -> out.println("   published " + m.topic() + ": " + m.payload()));

      out.println("== A day later, TTL deletes the relayed messages");
      int expired = setup.expireTtl(NOW.plus(OrderService.OUTBOX_TTL).plus(Duration.ofHours(1)));
      out.println(
          "   TTL deleted " + (expired < 0 ? "(on AWS: within days)" : expired + " message(s)"));
      relay(poller, relay);
      out.println("   the broker still has " + broker.delivered().size() + " message(s)\n");
    }
  }

  private void relay(StreamPoller<CheckoutChange, Integer, String> poller, OutboxRelay relay) {
    int[] published = new int[1];
    int read = poller.poll(change -> published[0] += relay.handle(change) ? 1 : 0);
    out.println("   stream: " + read + " record(s), " + published[0] + " published");
  }
}
