package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The public static methods of a schema that render an entity's secondary-index key values from
 * their components ({@code gsi1PartitionKey(status)}), used when writing items, when an update
 * recomputes index keys, and by index queries.
 */
final class IndexKeys {

  private IndexKeys() {}

  /** {@code gsi1} for index {@code GSI1}, {@code byStatus} for {@code by-status}. */
  static String prefix(String indexName) {
    StringBuilder part = new StringBuilder();
    boolean upper = false;
    for (char c : indexName.toCharArray()) {
      if (Character.isLetterOrDigit(c)) {
        part.append(
            part.length() == 0
                ? Character.toLowerCase(c)
                : upper ? Character.toUpperCase(c) : Character.toLowerCase(c));
        upper = false;
      } else {
        upper = true;
      }
    }
    if (part.length() == 0 || !Character.isJavaIdentifierStart(part.charAt(0))) {
      part.insert(0, "index");
    }
    return part.toString();
  }

  static String partitionMethod(KeyUse use) {
    return prefix(use.indexName()) + "PartitionKey";
  }

  static String sortMethod(KeyUse use) {
    return prefix(use.indexName()) + "SortKey";
  }

  /** The key-rendering methods for every index key the entity fills, in declaration order. */
  static List<MethodSpec> methods(TableModel table, EntityModel entity) {
    List<MethodSpec> methods = new ArrayList<>();
    for (KeyUse use : entity.indexKeys()) {
      if (!use.local()) {
        methods.add(
            method(table, entity, use, use.partitionKey(), use.index().partitionKey(), true));
      }
      if (use.sortKey() != null) {
        methods.add(method(table, entity, use, use.sortKey(), use.index().sortKey(), false));
      }
    }
    return methods;
  }

  private static MethodSpec method(
      TableModel table,
      EntityModel entity,
      KeyUse use,
      KeyPatternModel pattern,
      String attribute,
      boolean partition) {
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(partition ? partitionMethod(use) : sortMethod(use))
            .addJavadoc(
                "The $L key of index $L, {@code $L = $L}.\n",
                partition ? "partition" : "sort",
                use.indexName(),
                attribute,
                pattern.source())
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(String.class);
    for (AttributeModel component : KeyComponents.of(entity, pattern)) {
      method.addParameter(component.type().javaType(), component.name());
    }
    return method
        .addStatement(
            "return $L",
            KeyCode.keyValue(
                entity,
                pattern,
                table.delimiterChar(),
                attribute,
                partition,
                name -> CodeBlock.of("$L", name)))
        .build();
  }

  /** A call of an index key method with the components read from {@code entityVariable}. */
  static CodeBlock call(
      EntityModel entity, String method, KeyPatternModel pattern, String entityVariable) {
    CodeBlock.Builder arguments = CodeBlock.builder();
    List<AttributeModel> components = KeyComponents.of(entity, pattern);
    for (int i = 0; i < components.size(); i++) {
      arguments.add(i == 0 ? "$L.$L()" : ", $L.$L()", entityVariable, components.get(i).accessor());
    }
    return CodeBlock.of("$L($L)", method, arguments.build());
  }
}
