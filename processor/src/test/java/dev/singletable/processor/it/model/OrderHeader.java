package dev.singletable.processor.it.model;

import dev.singletable.annotations.CreatedAt;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.UpdatedAt;
import dev.singletable.annotations.Version;
import java.time.Instant;

/**
 * The reference design's order: a header item and its line items in one partition, written together
 * in a transaction; versioned and timestamped.
 */
@Entity(table = Catalog.class)
@KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
public record OrderHeader(
    String orderId,
    String customerId,
    long totalCents,
    String state,
    @Version long version,
    @CreatedAt Instant createdAt,
    @UpdatedAt Instant updatedAt) {

  /** A new order (version 0, timestamps set when written). */
  public static OrderHeader placed(String orderId, String customerId, long totalCents) {
    return new OrderHeader(orderId, customerId, totalCents, "PLACED", 0, null, null);
  }
}
