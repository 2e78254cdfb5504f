package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.TableModel;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code OrderKey}: a record of the primary key components with {@code pk()}, {@code sk()},
 * {@code toKey()}.
 */
final class KeyWriter {

  JavaFile write(TableModel table, EntityModel entity) {
    KeyUse primary = entity.primaryKey();
    List<AttributeModel> components = KeyComponents.primary(entity);
    String entityVariable = Names.lowerFirst(entity.simpleName());
    char delimiter = table.delimiterChar();

    MethodSpec.Builder constructor = MethodSpec.constructorBuilder();
    for (AttributeModel component : components) {
      constructor.addParameter(
          ParameterSpec.builder(component.type().javaType(), component.name()).build());
    }

    TypeSpec.Builder type =
        TypeSpec.recordBuilder(Names.key(entity))
            .addModifiers(Modifier.PUBLIC)
            .addJavadoc(
                "The primary key of {@link $T}: $L = {@code $L}$L.\n",
                entity.type(),
                table.partitionKey(),
                primary.partitionKey().source(),
                primary.sortKey() == null
                    ? ""
                    : ", " + table.sortKey() + " = {@code " + primary.sortKey().source() + "}")
            .recordConstructor(constructor.build())
            .addField(
                FieldSpec.builder(
                        String.class,
                        KeyCode.ENTITY,
                        Modifier.PRIVATE,
                        Modifier.STATIC,
                        Modifier.FINAL)
                    .initializer("$S", entity.typeName())
                    .build());

    CodeBlock.Builder ofArguments = CodeBlock.builder();
    for (int i = 0; i < components.size(); i++) {
      ofArguments.add(
          i == 0 ? "$L.$L()" : ", $L.$L()", entityVariable, components.get(i).accessor());
    }
    type.addMethod(
        MethodSpec.methodBuilder("of")
            .addJavadoc("The key of {@code $L}.\n", entityVariable)
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(Names.key(entity))
            .addParameter(entity.type(), entityVariable)
            .addStatement("return new $T($L)", Names.key(entity), ofArguments.build())
            .build());

    MethodSpec.Builder partitionOf =
        MethodSpec.methodBuilder("partitionKey")
            .addJavadoc(
                "The partition key value {@code $L} for these components: the partition holding"
                    + " the\n"
                    + "entity, which queries and collections read.\n",
                primary.partitionKey().source())
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(String.class);
    List<AttributeModel> partitionComponents = KeyComponents.of(entity, primary.partitionKey());
    for (AttributeModel component : partitionComponents) {
      partitionOf.addParameter(component.type().javaType(), component.name());
    }
    type.addMethod(
        partitionOf
            .addStatement(
                "return $L",
                KeyCode.keyValue(
                    entity,
                    primary.partitionKey(),
                    delimiter,
                    table.partitionKey(),
                    true,
                    name -> CodeBlock.of("$L", name)))
            .build());
    type.addMethod(
        MethodSpec.methodBuilder("pk")
            .addJavadoc("The partition key value, {@code $L}.\n", primary.partitionKey().source())
            .addModifiers(Modifier.PUBLIC)
            .returns(String.class)
            .addStatement(
                "return partitionKey($L)",
                String.join(", ", partitionComponents.stream().map(AttributeModel::name).toList()))
            .build());
    if (table.hasSortKey()) {
      type.addMethod(
          MethodSpec.methodBuilder("sk")
              .addJavadoc("The sort key value, {@code $L}.\n", primary.sortKey().source())
              .addModifiers(Modifier.PUBLIC)
              .returns(String.class)
              .addStatement(
                  "return $L",
                  KeyCode.keyValue(
                      entity,
                      primary.sortKey(),
                      delimiter,
                      table.sortKey(),
                      false,
                      name -> CodeBlock.of("$L", name)))
              .build());
    }
    CodeBlock keyMap =
        table.hasSortKey()
            ? CodeBlock.of(
                "$T.of($S, $T.fromS(pk()), $S, $T.fromS(sk()))",
                Map.class,
                table.partitionKey(),
                Names.ATTRIBUTE_VALUE,
                table.sortKey(),
                Names.ATTRIBUTE_VALUE)
            : CodeBlock.of(
                "$T.of($S, $T.fromS(pk()))",
                Map.class,
                table.partitionKey(),
                Names.ATTRIBUTE_VALUE);
    type.addMethod(
        MethodSpec.methodBuilder("toKey")
            .addJavadoc("The key attributes, as GetItem, DeleteItem and UpdateItem take them.\n")
            .addModifiers(Modifier.PUBLIC)
            .returns(Names.ATTRIBUTE_MAP)
            .addStatement("return $L", keyMap)
            .build());
    return SourceFiles.file(entity.type().packageName(), type, List.of(entity.origin().element()));
  }
}
