package dev.singletable.golden;

import dev.singletable.runtime.expression.NumberRef;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.ReadOnlyRef;
import dev.singletable.runtime.expression.ReadOnlyStringRef;
import dev.singletable.runtime.expression.SetRef;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import javax.annotation.processing.Generated;

/**
 * The typed attribute references of {@link Order} ({@code OrderSchema.CUSTOMER_ID}, as
 * {@link OrderSchema} implements it), built by the first one used, never by mapping items. Those of
 * key components are read-only: updates do not change the key.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public interface OrderRefs {
  ReadOnlyStringRef<Order> CUSTOMER_ID = new ReadOnlyStringRef<>(Path.attribute("customerId"));

  ReadOnlyStringRef<Order> ORDER_ID = new ReadOnlyStringRef<>(Path.attribute("orderId"));

  ReadOnlyRef<Order, Instant> PLACED_AT = new ReadOnlyRef<>(Path.attribute("placedAt"),
      OrderSchema.PLACED_AT_CODEC);

  /** The {@code status} attribute, an index key input: {@code setStatus(...)} sets it. */
  ReadOnlyRef<Order, Order.Status> STATUS = new ReadOnlyRef<>(Path.attribute("status"),
      OrderSchema.STATUS_CODEC);

  /** The {@code total} attribute, an index key input: {@code setTotal(...)} sets it. */
  ReadOnlyRef<Order, BigDecimal> TOTAL = new ReadOnlyRef<>(Path.attribute("total"),
      OrderSchema.TOTAL_CODEC);

  /** The {@code day} attribute, an index key input: {@code setDay(...)} sets it. */
  ReadOnlyRef<Order, LocalDate> DAY = new ReadOnlyRef<>(Path.attribute("day"),
      OrderSchema.DAY_CODEC);

  OrderSchema.LineListRef LINES = new OrderSchema.LineListRef(Path.attribute("lines"));

  SetRef<Order, String> TAGS = new SetRef<>(Path.attribute("tags"), OrderSchema.TAGS_CODEC,
      OrderSchema.TAGS_ELEMENT_CODEC);

  NumberRef<Order, Long> EXPIRES_AT = new NumberRef<>(Path.attribute("expiresAt"),
      OrderSchema.EXPIRES_AT_CODEC);
}
