package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.KeyComponent;
import dev.singletable.processor.plan.QueryPlan;
import dev.singletable.processor.plan.QueryStage;
import javax.lang.model.element.Modifier;

/**
 * A builder stage of a query: stage {@code i} offers equality on sort-key component {@code i}
 * (leading to stage {@code i+1}) and the ranges {@code Between, From, After, UpTo, Before} on it.
 */
final class QueryStageWriter {

  private final EntityPlan entity;
  private final QueryPlan query;
  private final char delimiter;
  private final TypeName entityQuery;
  private final QueryFace face;

  /** The stages of {@code query} on {@code face}: extending its query types, nested in its home. */
  QueryStageWriter(EntityPlan entity, QueryPlan query, char delimiter, QueryFace face) {
    this.entity = entity;
    this.query = query;
    this.delimiter = delimiter;
    this.entityQuery = QueryWriter.queryType(entity, query, face);
    this.face = face;
  }

  TypeSpec write(QueryStage stage) {
    KeyComponent component = stage.component();
    String name = component.name();
    TypeSpec.Builder type =
        TypeSpec.classBuilder(face.stage(stage.type()))
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .superclass(entityQuery)
            .addJavadoc(
                "The {@code $L} query$L: choose {@code $L} or a range of it, or run it as is.\n",
                query.method(),
                stage.fixed().isEmpty()
                    ? ""
                    : " with " + String.join(", ", stage.fixed()) + " fixed",
                name);
    MethodSpec.Builder constructor =
        MethodSpec.constructorBuilder()
            .addParameter(entityQuery, "query")
            .addStatement("super(query)");
    CodeBlock prefix;
    if (stage.first()) {
      prefix = CodeBlock.of("$S", stage.before());
    } else {
      type.addField(String.class, "prefix", Modifier.PRIVATE, Modifier.FINAL);
      constructor.addParameter(String.class, "prefix").addStatement("this.prefix = prefix");
      // this.prefix: a sort-key component may be named prefix too.
      prefix = CodeBlock.of("this.prefix");
    }
    type.addMethod(constructor.build());

    CodeBlock encoded = KeyCode.component(component, CodeBlock.of("$L", name), delimiter);
    CodeBlock withValue;
    if (stage.first()) {
      withValue =
          stage.before().isEmpty() ? encoded : CodeBlock.of("$S$W+ $L", stage.before(), encoded);
    } else {
      withValue = CodeBlock.of("$L$W+ $L", prefix, encoded);
    }
    stage
        .next()
        .ifPresentOrElse(
            next -> type.addMethod(equalityToNext(stage, next, withValue)),
            () -> type.addMethod(equalityToEnd(stage, withValue)));
    for (QueryStage.Range range : stage.ranges()) {
      type.addMethod(range(stage, range, prefix));
    }
    stage.beginsWith().ifPresent(method -> type.addMethod(beginsWith(stage, method, prefix)));
    return type.build();
  }

  /** A String component that begins with a prefix: {@code begins_with} on the key so far. */
  private MethodSpec beginsWith(QueryStage stage, String method, CodeBlock prefix) {
    KeyComponent component = stage.component();
    CodeBlock encoded = KeyCode.component(component, CodeBlock.of("prefix"), delimiter);
    return MethodSpec.methodBuilder(method)
        .addJavadoc(
            "Only items whose {@code $L} begins with {@code prefix}, in key order.\n",
            component.name())
        .addModifiers(Modifier.PUBLIC)
        .returns(entityQuery)
        .addParameter(component.attribute().type().javaType(), "prefix")
        .addStatement(
            "return withSortKey($T.prefix($L$W+ $L))", RuntimeTypes.SORT_KEY, prefix, encoded)
        .build();
  }

  /** Equality on the component, leading to the next stage with the longer prefix. */
  private MethodSpec equalityToNext(QueryStage stage, QueryStage.Next next, CodeBlock withValue) {
    String name = stage.component().name();
    TypeName valueType = stage.component().attribute().type().javaType();
    return MethodSpec.methodBuilder(name)
        .addJavadoc("Only items whose {@code $L} is the given value.\n", name)
        .addModifiers(Modifier.PUBLIC)
        .returns(face.stage(next.type()))
        .addParameter(valueType, name)
        .addStatement("String $L =$W$L$W+ $S", next.local(), withValue, next.before())
        .addStatement(
            "return new $T(withSortKey($T.prefix($L)),$W$L)",
            face.stage(next.type()),
            RuntimeTypes.SORT_KEY,
            next.local(),
            next.local())
        .build();
  }

  /** Equality on the last component: the one item with that sort key. */
  private MethodSpec equalityToEnd(QueryStage stage, CodeBlock withValue) {
    String name = stage.component().name();
    TypeName valueType = stage.component().attribute().type().javaType();
    return MethodSpec.methodBuilder(name)
        .addJavadoc("Only the item whose {@code $L} is the given value.\n", name)
        .addModifiers(Modifier.PUBLIC)
        .returns(entityQuery)
        .addParameter(valueType, name)
        .addStatement(
            "return withSortKey($T.equalTo($L))",
            RuntimeTypes.SORT_KEY,
            KeyCode.checked(
                false,
                stage.sortAttribute(),
                stage.endsKey() ? withValue : CodeBlock.of("$L$W+ $S", withValue, stage.after())))
        .build();
  }

  private MethodSpec range(QueryStage stage, QueryStage.Range range, CodeBlock prefix) {
    KeyComponent component = stage.component();
    String name = component.name();
    TypeName valueType = component.attribute().type().javaType();
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(range.name()).addModifiers(Modifier.PUBLIC).returns(entityQuery);
    if (range.low() && range.high()) {
      return method
          .addJavadoc(
              "Only items whose {@code $L} is $L {@code low} and {@code high}, in key order.\n",
              name,
              range.meaning())
          .addParameter(valueType, "low")
          .addParameter(valueType, "high")
          .addStatement(
              "return withSortKey($T.$L($L,$W$L,$W$L,$W$L,$W'$L'))",
              RuntimeTypes.SORT_KEY,
              range.factory(),
              prefix,
              KeyCode.component(component, CodeBlock.of("low"), delimiter),
              KeyCode.component(component, CodeBlock.of("high"), delimiter),
              stage.endsKey(),
              KeyCode.escapeChar(delimiter))
          .build();
    }
    String parameter = range.low() ? "low" : "high";
    return method
        .addJavadoc(
            "Only items whose {@code $L} is $L {@code $L}, in key order.\n",
            name,
            range.meaning(),
            parameter)
        .addParameter(valueType, parameter)
        .addStatement(
            "return withSortKey($T.$L($L,$W$L,$W$L,$W'$L'))",
            RuntimeTypes.SORT_KEY,
            range.factory(),
            prefix,
            KeyCode.component(component, CodeBlock.of("$L", parameter), delimiter),
            stage.endsKey(),
            KeyCode.escapeChar(delimiter))
        .build();
  }
}
