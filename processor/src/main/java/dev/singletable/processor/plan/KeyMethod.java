package dev.singletable.processor.plan;

/** A generated static method rendering one key of an index: {@code gsi1PartitionKey(status)}. */
public record KeyMethod(String name, KeyTemplate template) {}
