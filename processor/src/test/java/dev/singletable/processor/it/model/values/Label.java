package dev.singletable.processor.it.model.values;

/** A free-text label: a value type whose component may be null, which writes refuse. */
public record Label(String text) {}
