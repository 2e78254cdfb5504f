package dev.singletable.samples.outbox;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import java.math.BigDecimal;

/** A customer's order: the business item the outbox messages are about. */
@Entity(table = Checkout.class)
@KeyPattern(pk = "ORDER#{orderId}", sk = "ORDER")
public record PurchaseOrder(String orderId, String customerId, BigDecimal total, Status status) {

  /** Where the order is. */
  public enum Status {
    PLACED,
    SHIPPED
  }
}
