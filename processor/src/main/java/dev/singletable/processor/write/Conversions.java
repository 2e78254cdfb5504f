package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.Conversion;

/**
 * The expression that makes a value type or converted type from its stored value: {@code new
 * OrderId(text)}, or the table's converter instance; no reflection, as fast as the stored type
 * itself. (Keys convert to the stored value through their parts, items through their codecs.)
 */
final class Conversions {

  private Conversions() {}

  /** The value of {@code javaType} made from a stored value. */
  static CodeBlock fromStored(Conversion conversion, TypeName javaType, CodeBlock stored) {
    return conversion instanceof Conversion.Component
        ? CodeBlock.of("new $T($L)", javaType.withoutAnnotations(), stored)
        : CodeBlock.of("$L.fromStored($W$L)", instance(conversion), stored);
  }

  private static CodeBlock instance(Conversion conversion) {
    Conversion.Converter converter = (Conversion.Converter) conversion;
    return CodeBlock.of("$T.$L", converter.holder(), converter.field());
  }
}
