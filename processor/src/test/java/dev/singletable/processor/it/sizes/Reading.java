package dev.singletable.processor.it.sizes;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import java.math.BigDecimal;
import java.util.List;

/** A series of measured values with a note. */
@Entity(table = Scales.class)
@KeyPattern(pk = "READING#{id}", sk = "A")
public record Reading(String id, String note, List<BigDecimal> samples) {}
