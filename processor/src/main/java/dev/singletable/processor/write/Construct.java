package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.Construction;
import java.util.List;
import java.util.Map;

/** Code that builds an instance from attribute values: canonical constructor or builder. */
final class Construct {

  private Construct() {}

  /**
   * {@code new Order(a, b, c)} or {@code Order.builder().a(a).b(b).build()}.
   *
   * @param values the expression for each attribute, by Java name
   */
  static CodeBlock instance(
      TypeName type,
      Construction construction,
      List<AttributeModel> attributes,
      Map<String, CodeBlock> values) {
    if (construction.style() == Construction.Style.BUILDER) {
      CodeBlock.Builder code =
          CodeBlock.builder().add("$T.$L()", type, construction.builderMethod());
      for (AttributeModel attribute : attributes) {
        if (!attribute.ignored() && attribute.setter() != null) {
          code.add("\n.$L($L)", attribute.setter(), values.get(attribute.name()));
        }
      }
      return code.add("\n.$L()", construction.buildMethod()).build();
    }
    CodeBlock.Builder arguments = CodeBlock.builder();
    List<String> order = construction.parameters();
    for (int i = 0; i < order.size(); i++) {
      if (i > 0) {
        arguments.add(",\n");
      }
      arguments.add(values.get(order.get(i)));
    }
    return order.size() > 3
        ? CodeBlock.of("new $T(\n$L)", type, arguments.build())
        : CodeBlock.of("new $T($L)", type, arguments.build());
  }

  /** The value Java gives a field of this type by default. */
  static CodeBlock defaultValue(TypeName type) {
    if (!type.isPrimitive()) {
      return CodeBlock.of("null");
    }
    if (type.equals(TypeName.BOOLEAN)) {
      return CodeBlock.of("false");
    }
    if (type.equals(TypeName.LONG)) {
      return CodeBlock.of("0L");
    }
    if (type.equals(TypeName.FLOAT)) {
      return CodeBlock.of("0f");
    }
    if (type.equals(TypeName.DOUBLE)) {
      return CodeBlock.of("0d");
    }
    if (type.equals(TypeName.INT)) {
      return CodeBlock.of("0");
    }
    return CodeBlock.of("($T) 0", type);
  }
}
