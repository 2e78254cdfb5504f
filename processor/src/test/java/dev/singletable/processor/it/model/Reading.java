package dev.singletable.processor.it.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** Signed numbers in sort keys: readings of a sensor ordered by value, negative values included. */
@Entity(table = Catalog.class)
@KeyPattern(pk = "SENSOR#{sensorId}", sk = "{value}#{at}")
public record Reading(String sensorId, long value, long at, String label) {}
