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
 * The typed attribute references of {@link Order}, for its conditions, filters and updates.
 * {@link OrderSchema} implements this interface, so they read {@code OrderSchema.CUSTOMER_ID}; they
 * are declared here so that mapping items builds none of them: they are made with the first one
 * used.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public interface OrderRefs {
  /** The {@code customerId} attribute, a primary key component: updates do not change it. */
  ReadOnlyStringRef<Order> CUSTOMER_ID = new ReadOnlyStringRef<>(Path.attribute("customerId"));

  /** The {@code orderId} attribute, a primary key component: updates do not change it. */
  ReadOnlyStringRef<Order> ORDER_ID = new ReadOnlyStringRef<>(Path.attribute("orderId"));

  /** The {@code placedAt} attribute, a primary key component: updates do not change it. */
  ReadOnlyRef<Order, Instant> PLACED_AT = new ReadOnlyRef<>(Path.attribute("placedAt"),
      OrderSchema.PLACED_AT_CODEC);

  /**
   * The {@code status} attribute, an index key input: updates set it with {@code setStatus(...)},
   * which rewrites the key.
   */
  ReadOnlyRef<Order, Order.Status> STATUS = new ReadOnlyRef<>(Path.attribute("status"),
      OrderSchema.STATUS_CODEC);

  /**
   * The {@code total} attribute, an index key input: updates set it with {@code setTotal(...)},
   * which rewrites the key.
   */
  ReadOnlyRef<Order, BigDecimal> TOTAL = new ReadOnlyRef<>(Path.attribute("total"),
      OrderSchema.TOTAL_CODEC);

  /**
   * The {@code day} attribute, an index key input: updates set it with {@code setDay(...)}, which
   * rewrites the key.
   */
  ReadOnlyRef<Order, LocalDate> DAY = new ReadOnlyRef<>(Path.attribute("day"),
      OrderSchema.DAY_CODEC);

  /** The {@code lines} attribute. */
  OrderSchema.LineListRef LINES = new OrderSchema.LineListRef(Path.attribute("lines"));

  /** The {@code tags} attribute. */
  SetRef<Order, String> TAGS = new SetRef<>(Path.attribute("tags"), OrderSchema.TAGS_CODEC,
      OrderSchema.TAGS_ELEMENT_CODEC);

  /** The {@code expiresAt} attribute. */
  NumberRef<Order, Long> EXPIRES_AT = new NumberRef<>(Path.attribute("expiresAt"),
      OrderSchema.EXPIRES_AT_CODEC);
}
