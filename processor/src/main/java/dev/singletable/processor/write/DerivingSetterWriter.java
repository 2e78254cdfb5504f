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
 * The setters of a typed update for attributes that {@code @Derived} attributes read: each computes
 * those attributes again with the method the entity names, writes them (or removes one computed as
 * {@code null}) and rewrites the index keys the attribute and they feed (removing a key one of
 * whose computed inputs is {@code null}), checking that the stored values of the other sources and
 * components are the ones given, as {@link SetterWriter}'s setters do.
 */
final class DerivingSetterWriter {

  private final EntityPlan entity;
  private final TypeName self;

  DerivingSetterWriter(EntityPlan entity, TypeName self) {
    this.entity = entity;
    this.self = self;
  }

  MethodSpec setter(IndexSetter setter) {
    String name = setter.attribute().name();
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(setter.setter())
            .addModifiers(Modifier.PUBLIC)
            .returns(self)
            .addParameter(setter.attribute().type().javaType(), name);
    setter
        .others()
        .forEach(
            other ->
                method.addParameter(other.attribute().type().javaType(), other.attribute().name()));
    List<String> others = names(setter);
    List<String> derived =
        setter.derivations().stream().map(d -> "{@code " + d.attribute().name() + "}").toList();
    method.addJavadoc(
        "Sets {@code $L}$L and computes again the @Derived $L$L$L.\n",
        name,
        setter.remover().isPresent() ? " (or removes it, for {@code null})" : "",
        String.join(" and ", derived),
        setter.indexNames().isEmpty() ? "" : " and the keys of index " + indexNames(setter),
        others.isEmpty()
            ? ""
            : ";\nthe update only succeeds if the stored "
                + String.join(" and ", others.stream().map(o -> "{@code " + o + "}").toList())
                + (others.size() == 1 ? " is the value given" : " are the values given")
                + ", which those also read");
    if (!others.isEmpty()) {
      method.addComment(
          "The derived attributes and index keys also read $L: they must be what is stored.",
          String.join(" and ", others));
      for (IndexSetter.Other other : setter.others()) {
        method.addStatement(
            "requireStored($T.$L, $L)",
            entity.schema(),
            other.constant(),
            other.attribute().name());
      }
    }
    List<CodeBlock> actions = new ArrayList<>();
    for (IndexSetter.Derivation derivation : setter.derivations()) {
      method.addStatement(
          "$T $L = $T.$L($L)",
          derivation.attribute().type().javaType(),
          derivation.attribute().name(),
          entity.type(),
          derivation.method(),
          arguments(derivation.arguments()));
      actions.add(
          CodeBlock.of(
              "computed($T.$L, $L)",
              entity.schema(),
              derivation.constant(),
              derivation.attribute().name()));
    }
    for (IndexSetter.KeyRewrite rewrite : setter.rewrites()) {
      CodeBlock set =
          CodeBlock.of(
              "indexKey($T.$L, $T.$L($L))",
              entity.key(),
              rewrite.key(),
              entity.schema(),
              rewrite.method(),
              arguments(rewrite.arguments()));
      actions.add(
          rewrite.guards().isEmpty()
              ? set
              : CodeBlock.of(
                  "$L$W? $L$W: noIndexKey($T.$L)",
                  String.join(" && ", rewrite.guards().stream().map(g -> g + " != null").toList()),
                  set,
                  entity.key(),
                  rewrite.key()));
    }
    CodeBlock.Builder lines = CodeBlock.builder();
    actions.forEach(action -> lines.add(",\n$L", action));
    return method
        .addStatement(
            "return setDerivedInput($T.$L, $L$L)",
            entity.schema(),
            setter.constant(),
            name,
            lines.build())
        .build();
  }

  /** {@code removeX(others)}: the setter given {@code null}. */
  MethodSpec remover(IndexSetter setter, String remover) {
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(remover)
            .addJavadoc(
                "Removes {@code $L} and computes again what reads it: {@code $L(null$L)}.\n",
                setter.attribute().name(),
                setter.setter(),
                names(setter).stream().map(n -> ", " + n).reduce("", String::concat))
            .addModifiers(Modifier.PUBLIC)
            .returns(self);
    setter
        .others()
        .forEach(
            other ->
                method.addParameter(other.attribute().type().javaType(), other.attribute().name()));
    return method
        .addStatement(
            "return $L(null$L)",
            setter.setter(),
            names(setter).stream().map(n -> ", " + n).reduce("", String::concat))
        .build();
  }

  private static List<String> names(IndexSetter setter) {
    return setter.others().stream().map(other -> other.attribute().name()).toList();
  }

  private static String arguments(List<IndexSetter.Argument> arguments) {
    return String.join(
        ", ",
        arguments.stream()
            .map(
                argument ->
                    argument.fromKey() ? "key()." + argument.name() + "()" : argument.name())
            .toList());
  }

  private static String indexNames(IndexSetter setter) {
    return String.join(", ", setter.indexNames());
  }
}
