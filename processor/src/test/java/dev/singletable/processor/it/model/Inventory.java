package dev.singletable.processor.it.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** Stock of one SKU, decremented by the transaction that places an order. */
@Entity(table = Catalog.class)
@KeyPattern(pk = "SKU#{sku}", sk = "INVENTORY")
public record Inventory(String sku, int available) {}
