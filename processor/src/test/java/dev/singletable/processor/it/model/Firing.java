package dev.singletable.processor.it.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;

/** A firing of the {@link Kiln}, found by id or by potter. */
@Entity(table = Kiln.class)
@KeyPattern(pk = "FIRING#{firingId}", sk = "FIRING")
@Gsi(index = "GSI1", pk = "POTTER#{potter}", sk = "FIRING#{firingId}", query = "firingsOf")
public record Firing(String firingId, String potter) {}
