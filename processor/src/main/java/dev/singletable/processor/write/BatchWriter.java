package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.TableDesign;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code ShopBatchGet} and {@code ShopBatchWrite} (BatchGetItem and BatchWriteItem, split
 * and re-sent by the runtime) with one overload per entity, and {@code ShopItems}, the typed result
 * of batch and transactional reads.
 */
final class BatchWriter extends CrossEntityWriter {

  BatchWriter(TableDesign design) {
    super(design);
  }

  /** The generated files, written next to {@code ShopDb}. */
  List<JavaFile> files() {
    return List.of(batchGetFile(), batchWriteFile(), itemsFile());
  }

  private JavaFile batchGetFile() {
    ClassName self = batchGet();
    TypeSpec.Builder type =
        TypeSpec.classBuilder(self)
            .addJavadoc(
                "A batch read on table {@code $L} of any number of keys of any entity types. Obtain"
                    + " it from\n"
                    + "{@link $T#batchGet()}; a key added twice is read once. Not a snapshot: use\n"
                    + "{@link $T#transactGet()} to read items as of one instant.\n",
                table.name(),
                Names.db(table),
                Names.db(table))
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .superclass(ParameterizedTypeName.get(BATCH_GET, self))
            .addMethod(constructor("Used by {@link $T#batchGet()}.\n"));
    for (EntityModel entity : design.entities()) {
      ClassName key = Names.key(entity);
      type.addMethod(
              method("add", self)
                  .addJavadoc("Reads the {@link $T} with this key.\n", entity.type())
                  .addParameter(key, "key")
                  .addStatement("return addKey($T.INSTANCE, key)", Names.schema(entity))
                  .build())
          .addMethod(
              method("add" + Names.upperFirst(Names.entityAccessor(entity)), self)
                  .addJavadoc("Reads the {@link $T} items with these keys.\n", entity.type())
                  .addParameter(
                      ParameterizedTypeName.get(ClassName.get(Iterable.class), key), "keys")
                  .beginControlFlow("for ($T key : keys)", key)
                  .addStatement("addKey($T.INSTANCE, key)", Names.schema(entity))
                  .endControlFlow()
                  .addStatement("return this")
                  .build());
    }
    type.addMethod(
        MethodSpec.methodBuilder("execute")
            .addJavadoc(
                "Reads every key, re-sending unprocessed keys with backoff.\n\n"
                    + "@throws $T listing the keys not read when the retries ran out\n",
                ClassName.get(Names.RUNTIME, "BatchIncompleteException"))
            .addModifiers(Modifier.PUBLIC)
            .returns(items())
            .addStatement("return new $T(read())", items())
            .build());
    return file(type);
  }

