package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.TablePlan;
import java.util.List;
import java.util.function.Consumer;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code ShopTransaction} (TransactWriteItems) and {@code ShopTransactGet}
 * (TransactGetItems), with one overload per entity, and the {@code ShopDb} methods that start every
 * cross-entity operation. The runtime bases do the work; these classes only bind each entity to its
 * schema, so a call with the wrong key or entity type does not compile.
 */
final class TransactionWriter extends CrossEntityWriter {

  TransactionWriter(TablePlan design) {
    super(design);
  }

  /** The generated files, written next to {@code ShopDb}. */
  List<JavaFile> files() {
    return List.of(transactionFile(), transactGetFile());
  }

  /**
   * Adds {@code transaction()}, {@code transactGet()}, {@code batchGet()} and {@code batchWrite()}
   * to a Db, whose builders end with {@code terminal} ({@code execute()}, or {@code executeAsync()}
   * on the asynchronous Db).
   */
  void addEntryPoints(TypeSpec.Builder db, String terminal) {
    db.addMethod(
            entryPoint(
                "transaction",
                transaction(),
                "Starts a transaction: up to 100 writes of any entity types, applied all together"
                    + " or not at all\n"
                    + "(TransactWriteItems). Add actions, then call {@code "
                    + terminal
                    + "}.\n"))
        .addMethod(
            entryPoint(
                "transactGet",
                transactGet(),
                "Starts a transactional read: up to 100 items of any entity types, read as one"
                    + " consistent\n"
                    + "snapshot (TransactGetItems).\n"))
        .addMethod(
            entryPoint(
                "batchGet",
                batchGet(),
                "Starts a batch read of any number of keys of any entity types (BatchGetItem, 100"
                    + " keys per\n"
                    + "request, unprocessed keys re-sent).\n"))
        .addMethod(
            entryPoint(
                "batchWrite",
                batchWrite(),
                "Starts a batch of puts and deletes of any entity types (BatchWriteItem, 25 writes"
                    + " per request,\n"
                    + "unprocessed writes re-sent). Neither atomic nor conditional: use {@link"
                    + " #transaction()} for that.\n"));
  }

  private static MethodSpec entryPoint(String name, ClassName type, String javadoc) {
    return MethodSpec.methodBuilder(name)
        .addJavadoc(javadoc)
        .addModifiers(Modifier.PUBLIC)
        .returns(type)
        .addStatement("return new $T(table)", type)
        .build();
  }

  private JavaFile transactionFile() {
    ClassName self = transaction();
    TypeSpec.Builder type =
        TypeSpec.classBuilder(self)
            .addJavadoc(
                "A transaction on table {@code $L}: up to 100 actions on distinct items, applied"
                    + " all together or\n"
                    + "not at all. Obtain it from {@link $T#transaction()}.\n\n"
                    + "<p>Each action is checked when added (item size, 100 actions, 4 MB, one"
                    + " action per item) and\n"
                    + "addresses an item by its primary key, never an index. {@code @Version} is"
                    + " checked and\n"
                    + "incremented, {@code @CreatedAt}/{@code @UpdatedAt} are set, as by the"
                    + " repositories' writes. On a\n"
                    + "cancellation, {@link $T} has one reason per action, in the order added.\n\n"
                    + "<p>{@code Transactions.together(...)} sends it with the transactions of"
                    + " other tables as one\n"
                    + "TransactWriteItems.\n",
                table.name(),
                db(),
                RuntimeTypes.TRANSACTION_CANCELLED)
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .superclass(ParameterizedTypeName.get(RuntimeTypes.TRANSACTION, self))
            .addMethod(constructor("Used by {@link $T#transaction()}.\n"));
    for (EntityPlan entity : design.entities()) {
      ClassName schema = entity.schema();
      ClassName key = entity.key();
      String variable = entity.variable();
      boolean versioned = entity.roles().version().isPresent();
      type.addMethod(
              method("put", self)
                  .addJavadoc(
                      versioned
                          ? "Puts {@code $L} if the stored version is still its version (or no item"
                              + " exists, for version 0),\n"
                              + "storing the next version.\n"
                          : "Puts {@code $L}, replacing any item with its key.\n",
                      variable)
                  .addParameter(entity.type(), variable)
                  .addStatement("return addPut($T.INSTANCE, $L)", schema, variable)
                  .build())
          .addMethod(
              method("put", self)
                  .addJavadoc(
                      "Puts {@code $L} only if {@code condition} holds for the stored item$L.\n",
                      variable,
                      versioned ? " (and its version matches)" : "")
                  .addParameter(entity.type(), variable)
                  .addParameter(conditionOf(entity), "condition")
                  .addStatement("return addPut($T.INSTANCE, $L, condition)", schema, variable)
                  .build())
          .addMethod(
              method("create", self)
                  .addJavadoc("Puts {@code $L} only if no item has its key.\n", variable)
                  .addParameter(entity.type(), variable)
                  .addStatement("return addCreate($T.INSTANCE, $L)", schema, variable)
                  .build())
          .addMethod(update(self, entity, false))
          .addMethod(update(self, entity, true))
          .addMethod(
              method("delete", self)
                  .addJavadoc("Deletes the {@link $T} with this key, if any.\n", entity.type())
                  .addParameter(key, "key")
                  .addStatement("return addDelete($T.INSTANCE, key)", schema)
                  .build())
          .addMethod(
              method("delete", self)
                  .addJavadoc(
                      "Deletes the {@link $T} with this key only if {@code condition} holds.\n",
                      entity.type())
                  .addParameter(key, "key")
                  .addParameter(conditionOf(entity), "condition")
                  .addStatement("return addDelete($T.INSTANCE, key, condition)", schema)
                  .build())
          .addMethod(
              method("delete", self)
                  .addJavadoc(
                      versioned
                          ? "Deletes the item of {@code $L} if the stored version is still its"
                              + " version.\n"
                          : "Deletes the item of {@code $L}.\n",
                      variable)
                  .addParameter(entity.type(), variable)
                  .addStatement("return addDeleteEntity($T.INSTANCE, $L)", schema, variable)
                  .build())
          .addMethod(
              method("check", self)
                  .addJavadoc(
                      "Fails the transaction unless {@code condition} holds for the {@link $T} with"
                          + " this key,\n"
                          + "which the transaction does not write.\n",
                      entity.type())
                  .addParameter(key, "key")
                  .addParameter(conditionOf(entity), "condition")
                  .addStatement("return addCheck($T.INSTANCE, key, condition)", schema)
                  .build());
    }
    return file(type);
  }

