package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;
import java.util.Optional;

/**
 * An attribute with the names generated code gives it in its schema.
 *
 * @param local the local holding its value in the item methods, distinct from their own locals
 * @param constant its typed reference constant ({@code TOTAL}); empty for an ignored attribute
 */
public record AttributePlan(AttributeModel model, String local, Optional<String> constant) {}
