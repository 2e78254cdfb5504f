package dev.singletable.processor.it.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;

/**
 * Attribute names that generated code also uses for its own variables (the entity's name, prefix,
 * next, stored, key): generated code must keep them apart.
 */
@Entity(table = Catalog.class)
@KeyPattern(pk = "CLASH#{id}", sk = "D#{next}#{prefix}")
@Gsi(index = "GSI1", pk = "CLASHES#{stored}", sk = "{key}#{id}", query = "byStored")
public record Clash(
    String id, String next, String prefix, String stored, String key, String clash) {}
