package dev.singletable.processor.write;

import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.ShapePlan;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * The code of an entity's stored shape ({@code @Entity(shape = 2)} with {@code @FormerShape}
 * records): the schema's {@code Shape} constant, and the start of {@code fromItem}, which reads an
 * item of a former shape with that shape's codec class and upgrades it.
 */
final class ShapeCode {

  private ShapeCode() {}

  /** {@code private static final Shape STORED_SHAPE = Shape.of(ENTITY_TYPE, 2, 1)}. */
  static FieldSpec field(ShapePlan shape) {
    String formers =
        shape.formers().stream()
            .map(former -> Integer.toString(former.number()))
            .collect(Collectors.joining(", "));
    return FieldSpec.builder(
            RuntimeTypes.SHAPE, shape.constant(), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(
            "Writes mark items with shape $L ({@code $L}); reads upgrade those of shape$L $L.\n",
            shape.current(),
            "_shape",
            shape.formers().size() == 1 ? "" : "s",
            formers.isEmpty() ? "(none declared)" : formers)
        .initializer(
            "$T.of(ENTITY_TYPE, $L$L)",
            RuntimeTypes.SHAPE,
            shape.current(),
            formers.isEmpty() ? "" : ", " + formers)
        .build();
  }

  /**
   * {@code int shape = STORED_SHAPE.of(item); if (shape == 1) return STORED_SHAPE.upgrade(this,
   * item, 1, new V1Codec(), Customer.V1::upgrade);}, one branch per former shape.
   */
  static void upgrades(MethodSpec.Builder method, EntityPlan entity) {
    ShapePlan shape = entity.forms().shape();
    if (shape.formers().isEmpty()) {
      method.addStatement("$L.of(item)", shape.constant());
      return;
    }
    method.addStatement("int shape = $L.of(item)", shape.constant());
    for (ShapePlan.Former former : shape.formers()) {
      method
          .beginControlFlow("if (shape == $L)", former.number())
          .addStatement(
              "return $L.upgrade(this, item, $L, new $T(),$W$T::$L)",
              shape.constant(),
              former.number(),
              former.codec().name(),
              former.record(),
              former.upgrade())
          .endControlFlow();
    }
  }
}
