package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;

/**
 * Writes what spans entity types of one table: {@code ShopTransaction} (TransactWriteItems),
 * {@code ShopTransactGet} (TransactGetItems), {@code ShopBatchGet}, {@code ShopBatchWrite} and
 * {@code ShopItems} (typed results of the reads), each with one overload per entity, and the
 * {@code ShopDb} methods that start them. The runtime bases do the work; these classes only
 * bind each entity to its schema, so a call with the wrong key or entity type does not compile.
 */
final class TransactionWriter {

  private static final ClassName TRANSACTION = ClassName.get(Names.RUNTIME, "Transaction");
  private static final ClassName TRANSACTION_UPDATE = ClassName.get(Names.RUNTIME, "TransactionUpdate");
  private static final ClassName TRANSACT_GET = ClassName.get(Names.RUNTIME, "TransactGet");
  private static final ClassName BATCH_GET = ClassName.get(Names.RUNTIME, "BatchGet");
  private static final ClassName BATCH_WRITE = ClassName.get(Names.RUNTIME, "BatchWrite");
  private static final ClassName ITEMS_BY_KEY = ClassName.get(Names.RUNTIME, "ItemsByKey");
  private static final ClassName CONDITION = ClassName.get(Names.EXPRESSION, "Condition");
  private static final TypeName UPDATE_SPEC = ParameterizedTypeName.get(ClassName.get(Consumer.class), TRANSACTION_UPDATE);
  private static final Set<String> TAKEN = Set.of("condition", "key", "keys", "update", "items", "context");

  private final TableDesign design;
  private final TableModel table;

  TransactionWriter(TableDesign design) {
    this.design = design;
    this.table = design.table();
  }

  /** {@code ShopTransaction} for table interface {@code Shop}. */
  private ClassName transaction() {
    return peer("Transaction");
  }

  private ClassName transactGet() {
    return peer("TransactGet");
  }

  private ClassName batchGet() {
    return peer("BatchGet");
  }

  private ClassName batchWrite() {
    return peer("BatchWrite");
  }

  private ClassName items() {
    return peer("Items");
  }

  private ClassName peer(String suffix) {
    return table.type().peerClass(table.type().simpleName() + suffix);
  }

  /** The generated files, written next to {@code ShopDb}. */
  List<JavaFile> files() {
    return List.of(transactionFile(), transactGetFile(), batchGetFile(), batchWriteFile(), itemsFile());
  }

  /** Adds {@code transaction()}, {@code transactGet()}, {@code batchGet()} and {@code batchWrite()} to {@code ShopDb}. */
  void addEntryPoints(TypeSpec.Builder db) {
    db.addMethod(entryPoint("transaction", transaction(),
            "Starts a transaction: up to 100 writes of any entity types, applied all together or not at all\n"
                + "(TransactWriteItems). Add actions, then call {@code execute()}.\n"))
        .addMethod(entryPoint("transactGet", transactGet(),
            "Starts a transactional read: up to 100 items of any entity types, read as one consistent\n"
                + "snapshot (TransactGetItems).\n"))
        .addMethod(entryPoint("batchGet", batchGet(),
            "Starts a batch read of any number of keys of any entity types (BatchGetItem, 100 keys per\n"
                + "request, unprocessed keys re-sent).\n"))
        .addMethod(entryPoint("batchWrite", batchWrite(),
            "Starts a batch of puts and deletes of any entity types (BatchWriteItem, 25 writes per request,\n"
                + "unprocessed writes re-sent). Neither atomic nor conditional: use {@link #transaction()} for that.\n"));
  }

  private static MethodSpec entryPoint(String name, ClassName type, String javadoc) {
    return MethodSpec.methodBuilder(name)
        .addJavadoc(javadoc)
        .addModifiers(Modifier.PUBLIC)
        .returns(type)
        .addStatement("return new $T(context)", type)
        .build();
  }

