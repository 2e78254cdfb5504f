package dev.singletable.golden;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;

/**
 * Attribute names that generated code also uses (the entity's own name, instance, key, item,
 * prefix, next, stored), and a sort key that repeats a partition placeholder, so that the query
 * builder starts after it.
 */
@Entity(table = Market.class)
@KeyPattern(pk = "SLOT#{prefix}", sk = "{prefix}#{next}#{item}", query = "slotsOf")
@Gsi(index = "GSI1", pk = "STORED#{stored}", sk = "{key}#{slot}", query = "byStored")
public record Slot(
    String instance, String prefix, String next, String item, String key, String stored,
    String slot) {}
