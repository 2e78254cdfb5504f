package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import dev.singletable.processor.plan.KeyReadBack;
import javax.lang.model.element.Modifier;

/**
 * The one decoder of a typed primary key from table key attributes, written on the key record:
 * {@code OrderKey.fromKeyAttributes(keys)} hands {@code Keys.read(keys, parts -> ..., PK, SK)} the
 * constructor call that decodes each component with its part and the key's patterns. The stream
 * decoder ({@code ShopChanges}) and the index views ({@code ReviewInvertedView}) call it.
 */
final class KeyReadBackCode {

  /** The key record's method reading a key back. */
  static final String METHOD = "fromKeyAttributes";

  private KeyReadBackCode() {}

  /**
   * {@code public static OrderKey fromKeyAttributes(Map<String, AttributeValue> keys)}: the key, or
   * {@code null} when the key attributes have another shape.
   */
  static MethodSpec method(KeyReadBack key) {
    CodeBlock.Builder arguments = CodeBlock.builder();
    for (int i = 0; i < key.components().size(); i++) {
      KeyReadBack.KeyDecoder component = key.components().get(i);
      CodeBlock text = CodeBlock.of("parts.get($S)", component.name());
      arguments.add(
          i == 0 ? "$L" : ",$W$L",
          decode(component, CodeBlock.of("$L", component.constant()), text));
    }
    CodeBlock attributes =
        key.sortKey()
            .map(sort -> CodeBlock.of("$L, $L", key.partitionKey(), sort))
            .orElse(CodeBlock.of("$L", key.partitionKey()));
    return MethodSpec.methodBuilder(METHOD)
        .addJavadoc(
            "The key of {@code $L} in these key attributes; {@code null} when they have another"
                + " shape.\n",
            key.simpleName())
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(key.key())
        .addParameter(RuntimeTypes.ATTRIBUTE_MAP, "keys")
        .addStatement(
            "return $T.read(keys,$Wparts -> new $T($L),$W$L)",
            RuntimeTypes.KEYS,
            key.key(),
            arguments.build(),
            attributes)
        .build();
  }

  /**
   * {@code PLACED_AT.decode(text)} (its {@code part}, qualified where the key record is another
   * type), converted for a value type or converted type.
   */
  static CodeBlock decode(KeyReadBack.KeyDecoder component, CodeBlock part, CodeBlock text) {
    CodeBlock stored = component.text() ? text : CodeBlock.of("$L.decode($L)", part, text);
    return component.conversion() == null
        ? stored
        : Conversions.fromStored(component.conversion(), component.javaType(), stored);
  }
}
