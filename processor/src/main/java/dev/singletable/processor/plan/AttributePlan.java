package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;

/**
 * An attribute with the local that holds its value in a schema's item methods, distinct from their
 * own locals ({@code item}, {@code key}...).
 */
public record AttributePlan(AttributeModel model, String local) {}
