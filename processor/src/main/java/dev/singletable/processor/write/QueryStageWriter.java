package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.KeyComponent;
import dev.singletable.processor.plan.QueryPlan;
import dev.singletable.processor.plan.QueryStage;
import javax.lang.model.element.Modifier;

/**
 * A builder stage of a query, shared by both faces: stage {@code i} offers {@code x(value)} on
 * sort-key component {@code i} (leading to stage {@code i+1}, or ending the key) and {@code
 * x(range)} (ending the conditions). It is generic over {@code Q}, the face's query type ({@code
 * EntityQuery<Order>} or {@code AsyncEntityQuery<Order>}), which the conditions that end the key
 * return. Its {@code Keys.Slot} constant encodes the value against the prefix the query carries, so
 * the stage has no fields of its own.
 */
final class QueryStageWriter {

  /** The stage's {@code Keys.Slot} constant. */
  private static final String SLOT = "SLOT";

  /** The face's query type every stage is generic over. */
  private static final TypeVariableName Q = TypeVariableName.get("Q");

  private final EntityPlan entity;
  private final QueryPlan query;
  private final QueryFace face;

  /** The stages of {@code query}, nested in {@code face}'s home (the blocking repository). */
  QueryStageWriter(EntityPlan entity, QueryPlan query, QueryFace face) {
    this.entity = entity;
    this.query = query;
    this.face = face;
  }

  /**
   * {@code OrdersOfQuery<Q extends BaseQuery<Order, Order, Q>> extends KeyStage<Order, Order, Q>},
   * with its constructor from the face's query and its Javadoc.
   */
  private TypeSpec.Builder stageClass(QueryStage stage) {
    TypeName read = query.view().<TypeName>map(v -> v).orElse(entity.type());
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addParameter(Q, "query");
    if (query.nativeQuery().isPresent()) {
      constructor.addStatement("super(query)");
    } else {
      constructor
          .addParameter(RuntimeTypes.KEYS.nestedClass("Attribute"), "sortKey")
          .addStatement("super(query, sortKey)");
    }
    return TypeSpec.classBuilder(face.raw(stage.type()))
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addTypeVariable(
            Q.withBounds(
                ParameterizedTypeName.get(RuntimeTypes.BASE_QUERY, read, entity.type(), Q)))
        .superclass(ParameterizedTypeName.get(RuntimeTypes.KEY_STAGE, read, entity.type(), Q))
        .addJavadoc(
            "A query stage: choose {@code $L} or a range of it, or run {@code all()}.\n",
            stage.component().name())
        .addMethod(constructor.build());
  }

  /** The next stage on the same face: {@code OrdersOfPlacedAtQuery<Q>}. */
  private TypeName next(QueryStage stage) {
    return face.stage(stage.next().orElseThrow(), Q);
  }

  TypeSpec write(QueryStage stage) {
    if (query.nativeQuery().isPresent()) {
      return writeNative(stage);
    }
    KeyComponent component = stage.component();
    TypeName stored = component.storedType();
    return stageClass(stage)
        .addField(
            FieldSpec.builder(
                    ParameterizedTypeName.get(RuntimeTypes.KEYS_SLOT, stored),
                    SLOT,
                    Modifier.PRIVATE,
                    Modifier.STATIC,
                    Modifier.FINAL)
                .initializer(
                    "$T.slot($T.$L,$W$S,$W$L)",
                    RuntimeTypes.KEYS,
                    entity.key(),
                    component.constant(),
                    stage.after(),
                    stage.next().isPresent())
                .build())
        .addMethod(equality(stage))
        .addMethod(range(stage))
        .build();
  }

  /**
   * A stage of a native index: {@code x(value)} compares the typed value through the schema's
   * reference and leads to the next sort attribute; {@code x(range)} ends the conditions.
   */
  private TypeSpec writeNative(QueryStage stage) {
    KeyComponent component = stage.component();
    String name = component.name();
    CodeBlock reference = CodeBlock.of("$T.$L", entity.schema(), component.constant());
    MethodSpec.Builder equality =
        MethodSpec.methodBuilder(name)
            .addModifiers(Modifier.PUBLIC)
            .addParameter(component.attribute().type().javaType(), name);
    CodeBlock condition = CodeBlock.of("withKey($L, $N)", reference, name);
    equality.addJavadoc("Only items whose {@code $L} is the given value.\n", name);
    if (stage.next().isPresent()) {
      equality
          .returns(next(stage))
          .addStatement("return new $T<>($L)", face.raw(stage.next().get()), condition);
    } else {
      equality.returns(Q).addStatement("return $L", condition);
    }
    return stageClass(stage)
        .addMethod(equality.build())
        .addMethod(
            MethodSpec.methodBuilder(name)
                .addJavadoc(
                    "Only items whose {@code $L} is in {@code range}$L, compared as stored.\n",
                    name,
                    stage.beginsWith() ? " (beginsWith too)" : "")
                .addModifiers(Modifier.PUBLIC)
                .returns(Q)
                .addParameter(
                    ParameterizedTypeName.get(RuntimeTypes.RANGE, component.storedType()), "range")
                .addStatement("return withKey($L, range)", reference)
                .build())
        .build();
  }

  /** {@code x(value)}: the next stage with the longer prefix, or the one key. */
  private MethodSpec equality(QueryStage stage) {
    KeyComponent component = stage.component();
    String name = component.name();
    CodeBlock condition =
        CodeBlock.of(
            "withSortKey($L,$W$L)",
            SLOT,
            KeyCode.stored(component, CodeBlock.of("$N", name), entity.key()));
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(name)
            .addModifiers(Modifier.PUBLIC)
            .addParameter(component.attribute().type().javaType(), name);
    if (stage.next().isPresent()) {
      return method
          .addJavadoc("Only items whose {@code $L} is the given value.\n", name)
          .returns(next(stage))
          .addStatement("return new $T<>($L,$WsortKey())", face.raw(stage.next().get()), condition)
          .build();
    }
    return method
        .addJavadoc("Only the item whose {@code $L} is the given value.\n", name)
        .returns(Q)
        .addStatement("return $L", condition)
        .build();
  }

  /** {@code x(range)}: the keys whose component is in the range, with exact bounds. */
  private MethodSpec range(QueryStage stage) {
    KeyComponent component = stage.component();
    String name = component.name();
    TypeName valueType = component.attribute().type().javaType().withoutAnnotations().box();
    CodeBlock range = CodeBlock.of("range");
    if (component.attribute().conversion() != null) {
      // Each bound is converted to the stored value; a null bound stays null and is refused.
      range =
          CodeBlock.of(
              "range.map(value ->$W$L)",
              KeyCode.converted(component, CodeBlock.of("value"), entity.key()));
    }
    return MethodSpec.methodBuilder(name)
        .addJavadoc(
            "Only items whose {@code $L} is in {@code range}$L, in key order.\n",
            name,
            stage.beginsWith() ? " (beginsWith too)" : "")
        .addModifiers(Modifier.PUBLIC)
        .returns(Q)
        .addParameter(ParameterizedTypeName.get(RuntimeTypes.RANGE, valueType), "range")
        .addStatement("return withSortKey($L,$W$L)", SLOT, range)
        .build();
  }
}
