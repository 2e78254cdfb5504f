package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.Conversion;

/**
 * The expressions that take a value type or converted type to its stored value and back: {@code
 * orderId.value()} and {@code new OrderId(text)}, or the table's converter instance; no reflection,
 * as fast as the stored type itself.
 */
final class Conversions {

  private Conversions() {}

  /**
   * The stored value of a non-null {@code value}; a stored value of a reference type is checked for
   * null, so that a value type holding null is refused naming the attribute.
   */
  static CodeBlock toStored(Conversion conversion, CodeBlock value, String where) {
    CodeBlock stored =
        conversion instanceof Conversion.Component component
            ? CodeBlock.of("$L.$L()", receiver(value), component.accessor())
            : CodeBlock.of("$L.toStored($W$L)", instance(conversion), value);
    if (conversion.storedType().isPrimitive()) {
      return stored;
    }
    return CodeBlock.of(
        "$T.stored($L, $S,$W$L)", RuntimeTypes.ITEMS, KeyCode.ENTITY, where, stored);
  }

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

  /** A cast such as {@code (OrderId) value} needs parentheses to take {@code .value()}. */
  private static CodeBlock receiver(CodeBlock value) {
    return value.toString().startsWith("(") ? CodeBlock.of("($L)", value) : value;
  }
}
