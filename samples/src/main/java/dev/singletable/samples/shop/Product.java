package dev.singletable.samples.shop;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.UpdatedAt;
import dev.singletable.annotations.Version;
import java.math.BigDecimal;
import java.time.Instant;

/** A product; its stock is changed with optimistic locking. */
@Entity(table = Shop.class)
@KeyPattern(pk = "PRODUCT#{productId}", sk = "DETAILS")
// The keys-only Inverted index keeps the keys of every DETAILS item in one partition; catalogue and
// stock updates stay far below 1,000 writes per second, and nothing queries that partition.
@SuppressWarnings("singletable:hot-partition")
public record Product(
    String productId,
    String name,
    BigDecimal price,
    int stock,
    @UpdatedAt Instant updatedAt,
    @Version long version) {}
