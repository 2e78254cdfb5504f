package dev.singletable.processor.it.keysback;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.FormerKey;
import dev.singletable.annotations.KeyPattern;
import java.time.LocalDate;

/**
 * A register's shift, version 2: in its register's partition since version 1 stored it under its
 * day alone, {@code SHIFT#{day}} / {@code CURRENT}: the former key does not hold the register, so
 * key attributes under it give no key.
 */
@Entity(table = Registers.class)
@KeyPattern(
    pk = "REGISTER#{registerId}",
    sk = "SHIFT#{day}",
    formerly = @FormerKey(pk = "SHIFT#{day}", sk = "CURRENT"))
public record Shift(String registerId, LocalDate day, String cashier) {}
