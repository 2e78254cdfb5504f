package dev.singletable.processor.it.model;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Lsi;
import java.math.BigDecimal;
import java.time.Instant;

/**
 * Orders of a user, newest first; across users by status (GSI1, sparse: only placed orders have a
 * status); by total within a user (LSI1); and the inverted index lists the users who ordered.
 */
@Entity(table = Catalog.class)
@KeyPattern(pk = "USER#{userId}", sk = "ORDER#{createdAt}#{orderId}", query = "ordersOf")
@Gsi(index = "GSI1", pk = "STATUS#{status}", sk = "{createdAt}#{orderId}", query = "byStatus")
@Lsi(index = "LSI1", sk = "TOTAL#{total}#{orderId}", query = "ordersOfByTotal")
@Collection("userActivity")
public record Order(
    String userId,
    String orderId,
    Instant createdAt,
    Status status,
    @dev.singletable.annotations.KeyFormat(integerDigits = 8, fractionDigits = 2)
        BigDecimal total) {

  /** Order lifecycle. */
  public enum Status {
    PLACED,
    SHIPPED,
    CANCELLED
  }
}
