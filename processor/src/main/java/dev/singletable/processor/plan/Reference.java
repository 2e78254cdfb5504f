package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;

/**
 * A stored attribute with its typed reference constant in the schema ({@code OrderSchema.TOTAL}),
 * distinct from the schema's own constants and from each other.
 */
public record Reference(AttributeModel attribute, String constant) {}
