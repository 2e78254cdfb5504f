package dev.singletable.benchmarks;

import dev.singletable.benchmarks.model.Address;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/**
 * The one item every variant maps: {@code PK = USER#u123}, {@code SK =
 * ORDER#2025-01-15T10:30:00Z#o1}, GSI1 {@code STATUS#PLACED} / {@code 2025-01-15T10:30:00Z#o1}.
 *
 * <p>Built without {@code Instant.parse} or {@code BigDecimal(String)} so that creating the data
 * loads no parser classes in the cold-start runs (the mappers' own parsers are what is measured).
 */
public final class SampleOrders {

  /** 2025-01-15T10:30:00Z. */
  public static final long CREATED_AT_EPOCH_SECOND = 1_736_937_000L;

  /** 2100-01-01T00:00:00Z: a TTL far enough ahead that reads never hide the item. */
  public static final long TTL = 4_102_444_800L;

  private SampleOrders() {}

  /** The benchmark order as the Singletable record. */
  public static Order order() {
    return order("u123", "o1", CREATED_AT_EPOCH_SECOND);
  }

  /** An order of another user, id or time, same shape. */
  public static Order order(String userId, String orderId, long createdAtEpochSecond) {
    return new Order(
        orderId,
        userId,
        OrderStatus.PLACED,
        BigDecimal.valueOf(12_999, 2), // 129.99
        3,
        Instant.ofEpochSecond(createdAtEpochSecond),
        List.of("gift-wrap", "express", "promo-2025"),
        new Address("1 Main Street", "Springfield", "12345", "US"),
        true,
        TTL);
  }
}
