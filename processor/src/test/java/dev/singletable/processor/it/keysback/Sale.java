package dev.singletable.processor.it.keysback;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.FormerFormat;
import dev.singletable.annotations.FormerKey;
import dev.singletable.annotations.KeyFormat;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;

/**
 * A sale, version 2: stored under {@code REGISTER#{registerId}} / {@code SALE#{soldAt}#{saleId}}
 * with its time at milliseconds, since version 1 stored it under {@code REG#{registerId}} / {@code
 * S#{soldAt}#{saleId}} with the time's default 9 fraction digits.
 */
@Entity(table = Registers.class)
@KeyPattern(
    pk = "REGISTER#{registerId}",
    sk = "SALE#{soldAt}#{saleId}",
    formerly = @FormerKey(pk = "REG#{registerId}", sk = "S#{soldAt}#{saleId}"))
public record Sale(
    String registerId,
    @KeyFormat(fractionDigits = 3, formerly = @FormerFormat) Instant soldAt,
    String saleId,
    long cents) {}
