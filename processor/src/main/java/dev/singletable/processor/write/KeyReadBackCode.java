package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import dev.singletable.processor.plan.KeyComponent;
import dev.singletable.processor.plan.KeyReadBack;
import dev.singletable.processor.plan.MigrationPlan;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * The one decoder of a typed primary key from table key attributes, written on the key record:
 * {@code OrderKey.fromKeyAttributes(keys)} hands {@code Keys.read(keys, parts -> ..., PK, SK)} the
 * constructor call that decodes each component with its part and the key's patterns. The stream
 * decoder ({@code ShopChanges}) and the index views ({@code ReviewInvertedView}) call it. While the
 * key moves, the schema's {@code FORMER_KEY_READ} ({@code FormerKeys.read}) reads the key
 * attributes under the new patterns, then under the former ones, with the same constructor call.
 */
final class KeyReadBackCode {

  /** The key record's method reading a key back. */
  static final String METHOD = "fromKeyAttributes";

  /** The schema's constant that also reads keys back under the former key. */
  private static final String FORMER = "FORMER_KEY_READ";

  private static final ClassName FORMER_KEYS =
      ClassName.get(RuntimeTypes.RUNTIME + ".internal", "FormerKeys");

  private KeyReadBackCode() {}

  /**
   * {@code public static OrderKey fromKeyAttributes(Map<String, AttributeValue> keys)}: the key, or
   * {@code null} when the key attributes have another shape.
   */
  static MethodSpec method(KeyReadBack key, MigrationPlan migration) {
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
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(METHOD)
            .addJavadoc(
                "The key of {@code $L} in these key attributes; {@code null} when they have another"
                    + " shape.\n",
                key.simpleName())
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(key.key())
            .addParameter(RuntimeTypes.ATTRIBUTE_MAP, "keys");
    if (migration != null && migration.readsBack(key)) {
      return method
          .addJavadoc("Keys still stored under the former key read as well, while it moves.\n")
          .addStatement(
              "return $T.$L.read(keys,$Wparts -> new $T($L))",
              migration.schema(),
              FORMER,
              key.key(),
              arguments.build())
          .build();
    }
    return method
        .addStatement(
            "return $T.read(keys,$Wparts -> new $T($L),$W$L)",
            RuntimeTypes.KEYS,
            key.key(),
            arguments.build(),
            attributes)
        .build();
  }

  /**
   * The schema's {@code FORMER_KEY_READ}: the key attributes, the former patterns and delimiter,
   * and each component whose format moved with its former and its new part; none when the former
   * key does not give the whole key. Declared after the schema's {@code FORMER_...} parts it reads.
   */
  static Optional<FieldSpec> formerRead(MigrationPlan migration, KeyReadBack key, char delimiter) {
    if (!migration.readsBack(key)) {
      return Optional.empty();
    }
    CodeBlock.Builder recodes = CodeBlock.builder();
    for (KeyComponent former : migration.formerParts()) {
      KeyReadBack.KeyDecoder now =
          key.components().stream()
              .filter(component -> component.name().equals(former.name()))
              .findFirst()
              .orElseThrow();
      recodes.add(
          ",$W$T.recode($S, $L, $T.$L)",
          FORMER_KEYS,
          former.name(),
          former.constant(),
          key.key(),
          now.constant());
    }
    char formerDelimiter =
        migration.formerDelimiter() == 0 ? delimiter : migration.formerDelimiter();
    CodeBlock sort =
        migration.formerSort() == null
            ? CodeBlock.of("null, null")
            : CodeBlock.of(
                "$T.$L,$W$S",
                key.key(),
                key.sortKey().orElseThrow(),
                migration.formerSort().source());
    return Optional.of(
        FieldSpec.builder(FORMER_KEYS.nestedClass("Read"), FORMER, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc(
                "How key attributes still stored under the former key read back, in {@code"
                    + " $T.$L}.\n",
                key.key(),
                METHOD)
            .initializer(
                "$T.read($T.$L,$W$S,$W$L,$W'$L'$L)",
                FORMER_KEYS,
                key.key(),
                key.partitionKey(),
                migration.formerPartition().source(),
                sort,
                KeyCode.escapeChar(formerDelimiter),
                recodes.build())
            .build());
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
