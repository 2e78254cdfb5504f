package dev.singletable.samples.shop.v2;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import java.math.BigDecimal;

/** A line of an order, unchanged in the shop's next version. */
@Entity(table = ShopV2.class)
@KeyPattern(pk = "ORDER#{orderId}", sk = "ITEM#{productId}")
@Collection("orderDetails")
public record OrderItem(String orderId, String productId, int quantity, BigDecimal unitPrice) {}
