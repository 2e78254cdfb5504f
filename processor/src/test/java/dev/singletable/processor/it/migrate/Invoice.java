package dev.singletable.processor.it.migrate;

import dev.singletable.annotations.Attribute;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.FormerKey;
import dev.singletable.annotations.KeyPattern;
import java.math.BigDecimal;

/**
 * An invoice, version 2: stored under {@code INVOICE#{invoiceId}} / {@code A} since it was stored
 * under {@code INV#{invoiceId}} / {@code META}, and its amount stored as {@code total} since it was
 * stored as {@code amount}.
 */
@Entity(table = Ledger.class)
@KeyPattern(
    pk = "INVOICE#{invoiceId}",
    sk = "A",
    formerly = @FormerKey(pk = "INV#{invoiceId}", sk = "META"))
public record Invoice(
    String invoiceId, String customer, @Attribute(formerly = "amount") BigDecimal total) {}
