package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import com.palantir.javapoet.WildcardTypeName;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.TablePlan;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code ShopBatchGet} and {@code ShopBatchWrite} (BatchGetItem and BatchWriteItem, split
 * and re-sent by the runtime) with one overload per entity, and {@code ShopItems}, the typed result
 * of batch and transactional reads.
 */
final class BatchWriter extends CrossEntityWriter {

  private static final WildcardTypeName WILDCARD = WildcardTypeName.subtypeOf(Object.class);

  BatchWriter(TablePlan design) {
    super(design);
  }

  /** The generated files, written next to {@code ShopDb}. */
  List<JavaFile> files() {
    return List.of(batchGetFile(), batchWriteFile(), itemsFile());
  }

  private JavaFile batchGetFile() {
    TypeName self = shared(batchGet(), R);
    TypeSpec.Builder type =
        TypeSpec.classBuilder(batchGet())
            .addJavadoc(
                "A batch read on table {@code $L} of any number of keys of any entity types. Obtain"
                    + " it from\n"
                    + "{@link $T#batchGet()}; a key added twice is read once. $L\n\n"
                    + "@param <R> what {@code execute()} returns: the items, or a future of them\n",
                table.name(),
                db(),
                design.transactions()
                    ? CodeBlock.of(
                        "Not a snapshot: use\n{@link $T#transactGet()} to read items as of one"
                            + " instant.",
                        db())
                    : CodeBlock.of(
                        "Not a snapshot, and the table has\nno transactions to take one: it is"
                            + " multi-Region strongly consistent."))
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addTypeVariable(R)
            .superclass(
                ParameterizedTypeName.get(RuntimeTypes.BATCH_GET, self, items(), R, table.type()))
            .addMethod(constructor("batchGet", List.of(items()), List.of(R)));
    // add(key) and addAll(keys) are inherited: BatchGet takes the keys of every entity.
    type.addMethod(
        MethodSpec.methodBuilder("items")
            .addJavadoc("The typed items of this read.\n")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PROTECTED)
            .returns(items())
            .addParameter(RuntimeTypes.ITEMS_BY_KEY, "read")
            .addStatement("return new $T(read)", items())
            .build());
    return file(type);
  }

  private JavaFile batchWriteFile() {
    TypeName self = shared(batchWrite(), R);
    List<String> versioned =
        design.entities().stream()
            .filter(entity -> entity.roles().version().isPresent())
            .map(EntityPlan::simpleName)
            .toList();
    List<String> unique =
        design.entities().stream()
            .filter(entity -> !entity.roles().unique().isEmpty())
            .map(EntityPlan::simpleName)
            .toList();
    TypeSpec.Builder type =
        TypeSpec.classBuilder(batchWrite())
            .addJavadoc(
                "A batch of puts and deletes on table {@code $L}, of any entity types and any"
                    + " number. Obtain it\n"
                    + "from {@link $T#batchWrite()}. Neither atomic nor conditional: each write is"
                    + " applied on its own.\n"
                    + "$L",
                table.name(),
                db(),
                versioned.isEmpty()
                    ? ""
                    : "Entities with {@code @Version} ("
                        + String.join(", ", versioned)
                        + ") have no batch put, since a\n"
                        + "batch cannot check their version: put them with their repository or in a"
                        + " transaction.\n")
            .addJavadoc(
                unique.isEmpty()
                    ? ""
                    : "Entities with {@code @Unique} attributes ("
                        + String.join(", ", unique)
                        + ") have no batch put or\n"
                        + "delete, since a batch cannot write their guard items with them.\n")
            .addJavadoc(
                "\n<p>{@code put(entity)} puts one entity and {@code put<Entities>(entities)} every"
                    + " one, replacing any\n"
                    + "items with their keys; {@code delete(key)} and {@code deleteAll(keys)} take"
                    + " the keys of every\n"
                    + "entity of the table.\n")
            .addJavadoc("\n@param <R> what {@code execute()} returns: null, or a future of it\n")
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addTypeVariable(R)
            .superclass(ParameterizedTypeName.get(RuntimeTypes.BATCH_WRITE, self, R, table.type()))
            .addMethod(constructor("batchWrite", List.of(ClassName.get(Void.class)), List.of(R)));
    for (EntityPlan entity : design.entities()) {
      ClassName schema = entity.schema();
      if (entity.roles().batchWrites()) {
        String variable = entity.variable();
        // One overload per entity, documented once by the class.
        type.addMethod(
                method("put", self)
                    .addParameter(entity.type(), variable)
                    .addStatement("return addPut($T.INSTANCE, $L)", schema, variable)
                    .build())
            .addMethod(
                method(entity.batchMethods().putAll(), self)
                    .addParameter(
                        ParameterizedTypeName.get(ClassName.get(Iterable.class), entity.type()),
                        entity.pluralVariable())
                    .addStatement(
                        "return addPuts($T.INSTANCE, $L)", schema, entity.pluralVariable())
                    .build());
      }
    }
    // delete(key) and deleteAll(keys) are inherited: BatchWrite takes the keys of every entity.
    return file(type);
  }

  private JavaFile itemsFile() {
    ClassName self = items();
    TypeSpec.Builder type =
        TypeSpec.classBuilder(self)
            .addJavadoc(
                "Items of table {@code $L} read by $L, by the\ntyped key they were asked with."
                    + " A key under which an item of another entity type\nwas found (legacy"
                    + " data, another service's item, a key collision) reads as absent, as\n"
                    + "queries skip such items: it is among the missing keys and the skipped"
                    + " ones.\n",
                table.name(),
                design.transactions()
                    ? CodeBlock.of("{@link $T#transactGet()} or {@link $T#batchGet()}", db(), db())
                    : CodeBlock.of("{@link $T#batchGet()}", db()))
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addField(RuntimeTypes.ITEMS_BY_KEY, "items", Modifier.PRIVATE, Modifier.FINAL)
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addParameter(RuntimeTypes.ITEMS_BY_KEY, "items")
                    .addStatement("this.items = items")
                    .build());
    TypeVariableName t = TypeVariableName.get("T");
    type.addMethod(
        MethodSpec.methodBuilder("get")
            .addJavadoc(
                "The item read under {@code key}, typed by the key's entity; empty when no item has"
                    + " it.\n\n"
                    + "@throws IllegalArgumentException when {@code key} was not part of the"
                    + " read\n")
            .addModifiers(Modifier.PUBLIC)
            .addTypeVariable(t)
            .returns(ParameterizedTypeName.get(ClassName.get(Optional.class), t))
            .addParameter(ParameterizedTypeName.get(RuntimeTypes.TABLE_KEY, table.type(), t), "key")
            .addStatement("return items.get(key)")
            .build());
    for (EntityPlan entity : design.entities()) {
      type.addMethod(
          MethodSpec.methodBuilder(entity.accessor())
              .addJavadoc(
                  "The {@link $T} items found, in the order their keys were added.\n",
                  entity.type())
              .addModifiers(Modifier.PUBLIC)
              .returns(ParameterizedTypeName.get(ClassName.get(List.class), entity.type()))
              .addStatement("return items.all($T.INSTANCE)", entity.schema())
              .build());
    }
    // The key lists take the key type, once for every entity: typed by it, and only a key of this
    // table's entities compiles.
    TypeVariableName k =
        TypeVariableName.get(
            "K", ParameterizedTypeName.get(RuntimeTypes.TABLE_KEY, table.type(), WILDCARD));
    type.addMethod(keyList(k, "missingKeys", "without an item, in the order they were added"))
        .addMethod(
            keyList(k, "skippedKeys", "holding another entity type's item (read as absent)"));
    type.addMethod(
            MethodSpec.methodBuilder("allFound")
                .addJavadoc("Whether an item was found under every key.\n")
                .addModifiers(Modifier.PUBLIC)
                .returns(TypeName.BOOLEAN)
                .addStatement("return items.allFound()")
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

  /** {@code missingKeys(OrderKey.class)}: the keys of one entity type that {@code what}. */
  private static MethodSpec keyList(TypeVariableName k, String name, String what) {
    return MethodSpec.methodBuilder(name)
        .addJavadoc("The keys of type {@code keyType} $L.\n", what)
        .addModifiers(Modifier.PUBLIC)
        .addTypeVariable(k)
        .returns(ParameterizedTypeName.get(ClassName.get(List.class), k))
        .addParameter(ParameterizedTypeName.get(ClassName.get(Class.class), k), "keyType")
        .addStatement("return items.$N(keyType)", name)
        .build();
  }
}
