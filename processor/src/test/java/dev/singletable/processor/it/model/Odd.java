package dev.singletable.processor.it.model;

import dev.singletable.annotations.Attribute;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import java.util.Map;

/** Stored names that are reserved words or hold characters expressions cannot name directly. */
@Entity(table = Catalog.class)
@KeyPattern(pk = "ODD#{id}", sk = "ODD")
@Gsi(index = "GSI1", pk = "ODDS#{state}", sk = "{id}", query = "byState")
public record Odd(
    String id,
    @Attribute(name = "name") String label,
    @Attribute(name = "status") String state,
    @Attribute(name = "order.total") Integer orderTotal,
    @Attribute(name = "#hash tag") String hashTag,
    @Attribute(name = "with space") String spaced,
    @Attribute(name = "ünï-cödé") String unicode,
    @Attribute(name = "size") Map<String, Integer> sizes) {}
