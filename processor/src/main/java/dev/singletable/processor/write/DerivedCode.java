package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.plan.DerivedPlan;
import dev.singletable.processor.plan.EntityPlan;

/**
 * The {@code @Derived} attributes of an entity computed into locals ({@code String ticket =
 * Issue.ticketOf(issue.repo(), issue.number())}), each after those it reads, and how the schema's
 * write methods read an attribute then: a derived one from its local, the others from the entity.
 */
final class DerivedCode {

  private final EntityPlan entity;
  private final String entityVariable;

  DerivedCode(EntityPlan entity, String entityVariable) {
    this.entity = entity;
    this.entityVariable = entityVariable;
  }

  /** Adds the locals, in order, to {@code method}. */
  void addLocals(MethodSpec.Builder method) {
    if (entity.derived().isEmpty()) {
      return;
    }
    method.addComment("@Derived attributes, computed from their sources whatever the entity holds");
    for (DerivedPlan derived : entity.derived()) {
      method.addStatement(
          "$T $L = $T.$L($L)",
          derived.attribute().type().javaType(),
          derived.local(),
          entity.type(),
          derived.method(),
          CodeBlock.join(derived.sources().stream().map(this::read).toList(), ", "));
    }
  }

  /** The value of {@code attribute}: its local when derived, else read from the entity. */
  CodeBlock read(AttributeModel attribute) {
    return entity.derived().stream()
        .filter(derived -> derived.attribute().equals(attribute))
        .findFirst()
        .map(derived -> CodeBlock.of("$L", derived.local()))
        .orElseGet(() -> CodeBlock.of("$L.$L()", entityVariable, attribute.accessor()));
  }
}
