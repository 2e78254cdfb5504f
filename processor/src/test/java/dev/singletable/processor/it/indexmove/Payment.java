package dev.singletable.processor.it.indexmove;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.FormerFormat;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyFormat;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;

/**
 * A payment, version 2: its time, a component of its GSI1 sort key only, is written at milliseconds
 * since version 1 wrote it with 9 fraction digits; the backfill job {@code Payment.fill:GSI1}
 * rewrites the stored index keys.
 */
@Entity(table = Till.class)
@KeyPattern(pk = "PAYMENT#{paymentId}", sk = "A")
@Gsi(index = "GSI1", pk = "ACCOUNT#{accountId}", sk = "PAID#{paidAt}#{paymentId}")
public record Payment(
    String paymentId,
    String accountId,
    @KeyFormat(fractionDigits = 3, formerly = @FormerFormat) Instant paidAt,
    long cents) {}