  private JavaFile batchWriteFile() {
    ClassName self = batchWrite();
    List<String> versioned =
        design.entities().stream()
            .filter(entity -> entity.attributeWith(Role.VERSION).isPresent())
            .map(EntityModel::simpleName)
            .toList();
    TypeSpec.Builder type =
        TypeSpec.classBuilder(self)
            .addJavadoc(
                "A batch of puts and deletes on table {@code $L}, of any entity types and any"
                    + " number. Obtain it\n"
                    + "from {@link $T#batchWrite()}. Neither atomic nor conditional: each write is"
                    + " applied on its own.\n"
                    + "$L",
                table.name(),
                Names.db(table),
                versioned.isEmpty()
                    ? ""
                    : "Entities with {@code @Version} ("
                        + String.join(", ", versioned)
                        + ") have no batch put, since a\n"
                        + "batch cannot check their version: put them with their repository or in a"
                        + " transaction.\n")
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .superclass(ParameterizedTypeName.get(BATCH_WRITE, self))
            .addMethod(constructor("Used by {@link $T#batchWrite()}.\n"));
    for (EntityModel entity : design.entities()) {
      ClassName schema = Names.schema(entity);
      ClassName key = Names.key(entity);
      String plural = Names.upperFirst(Names.entityAccessor(entity));
      if (entity.attributeWith(Role.VERSION).isEmpty()) {
        String variable = variable(entity);
        type.addMethod(
                method("put", self)
                    .addJavadoc("Puts {@code $L}, replacing any item with its key.\n", variable)
                    .addParameter(entity.type(), variable)
                    .addStatement("return addPut($T.INSTANCE, $L)", schema, variable)
                    .build())
            .addMethod(
                method("put" + plural, self)
                    .addJavadoc(
                        "Puts every {@link $T}, replacing any items with their keys.\n",
                        entity.type())
                    .addParameter(
                        ParameterizedTypeName.get(ClassName.get(Iterable.class), entity.type()),
                        plural(entity))
                    .beginControlFlow("for ($T $L : $L)", entity.type(), variable, plural(entity))
                    .addStatement("addPut($T.INSTANCE, $L)", schema, variable)
                    .endControlFlow()
                    .addStatement("return this")
                    .build());
      }
      type.addMethod(
              method("delete", self)
                  .addJavadoc("Deletes the {@link $T} with this key, if any.\n", entity.type())
                  .addParameter(key, "key")
                  .addStatement("return addDelete($T.INSTANCE, key)", schema)
                  .build())
          .addMethod(
              method("delete" + plural, self)
                  .addJavadoc("Deletes the {@link $T} items with these keys.\n", entity.type())
                  .addParameter(
                      ParameterizedTypeName.get(ClassName.get(Iterable.class), key), "keys")
                  .beginControlFlow("for ($T key : keys)", key)
                  .addStatement("addDelete($T.INSTANCE, key)", schema)
                  .endControlFlow()
                  .addStatement("return this")
                  .build());
    }
    return file(type);
  }

  private JavaFile itemsFile() {
    ClassName self = items();
    TypeSpec.Builder type =
        TypeSpec.classBuilder(self)
            .addJavadoc(
                "Items of table {@code $L} read by {@link $T#transactGet()} or {@link"
                    + " $T#batchGet()}, by the\n"
                    + "typed key they were asked with.\n",
                table.name(),
                Names.db(table),
                Names.db(table))
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addField(ITEMS_BY_KEY, "items", Modifier.PRIVATE, Modifier.FINAL)
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addParameter(ITEMS_BY_KEY, "items")
                    .addStatement("this.items = items")
                    .build());
    for (EntityModel entity : design.entities()) {
      type.addMethod(
              MethodSpec.methodBuilder("get")
                  .addJavadoc(
                      "The {@link $T} read under {@code key}; empty when no item has it.\n\n"
                          + "@throws IllegalArgumentException when {@code key} was not part of the"
                          + " read\n",
                      entity.type())
                  .addModifiers(Modifier.PUBLIC)
                  .returns(ParameterizedTypeName.get(ClassName.get(Optional.class), entity.type()))
                  .addParameter(Names.key(entity), "key")
                  .addStatement("return items.get($T.INSTANCE, key)", Names.schema(entity))
                  .build())
          .addMethod(
              MethodSpec.methodBuilder(Names.entityAccessor(entity))
                  .addJavadoc(
                      "The {@link $T} items found, in the order their keys were added.\n",
                      entity.type())
                  .addModifiers(Modifier.PUBLIC)
                  .returns(ParameterizedTypeName.get(ClassName.get(List.class), entity.type()))
                  .addStatement("return items.all($T.INSTANCE)", Names.schema(entity))
                  .build());
    }
    type.addMethod(
            MethodSpec.methodBuilder("allItems")
                .addJavadoc(
                    "Every item found, of any entity type, in the order their keys were added.\n")
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(List.class, Object.class))
                .addStatement("return items.items()")
                .build())
        .addMethod(
            MethodSpec.methodBuilder("missingKeys")
                .addJavadoc("The keys under which no item was found.\n")
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(List.class, Object.class))
                .addStatement("return items.missingKeys()")
                .build())
        .addMethod(
            MethodSpec.methodBuilder("toString")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(String.class)
                .addStatement("return items.toString()")
                .build());
    return file(type);
  }
}