  private JavaFile transactionFile() {
    ClassName self = transaction();
    TypeSpec.Builder type = TypeSpec.classBuilder(self)
        .addJavadoc("A transaction on table {@code $L}: up to 100 actions on distinct items, applied all together or\n"
            + "not at all. Obtain it from {@link $T#transaction()}.\n\n"
            + "<p>Each action is checked when added (item size, 100 actions, 4 MB, one action per item) and\n"
            + "addresses an item by its primary key, never an index. {@code @Version} is checked and\n"
            + "incremented, {@code @CreatedAt}/{@code @UpdatedAt} are set, as by the repositories' writes. On a\n"
            + "cancellation, {@link $T} has one reason per action, in the order added.\n",
            table.name(), Names.db(table), ClassName.get(Names.RUNTIME, "TransactionCancelledException"))
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(TRANSACTION, self))
        .addMethod(constructor("Used by {@link $T#transaction()}.\n"));
    for (EntityModel entity : design.entities()) {
      ClassName schema = Names.schema(entity);
      ClassName key = Names.key(entity);
      String variable = variable(entity);
      boolean versioned = entity.attributeWith(Role.VERSION).isPresent();
      type.addMethod(method("put", self)
              .addJavadoc(versioned
                  ? "Puts {@code $L} if the stored version is still its version (or no item exists, for version 0),\n"
                      + "storing the next version.\n"
                  : "Puts {@code $L}, replacing any item with its key.\n", variable)
              .addParameter(entity.type(), variable)
              .addStatement("return addPut($T.INSTANCE, $L, null)", schema, variable)
              .build())
          .addMethod(method("put", self)
              .addJavadoc("Puts {@code $L} only if {@code condition} holds for the stored item$L.\n", variable,
                  versioned ? " (and its version matches)" : "")
              .addParameter(entity.type(), variable)
              .addParameter(CONDITION, "condition")
              .addStatement("return addPut($T.INSTANCE, $L, condition)", schema, variable)
              .build())
          .addMethod(method("create", self)
              .addJavadoc("Puts {@code $L} only if no item has its key.\n", variable)
              .addParameter(entity.type(), variable)
              .addStatement("return addCreate($T.INSTANCE, $L)", schema, variable)
              .build())
          .addMethod(update(self, entity, key, schema, false))
          .addMethod(update(self, entity, key, schema, true))
          .addMethod(method("delete", self)
              .addJavadoc("Deletes the {@link $T} with this key, if any.\n", entity.type())
              .addParameter(key, "key")
              .addStatement("return addDelete($T.INSTANCE, key, null)", schema)
              .build())
          .addMethod(method("delete", self)
              .addJavadoc("Deletes the {@link $T} with this key only if {@code condition} holds.\n", entity.type())
              .addParameter(key, "key")
              .addParameter(CONDITION, "condition")
              .addStatement("return addDelete($T.INSTANCE, key, condition)", schema)
              .build())
          .addMethod(method("delete", self)
              .addJavadoc(versioned
                  ? "Deletes the item of {@code $L} if the stored version is still its version.\n"
                  : "Deletes the item of {@code $L}.\n", variable)
              .addParameter(entity.type(), variable)
              .addStatement("return addDeleteEntity($T.INSTANCE, $L)", schema, variable)
              .build())
          .addMethod(method("check", self)
              .addJavadoc("Fails the transaction unless {@code condition} holds for the {@link $T} with this key,\n"
                  + "which the transaction does not write.\n", entity.type())
              .addParameter(key, "key")
              .addParameter(CONDITION, "condition")
              .addStatement("return addCheck($T.INSTANCE, key, condition)", schema)
              .build());
    }
    return file(type);
  }

  private JavaFile transactGetFile() {
    ClassName self = transactGet();
    TypeSpec.Builder type = TypeSpec.classBuilder(self)
        .addJavadoc("A transactional read on table {@code $L}: up to 100 items of any entity types, read as one\n"
            + "strongly consistent snapshot. Obtain it from {@link $T#transactGet()}; a key added twice is read once.\n",
            table.name(), Names.db(table))
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(TRANSACT_GET, self))
        .addMethod(constructor("Used by {@link $T#transactGet()}.\n"));
    for (EntityModel entity : design.entities()) {
      type.addMethod(method("add", self)
          .addJavadoc("Reads the {@link $T} with this key.\n", entity.type())
          .addParameter(Names.key(entity), "key")
          .addStatement("return addKey($T.INSTANCE, key)", Names.schema(entity))
          .build());
    }
    type.addMethod(MethodSpec.methodBuilder("execute")
        .addJavadoc("Reads every key together.\n\n"
            + "@throws $T when DynamoDB cancelled the read (conflicts are retried first)\n",
            ClassName.get(Names.RUNTIME, "TransactionCancelledException"))
        .addModifiers(Modifier.PUBLIC)
        .returns(items())
        .addStatement("return new $T(read())", items())
        .build());
    return file(type);
  }

  private JavaFile batchGetFile() {
    ClassName self = batchGet();
    TypeSpec.Builder type = TypeSpec.classBuilder(self)
        .addJavadoc("A batch read on table {@code $L} of any number of keys of any entity types. Obtain it from\n"
            + "{@link $T#batchGet()}; a key added twice is read once. Not a snapshot: use\n"
            + "{@link $T#transactGet()} to read items as of one instant.\n",
            table.name(), Names.db(table), Names.db(table))
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(BATCH_GET, self))
        .addMethod(constructor("Used by {@link $T#batchGet()}.\n"));
    for (EntityModel entity : design.entities()) {
      ClassName key = Names.key(entity);
      type.addMethod(method("add", self)
              .addJavadoc("Reads the {@link $T} with this key.\n", entity.type())
              .addParameter(key, "key")
              .addStatement("return addKey($T.INSTANCE, key)", Names.schema(entity))
              .build())
          .addMethod(method("add" + Names.upperFirst(Names.entityAccessor(entity)), self)
              .addJavadoc("Reads the {@link $T} items with these keys.\n", entity.type())
              .addParameter(ParameterizedTypeName.get(ClassName.get(Iterable.class), key), "keys")
              .beginControlFlow("for ($T key : keys)", key)
              .addStatement("addKey($T.INSTANCE, key)", Names.schema(entity))
              .endControlFlow()
              .addStatement("return this")
              .build());
    }
    type.addMethod(MethodSpec.methodBuilder("execute")
        .addJavadoc("Reads every key, re-sending unprocessed keys with backoff.\n\n"
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
    List<String> versioned = design.entities().stream()
        .filter(entity -> entity.attributeWith(Role.VERSION).isPresent())
        .map(EntityModel::simpleName)
        .toList();
    TypeSpec.Builder type = TypeSpec.classBuilder(self)
        .addJavadoc("A batch of puts and deletes on table {@code $L}, of any entity types and any number. Obtain it\n"
            + "from {@link $T#batchWrite()}. Neither atomic nor conditional: each write is applied on its own.\n"
            + "$L",
            table.name(), Names.db(table), versioned.isEmpty() ? ""
                : "Entities with {@code @Version} (" + String.join(", ", versioned) + ") have no batch put, since a\n"
                    + "batch cannot check their version: put them with their repository or in a transaction.\n")
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(BATCH_WRITE, self))
        .addMethod(constructor("Used by {@link $T#batchWrite()}.\n"));
    for (EntityModel entity : design.entities()) {
      ClassName schema = Names.schema(entity);
      ClassName key = Names.key(entity);
      String plural = Names.upperFirst(Names.entityAccessor(entity));
      if (entity.attributeWith(Role.VERSION).isEmpty()) {
        String variable = variable(entity);
        type.addMethod(method("put", self)
                .addJavadoc("Puts {@code $L}, replacing any item with its key.\n", variable)
                .addParameter(entity.type(), variable)
                .addStatement("return addPut($T.INSTANCE, $L)", schema, variable)
                .build())
            .addMethod(method("put" + plural, self)
                .addJavadoc("Puts every {@link $T}, replacing any items with their keys.\n", entity.type())
                .addParameter(ParameterizedTypeName.get(ClassName.get(Iterable.class), entity.type()), plural(entity))
                .beginControlFlow("for ($T $L : $L)", entity.type(), variable, plural(entity))
                .addStatement("addPut($T.INSTANCE, $L)", schema, variable)
                .endControlFlow()
                .addStatement("return this")
                .build());
      }
      type.addMethod(method("delete", self)
              .addJavadoc("Deletes the {@link $T} with this key, if any.\n", entity.type())
              .addParameter(key, "key")
              .addStatement("return addDelete($T.INSTANCE, key)", schema)
              .build())
          .addMethod(method("delete" + plural, self)
              .addJavadoc("Deletes the {@link $T} items with these keys.\n", entity.type())
              .addParameter(ParameterizedTypeName.get(ClassName.get(Iterable.class), key), "keys")
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
    TypeSpec.Builder type = TypeSpec.classBuilder(self)
        .addJavadoc("Items of table {@code $L} read by {@link $T#transactGet()} or {@link $T#batchGet()}, by the\n"
            + "typed key they were asked with.\n", table.name(), Names.db(table), Names.db(table))
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addField(ITEMS_BY_KEY, "items", Modifier.PRIVATE, Modifier.FINAL)
        .addMethod(MethodSpec.constructorBuilder()
            .addParameter(ITEMS_BY_KEY, "items")
            .addStatement("this.items = items")
            .build());
    for (EntityModel entity : design.entities()) {
      type.addMethod(MethodSpec.methodBuilder("get")
              .addJavadoc("The {@link $T} read under {@code key}; empty when no item has it.\n\n"
                  + "@throws IllegalArgumentException when {@code key} was not part of the read\n", entity.type())
              .addModifiers(Modifier.PUBLIC)
              .returns(ParameterizedTypeName.get(ClassName.get(Optional.class), entity.type()))
              .addParameter(Names.key(entity), "key")
              .addStatement("return items.get($T.INSTANCE, key)", Names.schema(entity))
              .build())
          .addMethod(MethodSpec.methodBuilder(Names.entityAccessor(entity))
              .addJavadoc("The {@link $T} items found, in the order their keys were added.\n", entity.type())
              .addModifiers(Modifier.PUBLIC)
              .returns(ParameterizedTypeName.get(ClassName.get(List.class), entity.type()))
              .addStatement("return items.all($T.INSTANCE)", Names.schema(entity))
              .build());
    }
    type.addMethod(MethodSpec.methodBuilder("allItems")
            .addJavadoc("Every item found, of any entity type, in the order their keys were added.\n")
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(List.class, Object.class))
            .addStatement("return items.items()")
            .build())
        .addMethod(MethodSpec.methodBuilder("missingKeys")
            .addJavadoc("The keys under which no item was found.\n")
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(List.class, Object.class))
            .addStatement("return items.missingKeys()")
            .build())
        .addMethod(MethodSpec.methodBuilder("toString")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(String.class)
            .addStatement("return items.toString()")
            .build());
    return file(type);
  }

  private MethodSpec constructor(String javadoc) {
    return MethodSpec.constructorBuilder()
        .addJavadoc(javadoc, Names.db(table))
        .addParameter(Names.TABLE_CONTEXT, "context")
        .addStatement("super(context)")
        .build();
  }

  private static MethodSpec.Builder method(String name, ClassName returns) {
    return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(returns);
  }

  /** {@code order} for {@code Order}; never a keyword or a parameter name the methods use. */
  private static String variable(EntityModel entity) {
    String name = Names.lowerFirst(entity.simpleName());
    return SourceVersion.isKeyword(name) || TAKEN.contains(name) ? name + "Value" : name;
  }

  /** {@code orders} for {@code Order}, as a parameter name. */
  private static String plural(EntityModel entity) {
    String name = Names.entityAccessor(entity);
    return SourceVersion.isKeyword(name) || TAKEN.contains(name) ? name + "Values" : name;
  }

  private JavaFile file(TypeSpec.Builder type) {
    List<Element> origins = new ArrayList<>();
    origins.add(table.origin().element());
    design.entities().forEach(entity -> origins.add(entity.origin().element()));
    return SourceFiles.file(table.type().packageName(), type, origins);
  }

  /**
   * {@code update(key, u -> ...)} or {@code upsert(...)}; for an entity whose attributes feed index
   * keys, the lambda gets its typed transaction update, whose setters rewrite those keys.
   */
  private MethodSpec update(ClassName self, EntityModel entity, ClassName key, ClassName schema, boolean upsert) {
    boolean typed = UpdateWriter.hasIndexSetters(table, entity);
    ClassName updateType = typed ? UpdateWriter.transactionUpdate(entity) : TRANSACTION_UPDATE;
    MethodSpec.Builder method = method(upsert ? "upsert" : "update", self)
        .addJavadoc(upsert
            ? "Updates the {@link $T} with this key, creating it when absent.\n"
            : "Updates the existing {@link $T} with this key (the transaction fails if there is none):\n"
                + "{@code update(key, u -> u.set(...).condition(...))}.\n", entity.type())
        .addParameter(key, "key")
        .addParameter(ParameterizedTypeName.get(ClassName.get(Consumer.class), updateType), "update");
    return typed
        ? method.addStatement("return addUpdate($T.INSTANCE, key, $L, base -> new $T(base, key), update)", schema,
            upsert, updateType).build()
        : method.addStatement("return addUpdate($T.INSTANCE, key, $L, update)", schema, upsert).build();
  }
}