  private JavaFile transactGetFile() {
    ClassName self = transactGet();
    TypeSpec.Builder type =
        TypeSpec.classBuilder(self)
            .addJavadoc(
                "A transactional read on table {@code $L}: up to 100 items of any entity types,"
                    + " read as one\n"
                    + "strongly consistent snapshot. Obtain it from {@link $T#transactGet()}; a key"
                    + " added twice is read once.\n"
                    + "{@code Transactions.together(...)} reads it with the reads of other tables"
                    + " in one snapshot.\n",
                table.name(),
                db())
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .superclass(ParameterizedTypeName.get(RuntimeTypes.TRANSACT_GET, self, items()))
            .addMethod(constructor("Used by {@link $T#transactGet()}.\n"));
    for (EntityPlan entity : design.entities()) {
      type.addMethod(
          method("add", self)
              .addJavadoc("Reads the {@link $T} with this key.\n", entity.type())
              .addParameter(entity.key(), "key")
              .addStatement("return addKey($T.INSTANCE, key)", entity.schema())
              .build());
    }
    type.addMethod(
        MethodSpec.methodBuilder("execute")
            .addJavadoc(
                "Reads every key together.\n\n"
                    + "@throws $T when DynamoDB cancelled the read (conflicts are retried first)\n",
                RuntimeTypes.TRANSACTION_CANCELLED)
            .addModifiers(Modifier.PUBLIC)
            .returns(items())
            .addStatement("return new $T(read())", items())
            .build());
    type.addMethod(
        MethodSpec.methodBuilder("executeAsync")
            .addJavadoc(
                "{@link #execute()} without holding the calling thread (a table opened with an"
                    + " asynchronous\n"
                    + "client); the future fails with the same exceptions.\n")
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(RuntimeTypes.COMPLETABLE_FUTURE, items()))
            .addStatement("return readAsync($T::new)", items())
            .build());
    type.addMethod(
        MethodSpec.methodBuilder("items")
            .addJavadoc(
                "The typed items of this read, for {@code Transactions.together(...)} reads across"
                    + " tables.\n")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PROTECTED)
            .returns(items())
            .addParameter(RuntimeTypes.ITEMS_BY_KEY, "read")
            .addStatement("return new $T(read)", items())
            .build());
    return file(type);
  }

  /**
   * {@code update(key, u -> ...)} or {@code upsert(...)}: the lambda gets the entity's typed
   * update, the class the repository's {@code update(key)} returns, with the same setters.
   */
  private MethodSpec update(ClassName self, EntityPlan entity, boolean upsert) {
    ClassName update = entity.update().update();
    return method(upsert ? "upsert" : "update", self)
        .addJavadoc(
            upsert
                ? "Updates the {@link $T} with this key, creating it when absent:\n"
                    + "{@code upsert(key, u -> u.set(...).condition(...))}.\n"
                : "Updates the existing {@link $T} with this key (the transaction fails if there"
                    + " is none):\n"
                    + "{@code update(key, u -> u.set(...).condition(...))}.\n",
            entity.type())
        .addParameter(entity.key(), "key")
        .addParameter(ParameterizedTypeName.get(ClassName.get(Consumer.class), update), "update")
        .addStatement(
            "return addUpdate($T.INSTANCE, key, $L,$W$T::new,$Wupdate)",
            entity.schema(),
            upsert,
            update)
        .build();
  }
}
