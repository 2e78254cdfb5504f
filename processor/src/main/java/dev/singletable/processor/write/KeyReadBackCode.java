package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import dev.singletable.processor.plan.KeyReadBack;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The one decoder of a typed primary key from table key attributes, written on the key record: a
 * {@code KeyShape} constant and {@code OrderKey.fromKeyAttributes(keys)}, matching it and decoding
 * each component. The stream decoder ({@code ShopChanges}) and the index views ({@code
 * ReviewInvertedView}) call it.
 */
final class KeyReadBackCode {

  /** The key record's method reading a key back. */
  static final String METHOD = "fromKeyAttributes";

  private static final String SHAPE = "KEY_SHAPE";

  private KeyReadBackCode() {}

  /** {@code private static final KeyShape KEY_SHAPE = KeyShape.of('#', "PK", ...)}. */
  static FieldSpec shape(KeyReadBack key) {
    CodeBlock.Builder shape =
        CodeBlock.builder()
            .add(
                "$T.of('$L',$W$S,$W$S",
                RuntimeTypes.KEY_SHAPE,
                KeyCode.escapeChar(key.delimiter()),
                key.partitionKey(),
                key.partitionPattern());
    if (key.sortKey().isPresent()) {
      shape.add(",$W$S,$W$S", key.sortKey().get(), key.sortPattern().orElseThrow());
    }
    return FieldSpec.builder(
            RuntimeTypes.KEY_SHAPE, SHAPE, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer(shape.add(")").build())
        .build();
  }

  /**
   * {@code public static OrderKey fromKeyAttributes(Map<String, AttributeValue> keys)}: the key, or
   * {@code null} when the key attributes have another shape.
   */
  static MethodSpec method(KeyReadBack key) {
    CodeBlock.Builder arguments = CodeBlock.builder();
    for (int i = 0; i < key.components().size(); i++) {
      KeyReadBack.KeyDecoder component = key.components().get(i);
      CodeBlock text = CodeBlock.of("parts.get($S)", component.name());
      arguments.add(i == 0 ? "$L" : ",$W$L", decode(component, text));
    }
    return MethodSpec.methodBuilder(METHOD)
        .addJavadoc(
            "The key of an item of {@code $L}, read back from its key attributes (a stream"
                + " record's keys,\n"
                + "an index item); {@code null} when they have another shape.\n",
            key.simpleName())
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(key.key())
        .addParameter(RuntimeTypes.ATTRIBUTE_MAP, "keys")
        .addStatement(
            "$T parts = $L.match(keys)",
            ParameterizedTypeName.get(Map.class, String.class, String.class),
            SHAPE)
        .beginControlFlow("if (parts == null)")
        .addStatement("return null")
        .endControlFlow()
        .beginControlFlow("try")
        .addStatement("return new $T($L)", key.key(), arguments.build())
        .nextControlFlow("catch ($T anotherShape)", IllegalArgumentException.class)
        .addStatement("return null")
        .endControlFlow()
        .build();
  }

  private static CodeBlock decode(KeyReadBack.KeyDecoder component, CodeBlock text) {
    CodeBlock stored = decodeStored(component, text);
    return component.conversion() == null
        ? stored
        : Conversions.fromStored(component.conversion(), component.javaType(), stored);
  }

  private static CodeBlock decodeStored(KeyReadBack.KeyDecoder component, CodeBlock text) {
    return switch (component.decoding()) {
      case TEXT -> text;
      case ENUM_NAME -> CodeBlock.of("$T.valueOf($L)", component.type(), text);
      case KEY_ENCODING -> {
        CodeBlock.Builder call =
            CodeBlock.builder()
                .add("$T.$L($L", RuntimeTypes.KEY_ENCODING, component.method(), text);
        component.arguments().forEach(argument -> call.add(", $L", argument));
        yield call.add(")").build();
      }
    };
  }
}
