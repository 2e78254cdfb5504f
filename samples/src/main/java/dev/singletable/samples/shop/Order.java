package dev.singletable.samples.shop;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyFormat;
import dev.singletable.annotations.KeyPattern;
import java.math.BigDecimal;
import java.time.Instant;

/**
 * An order. Its own partition holds it and its items (the "orderDetails" collection); GSI1 lists a
 * user's orders newest first; GSI2 lists orders by status across users.
 */
@Entity(table = Shop.class)
@KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
@Gsi(index = "GSI1", pk = "USER#{userId}", sk = "ORDER#{createdAt}#{orderId}", query = "ordersOf")
@Gsi(index = "GSI2", pk = "STATUS#{status}", sk = "{createdAt}#{orderId}", query = "byStatus")
@Collection("orderDetails")
// GSI2 spreads orders over four statuses only, and the keys-only Inverted index keeps the keys of
// every order's METADATA item in one partition: fine while the shop takes far fewer than 1,000
// orders per second. Past that, shard GSI2: pk = "STATUS#{status}#{shard}" with @Shard(count = 4,
// index = "GSI2").
@SuppressWarnings("singletable:hot-partition")
public record Order(
    String orderId,
    String userId,
    @KeyFormat(fractionDigits = 0) Instant createdAt,
    OrderStatus status,
    BigDecimal total,
    int itemCount) {}
