package dev.singletable.samples.outbox;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * Places and ships orders; each change and the message announcing it are one transaction, so no
 * message is lost when the process dies after the write, and none is sent for a write that failed.
 */
public final class OrderService {

  /** How long an outbox message is kept after it is written: the stream keeps records 24 hours. */
  public static final Duration OUTBOX_TTL = Duration.ofDays(1);

  private final CheckoutDb db;
  private final Clock clock;

  public OrderService(CheckoutDb db, Clock clock) {
    this.db = db;
    this.clock = clock;
  }

  /** Places an order and writes its {@code order-placed} message. */
  public PurchaseOrder place(String orderId, String customerId, BigDecimal total) {
    PurchaseOrder order =
        new PurchaseOrder(orderId, customerId, total, PurchaseOrder.Status.PLACED);
    db.transaction()
        .create(order)
        .create(message(orderId, "order-placed", customerId + " ordered " + total))
        .execute();
    return order;
  }

  /** Ships a placed order and writes its {@code order-shipped} message. */
  public void ship(String orderId) {
    db.transaction()
        .update(
            new PurchaseOrderKey(orderId),
            order ->
                order
                    .set(PurchaseOrderSchema.STATUS, PurchaseOrder.Status.SHIPPED)
                    .condition(PurchaseOrderSchema.STATUS.eq(PurchaseOrder.Status.PLACED)))
        .create(message(orderId, "order-shipped", orderId + " left the warehouse"))
        .execute();
  }

  private OutboxMessage message(String orderId, String topic, String payload) {
    Instant now = clock.instant().truncatedTo(ChronoUnit.SECONDS);
    return OutboxMessage.create(orderId, topic, payload, now, OUTBOX_TTL);
  }
}
