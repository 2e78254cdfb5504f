package dev.singletable.samples.links;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/**
 * A vanity name for a short code, in the same table under its own prefix, written in one
 * transaction with the link it names so that no alias ever points at a missing link.
 */
@Entity(table = Links.class)
@KeyPattern(pk = "ALIAS#{name}")
public record Alias(String name, String code) {}
