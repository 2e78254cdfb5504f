package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.plan.EntityPlan;

/**
 * The two faces of a table that the writers render from one plan: {@code ShopDb}, whose terminals
 * return results, and {@code ShopAsyncDb}, whose terminals return futures of the same shapes.
 */
enum DbFace {
  BLOCKING("blocking"),
  ASYNC("async");

  private final String factory;

  DbFace(String factory) {
    this.factory = factory;
  }

  /** {@code Face.blocking()} or {@code Face.async()}: what a shared builder's terminal runs on. */
  CodeBlock face() {
    return CodeBlock.of("$T.$L()", RuntimeTypes.FACE, factory);
  }

  /** What a terminal of result {@code type} returns on this face. */
  TypeName terminal(TypeName type) {
    return this == BLOCKING
        ? type
        : ParameterizedTypeName.get(RuntimeTypes.COMPLETABLE_FUTURE, type.box());
  }

  /** The repository of {@code entity} on this face. */
  ClassName repository(EntityPlan entity) {
    return this == BLOCKING ? entity.repository() : entity.asyncRepository().orElseThrow();
  }

  /** The query types of {@code entity} on this face; its stages are shared by both. */
  QueryFace query(EntityPlan entity) {
    return this == BLOCKING
        ? new QueryFace(
            RuntimeTypes.ENTITY_QUERY, RuntimeTypes.VIEW_QUERY, entity.repository(), true)
        : new QueryFace(
            RuntimeTypes.ASYNC_ENTITY_QUERY,
            RuntimeTypes.ASYNC_VIEW_QUERY,
            entity.repository(),
            false);
  }
}
