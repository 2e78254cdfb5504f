package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.IndexSetter;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The index-aware setters and removers of one typed update: each rewrites the index keys its
 * attribute feeds and checks that the stored values of the other components are the ones given, so
 * an index key is never stale.
 */
final class SetterWriter {

  private final EntityPlan entity;
  private final ClassName self;
  private final String keyAccess;

  /**
   * @param keyAccess how the update reads its key: {@code key()} or {@code this.key}
   */
  SetterWriter(EntityPlan entity, ClassName self, String keyAccess) {
    this.entity = entity;
    this.self = self;
    this.keyAccess = keyAccess;
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
            : "; the update only succeeds if the stored "
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
    CodeBlock.Builder actions =
        CodeBlock.builder().add("$T.$L.set($L)", entity.schema(), setter.constant(), name);
    for (IndexSetter.KeyRewrite rewrite : setter.rewrites()) {
      List<String> arguments = new ArrayList<>();
      for (IndexSetter.Argument argument : rewrite.arguments()) {
        arguments.add(
            argument.fromKey() ? keyAccess + "." + argument.name() + "()" : argument.name());
      }
      actions.add(
          ",\n$T.set($T.attribute($S), $T.fromS($T.$L($L)))",
          RuntimeTypes.UPDATE_ACTION,
          RuntimeTypes.PATH,
          rewrite.attribute(),
          RuntimeTypes.ATTRIBUTE_VALUE,
          entity.schema(),
          rewrite.method(),
          String.join(", ", arguments));
    }
    method.addStatement("applyWithIndexKeys($L)", actions.build());
    if (!others.isEmpty()) {
      CodeBlock.Builder same = CodeBlock.builder();
      CodeBlock.Builder ifAbsent = CodeBlock.builder();
      for (int i = 0; i < others.size(); i++) {
        IndexSetter.Other other = others.get(i);
        AttributeModel attribute = other.attribute();
        same.add(
            i == 0 ? "$T.$L.eq($L)" : ".and($T.$L.eq($L))",
            entity.schema(),
            other.constant(),
            attribute.name());
        ifAbsent.add(
            i == 0 ? "$T.$L.setIfNotExists($L)" : ",\n$T.$L.setIfNotExists($L)",
            entity.schema(),
            other.constant(),
            attribute.name());
      }
      method.addComment(
          "The index keys also hold $L: they must be what is stored.",
          String.join(" and ", otherNames));
      String stored = setter.storedLocal();
      method
          .addStatement("$T $L = $L", RuntimeTypes.CONDITION, stored, same.build())
          .addStatement(
              "condition(isUpsert() ? $T.attributeNotExists(partitionKeyAttribute()).or($L) : $L)",
              RuntimeTypes.CONDITION,
              stored,
              stored);
      // An upsert that creates the item must store what the index keys hold.
      method
          .beginControlFlow("if (isUpsert())")
          .addStatement("applyWithIndexKeys($L)", ifAbsent.build())
          .endControlFlow();
    }
    return method.addStatement("return this").build();
  }

  MethodSpec remover(IndexSetter setter, String remover) {
    CodeBlock.Builder actions =
        CodeBlock.builder().add("$T.$L.remove()", entity.schema(), setter.constant());
    for (String attribute : setter.removedKeys()) {
      actions.add(
          ",\n$T.remove($T.attribute($S))",
          RuntimeTypes.UPDATE_ACTION,
          RuntimeTypes.PATH,
          attribute);
    }
    return MethodSpec.methodBuilder(remover)
        .addJavadoc(
            "Removes {@code $L} and the keys of $L, so the item leaves $L (a sparse index).\n",
            setter.attribute().name(),
            indexNames(setter),
            setter.indexNames().size() > 1 ? "those indexes" : "that index")
        .addModifiers(Modifier.PUBLIC)
        .returns(self)
        .addStatement("applyWithIndexKeys($L)", actions.build())
        .addStatement("return this")
        .build();
  }

  private static String indexNames(IndexSetter setter) {
    List<String> names = setter.indexNames();
    return (names.size() > 1 ? "indexes " : "index ") + String.join(", ", names);
  }
}
