package dev.singletable.processor.it.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** An entity keyed by a primitive number: its key component is also a primitive with a default. */
@Entity(table = Catalog.class)
@KeyPattern(pk = "ONE#{id}", sk = "ONE")
public record FirstItem(int id, String attribute) {}
