package dev.singletable.processor.it.model.values;

/** A shelf's id: a value type, stored as its text. */
public record ShelfId(String value) {}
