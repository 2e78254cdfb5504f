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
  /**
   * The {@code customerId} attribute (stored as {@code customerId}); a primary key component, which
   * updates do not change.
   */
  ReadOnlyStringRef<Order> CUSTOMER_ID = new ReadOnlyStringRef<>(Path.attribute("customerId"));

  /**
   * The {@code orderId} attribute (stored as {@code orderId}); a primary key component, which
   * updates do not change.
   */
  ReadOnlyStringRef<Order> ORDER_ID = new ReadOnlyStringRef<>(Path.attribute("orderId"));

  /**
   * The {@code placedAt} attribute (stored as {@code placedAt}); a primary key component, which
   * updates do not change.
   */
  ReadOnlyRef<Order, Instant> PLACED_AT = new ReadOnlyRef<>(Path.attribute("placedAt"),
      OrderSchema.PLACED_AT_CODEC);

  /**
   * The {@code status} attribute (stored as {@code status}); it feeds an index key, so updates set
   * it with {@code OrderUpdate.setStatus(...)}, which rewrites that key too.
   */
  ReadOnlyRef<Order, Order.Status> STATUS = new ReadOnlyRef<>(Path.attribute("status"),
      OrderSchema.STATUS_CODEC);

  /**
   * The {@code total} attribute (stored as {@code total}); it feeds an index key, so updates set it
   * with {@code OrderUpdate.setTotal(...)}, which rewrites that key too.
   */
  ReadOnlyRef<Order, BigDecimal> TOTAL = new ReadOnlyRef<>(Path.attribute("total"),
      OrderSchema.TOTAL_CODEC);

  /**
   * The {@code day} attribute (stored as {@code day}); it feeds an index key, so updates set it
   * with {@code OrderUpdate.setDay(...)}, which rewrites that key too.
   */
  ReadOnlyRef<Order, LocalDate> DAY = new ReadOnlyRef<>(Path.attribute("day"),
      OrderSchema.DAY_CODEC);

  /** The {@code lines} attribute (stored as {@code lines}). */
  OrderSchema.LineListRef LINES = new OrderSchema.LineListRef(Path.attribute("lines"));

  /** The {@code tags} attribute (stored as {@code tags}). */
  SetRef<Order, String> TAGS = new SetRef<>(Path.attribute("tags"), OrderSchema.TAGS_CODEC,
      OrderSchema.TAGS_ELEMENT_CODEC);

  /** The {@code expiresAt} attribute (stored as {@code expiresAt}). */
  NumberRef<Order, Long> EXPIRES_AT = new NumberRef<>(Path.attribute("expiresAt"),
      OrderSchema.EXPIRES_AT_CODEC);
}
