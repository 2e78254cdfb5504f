package dev.singletable.processor.it.retype;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Formerly;
import dev.singletable.annotations.KeyPattern;
import java.math.BigDecimal;

/**
 * A receipt, version 2: version 1 stored its order number as a {@code long} (an N) and its
 * quantity, points and amount as text (S).
 */
@Entity(table = Tills.class)
@KeyPattern(pk = "RECEIPT#{receiptId}", sk = "A")
public record Receipt(
    String receiptId,
    @Formerly(type = long.class) String orderNumber,
    @Formerly(type = String.class) Integer quantity,
    @Formerly(type = String.class) long points,
    @Formerly(type = String.class) BigDecimal amount,
    String note) {}
