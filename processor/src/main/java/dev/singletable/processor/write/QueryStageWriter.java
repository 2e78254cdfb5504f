package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.KeyComponent;
import dev.singletable.processor.plan.QueryPlan;
import dev.singletable.processor.plan.QueryStage;
import javax.lang.model.element.Modifier;

/**
 * A builder stage of a query, for one face: stage {@code i} offers {@code x(value)} on sort-key
 * component {@code i} (leading to stage {@code i+1}, or ending the key) and {@code x(range)}
 * (ending the conditions). Its {@code Keys.Slot} constant encodes the value against the prefix the
 * query carries, so the stage has no fields.
 */
final class QueryStageWriter {

  /** The stage's {@code Keys.Slot} constant. */
  private static final String SLOT = "SLOT";

  private final EntityPlan entity;
  private final QueryPlan query;
  private final TypeName entityQuery;
  private final QueryFace face;

  /** The stages of {@code query} on {@code face}: extending its query types, nested in its home. */
  QueryStageWriter(EntityPlan entity, QueryPlan query, QueryFace face) {
    this.entity = entity;
    this.query = query;
    this.entityQuery = QueryWriter.queryType(entity, query, face);
    this.face = face;
  }

  TypeSpec write(QueryStage stage) {
    if (query.nativeQuery().isPresent()) {
      return writeNative(stage);
    }
    KeyComponent component = stage.component();
    String name = component.name();
    TypeName stored = component.storedType();
    return TypeSpec.classBuilder(face.stage(stage.type()))
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .superclass(entityQuery)
        .addJavadoc(
            "The {@code $L} query$L: choose {@code $L} or a range of it, or run it as is.\n",
            query.method(),
            stage.fixed().isEmpty() ? "" : " with " + String.join(", ", stage.fixed()) + " fixed",
            name)
        .addField(
            FieldSpec.builder(
                    ParameterizedTypeName.get(RuntimeTypes.KEYS_SLOT, stored),
                    SLOT,
                    Modifier.PRIVATE,
                    Modifier.STATIC,
                    Modifier.FINAL)
                .initializer(
                    "$T.slot($T.$L,$W$T.$L,$W$S,$W$L)",
                    RuntimeTypes.KEYS,
                    entity.key(),
                    stage.sortKey(),
                    entity.key(),
                    component.constant(),
                    stage.after(),
                    stage.next().isPresent())
                .build())
        .addMethod(
            MethodSpec.constructorBuilder()
                .addParameter(entityQuery, "query")
                .addStatement("super(query)")
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
    if (stage.next().isPresent()) {
      ClassName next = face.stage(stage.next().get());
      equality
          .addJavadoc("Only items whose {@code $L} is the given value.\n", name)
          .returns(next)
          .addStatement("return new $T($L)", next, condition);
    } else {
      equality
          .addJavadoc("Only items whose {@code $L} is the given value.\n", name)
          .returns(entityQuery)
          .addStatement("return $L", condition);
    }
    return TypeSpec.classBuilder(face.stage(stage.type()))
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .superclass(entityQuery)
        .addJavadoc(
            "The {@code $L} query$L: choose {@code $L} or a range of it, or run it as is.\n",
            query.method(),
            stage.fixed().isEmpty() ? "" : " with " + String.join(", ", stage.fixed()) + " fixed",
            name)
        .addMethod(
            MethodSpec.constructorBuilder()
                .addParameter(entityQuery, "query")
                .addStatement("super(query)")
                .build())
        .addMethod(equality.build())
        .addMethod(
            MethodSpec.methodBuilder(name)
                .addJavadoc(
                    "Only items whose {@code $L} is in {@code range}$L, compared as stored.\n",
                    name,
                    stage.beginsWith() ? " (which may be {@code Range.beginsWith})" : "")
                .addModifiers(Modifier.PUBLIC)
                .returns(entityQuery)
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
      ClassName next = face.stage(stage.next().get());
      return method
          .addJavadoc("Only items whose {@code $L} is the given value.\n", name)
          .returns(next)
          .addStatement("return new $T($L)", next, condition)
          .build();
    }
    return method
        .addJavadoc("Only the item whose {@code $L} is the given value.\n", name)
        .returns(entityQuery)
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
            stage.beginsWith() ? " (which may be {@code Range.beginsWith})" : "")
        .addModifiers(Modifier.PUBLIC)
        .returns(entityQuery)
        .addParameter(ParameterizedTypeName.get(RuntimeTypes.RANGE, valueType), "range")
        .addStatement("return withSortKey($L,$W$L)", SLOT, range)
        .build();
  }
}
