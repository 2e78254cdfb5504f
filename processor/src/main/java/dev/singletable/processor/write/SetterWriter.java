package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.IndexSetter;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The index-aware setters and removers of an entity's typed update: each rewrites the index keys
 * its attribute feeds and checks that the stored values of the other components are the ones given,
 * so an index key is never stale. The runtime's {@code EntityUpdate} does the work; a setter only
 * computes the keys.
 */
final class SetterWriter {

  private final EntityPlan entity;
  private final TypeName self;

  SetterWriter(EntityPlan entity, TypeName self) {
    this.entity = entity;
    this.self = self;
  }

  MethodSpec setter(IndexSetter setter) {
    String name = setter.attribute().name();
    List<IndexSetter.Other> others = setter.others();
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(setter.setter())
            .addModifiers(Modifier.PUBLIC)
            .returns(self)
            .addParameter(setter.attribute().type().javaType(), name);
    others.forEach(
        other ->
            method.addParameter(other.attribute().type().javaType(), other.attribute().name()));
    List<String> otherNames = others.stream().map(other -> other.attribute().name()).toList();
    method.addJavadoc(
        "Sets {@code $L} and rewrites the keys of $L$L.\n",
        name,
        indexNames(setter),
        others.isEmpty()
            ? ""
            : ";\nthe update only succeeds if the stored "
                + String.join(" and ", otherNames.stream().map(o -> "{@code " + o + "}").toList())
                + (others.size() == 1
                    ? " is the value given, which those keys also hold"
                    : " are the values given, which those keys also hold"));
    setter
        .remover()
        .ifPresent(
            remover ->
                method
                    .beginControlFlow("if ($L == null)", name)
                    .addStatement("return $L()", remover)
                    .endControlFlow());
    if (!others.isEmpty()) {
      method.addComment(
          "The index keys also hold $L: they must be what is stored.",
          String.join(" and ", otherNames));
      for (IndexSetter.Other other : others) {
        method.addStatement(
            "requireStored($T.$L, $L)",
            entity.schema(),
            other.constant(),
            other.attribute().name());
      }
    }
    List<CodeBlock> keys = new ArrayList<>();
    for (IndexSetter.KeyRewrite rewrite : setter.rewrites()) {
      List<String> arguments = new ArrayList<>();
      for (IndexSetter.Argument argument : rewrite.arguments()) {
        arguments.add(argument.fromKey() ? "key()." + argument.name() + "()" : argument.name());
      }
      keys.add(
          CodeBlock.of(
              "indexKey($T.$L, $T.$L($L))",
              entity.key(),
              rewrite.key(),
              entity.schema(),
              rewrite.method(),
              String.join(", ", arguments)));
    }
    return method
        .addStatement(
            "return setIndexInput($T.$L, $L$L)",
            entity.schema(),
            setter.constant(),
            name,
            onLines(keys))
        .build();
  }

  MethodSpec remover(IndexSetter setter, String remover) {
    List<CodeBlock> keys = new ArrayList<>();
    for (String key : setter.removedKeys()) {
      keys.add(CodeBlock.of("noIndexKey($T.$L)", entity.key(), key));
    }
    return MethodSpec.methodBuilder(remover)
        .addJavadoc(
            "Removes {@code $L} and the keys of $L: the item leaves $L.\n",
            setter.attribute().name(),
            indexNames(setter),
            setter.indexNames().size() > 1 ? "those indexes" : "that index")
        .addModifiers(Modifier.PUBLIC)
        .returns(self)
        .addStatement(
            "return removeIndexInput($T.$L$L)", entity.schema(), setter.constant(), arguments(keys))
        .build();
  }

  /** {@code ,\n a,\n b}: further arguments, one per line. */
  private static CodeBlock onLines(List<CodeBlock> arguments) {
    CodeBlock.Builder code = CodeBlock.builder();
    arguments.forEach(argument -> code.add(",\n$L", argument));
    return code.build();
  }

  /** {@code , a, b}: further arguments, each where JavaPoet may wrap the line. */
  private static CodeBlock arguments(List<CodeBlock> arguments) {
    CodeBlock.Builder code = CodeBlock.builder();
    arguments.forEach(argument -> code.add(",$W$L", argument));
    return code.build();
  }

  private static String indexNames(IndexSetter setter) {
    List<String> names = setter.indexNames();
    return (names.size() > 1 ? "indexes " : "index ") + String.join(", ", names);
  }
}
