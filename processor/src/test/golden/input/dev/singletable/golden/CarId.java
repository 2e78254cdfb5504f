package dev.singletable.golden;

/** A car's id: a value type, stored as its text. */
public record CarId(String value) {}
