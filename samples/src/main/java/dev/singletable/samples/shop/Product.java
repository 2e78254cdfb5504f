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
public record Product(
    String productId,
    String name,
    BigDecimal price,
    int stock,
    @UpdatedAt Instant updatedAt,
    @Version long version) {}
