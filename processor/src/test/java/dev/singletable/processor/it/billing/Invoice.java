package dev.singletable.processor.it.billing;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** The invoice of one order. */
@Entity(table = Billing.class)
@KeyPattern(pk = "INVOICE#{orderId}", sk = "INVOICE")
public record Invoice(String orderId, String customerId, long amount) {}
