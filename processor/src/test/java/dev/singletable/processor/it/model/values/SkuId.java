package dev.singletable.processor.it.model.values;

/** A stock-keeping unit's id: a value type, so it cannot be passed where a shelf id is expected. */
public record SkuId(String value) {}
