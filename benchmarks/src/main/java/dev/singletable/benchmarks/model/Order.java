package dev.singletable.benchmarks.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyFormat;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Ttl;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/**
 * The benchmark item: a user's order, keyed {@code USER#u123} / {@code
 * ORDER#2025-01-15T10:30:00Z#o1} (a user's orders by date), and in GSI1 by status, newest last
 * ({@code STATUS#PLACED} / {@code 2025-01-15T10:30:00Z#o1}).
 */
@Entity(table = Bench.class)
@KeyPattern(pk = "USER#{userId}", sk = "ORDER#{createdAt}#{orderId}", query = "ordersOf")
@Gsi(index = "GSI1", pk = "STATUS#{status}", sk = "{createdAt}#{orderId}", query = "byStatus")
public record Order(
    String orderId,
    String userId,
    OrderStatus status,
    BigDecimal total,
    int itemCount,
    @KeyFormat(fractionDigits = 0) Instant createdAt,
    List<String> tags,
    Address address,
    boolean gift,
    @Ttl long ttl) {}
