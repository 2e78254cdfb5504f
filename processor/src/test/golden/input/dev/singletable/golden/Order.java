package dev.singletable.golden;

import dev.singletable.annotations.Attribute;
import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyFormat;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Lsi;
import dev.singletable.annotations.Ttl;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;

/**
 * Orders in their customer's partition, newest first; by status (GSI1, sparse: an order without a
 * status is not there); by total (LSI1); by id in a KEYS_ONLY index and by day in an INCLUDE index,
 * neither of which projects whole orders, so their queries return views (OrderGsi2View,
 * OrderGsi3View). Expires through a primitive TTL. Its customer's orders alone are a sub-collection
 * of the customer's partition, selected by their sort-key prefix.
 */
@Entity(table = Market.class)
@KeyPattern(pk = "CUSTOMER#{customerId}", sk = "ORDER#{placedAt}#{orderId}", query = "ordersOf")
@Gsi(index = "GSI1", pk = "STATUS#{status}", sk = "{placedAt}#{orderId}", query = "byStatus")
@Lsi(index = "LSI1", sk = "TOTAL#{total}#{orderId}", query = "ordersByTotal")
@Gsi(index = "GSI2", pk = "ORDER#{orderId}", sk = "ORDER")
@Gsi(index = "GSI3", pk = "DAY#{day}", sk = "{placedAt}")
@Collection("customerView")
@Collection(value = "customerOrders", prefix = "ORDER#")
@SuppressWarnings("singletable:hot-partition")
public record Order(
    String customerId,
    String orderId,
    @KeyFormat(fractionDigits = 3) Instant placedAt,
    Status status,
    @KeyFormat(integerDigits = 8, fractionDigits = 2) BigDecimal total,
    LocalDate day,
    @Attribute(maxLength = 50) List<Line> lines,
    @Attribute(maxLength = 20) Set<String> tags,
    @Ttl long expiresAt) {

  /** Order lifecycle, stored by name. */
  public enum Status {
    PLACED,
    SHIPPED
  }

  /** A nested record stored as a map. */
  public record Line(String sku, int quantity) {}
}
