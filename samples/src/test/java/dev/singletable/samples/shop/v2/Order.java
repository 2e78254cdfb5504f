package dev.singletable.samples.shop.v2;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.FormerKey;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyFormat;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.samples.shop.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;

/**
 * An order of the shop's next version: its own item is keyed HEADER, formerly METADATA, and it is
 * listed in the new index GSI3 by user and status.
 */
@Entity(table = ShopV2.class)
@KeyPattern(
    pk = "ORDER#{orderId}",
    sk = "HEADER",
    formerly = @FormerKey(pk = "ORDER#{orderId}", sk = "METADATA"))
@Gsi(index = "GSI1", pk = "USER#{userId}", sk = "ORDER#{createdAt}#{orderId}", query = "ordersOf")
@Gsi(index = "GSI2", pk = "STATUS#{status}", sk = "{createdAt}#{orderId}", query = "byStatus")
@Gsi(
    index = "GSI3",
    pk = "USER#{userId}#{status}",
    sk = "{createdAt}#{orderId}",
    query = "ofUserByStatus")
@Collection("orderDetails")
@SuppressWarnings("singletable:hot-partition")
public record Order(
    String orderId,
    String userId,
    @KeyFormat(fractionDigits = 0) Instant createdAt,
    OrderStatus status,
    BigDecimal total,
    int itemCount) {}
