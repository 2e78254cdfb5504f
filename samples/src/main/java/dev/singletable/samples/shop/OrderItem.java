package dev.singletable.samples.shop;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import java.math.BigDecimal;

/** One line of an order, stored in the order's partition. */
@Entity(table = Shop.class)
@KeyPattern(pk = "ORDER#{orderId}", sk = "ITEM#{productId}")
@Collection("orderDetails")
public record OrderItem(String orderId, String productId, int quantity, BigDecimal unitPrice) {}
