package dev.singletable.processor.it.model.values;

import java.util.List;

/** A nested record of two components (stored as a map) holding value types. */
public record Placement(Label aisle, List<SkuId> neighbours) {}
