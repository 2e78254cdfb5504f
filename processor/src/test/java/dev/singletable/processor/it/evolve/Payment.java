package dev.singletable.processor.it.evolve;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.FormerFormat;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyFormat;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;

/**
 * A payment, version 2: its time is written into keys with 3 fraction digits since version 1 wrote
 * it with the default 9 ({@code @FormerFormat} with no members: the type's default format).
 */
@Entity(table = Payments.class)
@KeyPattern(pk = "ACCOUNT#{accountId}", sk = "PAID#{paidAt}")
@Gsi(index = "GSI1", pk = "PAYER#{payer}", sk = "PAID#{paidAt}")
public record Payment(
    String accountId,
    @KeyFormat(fractionDigits = 3, formerly = @FormerFormat) Instant paidAt,
    String payer,
    long cents) {}
