package dev.singletable.processor.it.declared;

import dev.singletable.annotations.Attribute;
import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Lsi;
import java.time.Instant;

/** A sale in its shop's partition by time (then id); by amount in LSI1; by customer in GSI1. */
@Entity(table = Store.class)
@KeyPattern(pk = "SHOP#{shopId}", sk = "SALE#{soldAt}#{saleId}")
@Lsi(index = "LSI1", sk = "AMOUNT#{amount}#{saleId}", query = "byAmount")
@Gsi(index = "GSI1", pk = "CUSTOMER#{customerId}", sk = "{soldAt}#{saleId}", query = "ofCustomer")
@Collection("shopFront")
public record Sale(
    String shopId,
    String saleId,
    Instant soldAt,
    String customerId,
    // Sales live in LSI1's item collections (10 GB per shop): a product name is short.
    @Attribute(maxLength = 100) String product,
    long amount) {}
