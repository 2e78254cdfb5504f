package dev.singletable.processor.it.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A line of an {@link OrderHeader}, in the order's partition. */
@Entity(table = Catalog.class)
@KeyPattern(pk = "ORDER#{orderId}", sk = "ITEM#{sku}")
public record LineItem(String orderId, String sku, int quantity, long priceCents) {}
