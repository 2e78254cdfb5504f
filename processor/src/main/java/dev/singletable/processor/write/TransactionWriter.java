package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
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
    return design.transactions() ? List.of(transactionFile(), transactGetFile()) : List.of();
  }

  /** The type variable {@code C} of {@code ShopTransactGet}: what a read across tables returns. */
  private static final TypeVariableName C = TypeVariableName.get("C");

  /**
   * Adds {@code transaction()}, {@code transactGet()}, {@code batchGet()} and {@code batchWrite()}
   * to the Db of {@code face}: the builders shared by both faces, typed to answer on this one.
   */
  void addEntryPoints(TypeSpec.Builder db, DbFace face) {
    TypeName items = face.terminal(items());
    if (design.transactions()) {
      addTransactionEntryPoints(db, face, items);
    }
    db.addMethod(
            entryPoint(
                "batchGet",
                ParameterizedTypeName.get(batchGet(), items),
                face,
                1,
                "Starts a batch read of any number of keys of any entity types (BatchGetItem, 100"
                    + " keys per\n"
                    + "request, unprocessed keys re-sent).\n"))
        .addMethod(
            entryPoint(
                "batchWrite",
                ParameterizedTypeName.get(batchWrite(), face.terminal(ClassName.get(Void.class))),
                face,
                1,
                "Starts a batch of puts and deletes of any entity types (BatchWriteItem, 25 writes"
                    + " per request,\n"
                    + (design.transactions()
                        ? "unprocessed writes re-sent). Neither atomic nor conditional: use {@link"
                            + " #transaction()} for that.\n"
                        : "unprocessed writes re-sent). Neither atomic nor conditional; a"
                            + " multi-Region strongly\n"
                            + "consistent table has no transactions.\n")));
  }

  private void addTransactionEntryPoints(TypeSpec.Builder db, DbFace face, TypeName items) {
    db.addMethod(
            entryPoint(
                "transaction",
                ParameterizedTypeName.get(
                    transaction(), face.terminal(RuntimeTypes.TRANSACTION_RESULT)),
                face,
                1,
                "Starts a transaction: up to 100 writes of any entity types, applied all together"
                    + " or not at all\n"
                    + "(TransactWriteItems). Add actions, then call {@code execute()}.\n"))
        .addMethod(
            entryPoint(
                "transactGet",
                ParameterizedTypeName.get(
                    transactGet(), items, face.terminal(RuntimeTypes.COMBINED_ITEMS)),
                face,
                2,
                "Starts a transactional read: up to 100 items of any entity types, read as one"
                    + " consistent\n"
                    + "snapshot (TransactGetItems).\n"));
  }

  private static MethodSpec entryPoint(
      String name, ParameterizedTypeName type, DbFace face, int faces, String javadoc) {
    CodeBlock.Builder arguments = CodeBlock.builder().add("table");
    for (int i = 0; i < faces; i++) {
      arguments.add(", $L", face.face());
    }
    return MethodSpec.methodBuilder(name)
        .addJavadoc(javadoc)
        .addModifiers(Modifier.PUBLIC)
        .returns(type)
        .addStatement("return new $T<>($L)", type.rawType(), arguments.build())
        .build();
  }

  private JavaFile transactionFile() {
    TypeName self = shared(transaction(), R);
    TypeSpec.Builder type =
        TypeSpec.classBuilder(transaction())
            .addJavadoc(
                "A transaction on table {@code $L}: up to 100 actions on distinct items, applied"
                    + " all together or\n"
                    + "not at all. Obtain it from {@link $T#transaction()}$L.\n\n"
                    + "<p>Each action is checked when added (item size, 100 actions, 4 MB, one"
                    + " action per item) and\n"
                    + "addresses an item by its primary key, never an index. {@code @Version} is"
                    + " checked and\n"
                    + "incremented, {@code @CreatedAt}/{@code @UpdatedAt} are set, as by the"
                    + " repositories' writes. On a\n"
                    + "cancellation, {@link $T} has one reason per action, in the order added."
                    + " An update is\n"
                    + "described on the entity's typed update: {@code update(key, u ->"
                    + " u.set(...).condition(...))}.\n\n"
                    + "<p>Per entity (one overload each, documented here once): {@code"
                    + " put(entity)} replaces any item\n"
                    + "with its key, {@code put(entity, condition)} only if the condition holds"
                    + " for the stored item,\n"
                    + "{@code create(entity)} only if no item has its key; with {@code @Version}"
                    + " a put requires the\n"
                    + "stored version to be the entity's (or no item, for version 0) and stores"
                    + " the next one, and\n"
                    + "{@code delete(entity)} requires it too. {@code update(key, u -> ...)}"
                    + " updates the existing item\n"
                    + "(the transaction fails if there is none), {@code upsert(key, u -> ...)}"
                    + " creates it when absent;\n"
                    + "{@code delete(key)} and {@code check(key, condition)} take the keys of"
                    + " every entity of the table.\n\n"
                    + "<p>{@code Transactions.together(...)} sends it with the transactions of"
                    + " other tables as one\n"
                    + "TransactWriteItems.\n\n"
                    + "@param <R> what {@code execute()} returns: the result, or a future of it\n",
                table.name(),
                db(),
                design
                    .types()
                    .async()
                    .map(
                        async ->
                            CodeBlock.of(
                                " (or {@link $T#transaction()}, whose\n"
                                    + "{@code execute()} returns a future)",
                                async.db()))
                    .orElse(CodeBlock.of("")),
                RuntimeTypes.TRANSACTION_CANCELLED)
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addTypeVariable(R)
            .superclass(ParameterizedTypeName.get(RuntimeTypes.TRANSACTION, self, R, table.type()))
            .addMethod(
                constructor("transaction", List.of(RuntimeTypes.TRANSACTION_RESULT), List.of(R)));
    // One overload of each action per entity, documented once by the class.
    for (EntityPlan entity : design.entities()) {
      ClassName schema = entity.schema();
      String variable = entity.variable();
      type.addMethod(
              method("put", self)
                  .addParameter(entity.type(), variable)
                  .addStatement("return addPut($T.INSTANCE, $L)", schema, variable)
                  .build())
          .addMethod(
              method("put", self)
                  .addParameter(entity.type(), variable)
                  .addParameter(conditionOf(entity), "condition")
                  .addStatement("return addPut($T.INSTANCE, $L, condition)", schema, variable)
                  .build())
          .addMethod(
              method("create", self)
                  .addParameter(entity.type(), variable)
                  .addStatement("return addCreate($T.INSTANCE, $L)", schema, variable)
                  .build())
          .addMethod(update(self, entity, false))
          .addMethod(update(self, entity, true))
          .addMethod(
              method("delete", self)
                  .addParameter(entity.type(), variable)
                  .addStatement("return addDeleteEntity($T.INSTANCE, $L)", schema, variable)
                  .build());
    }
    return file(type);
  }

  private JavaFile transactGetFile() {
    TypeName self = shared(transactGet(), R, C);
    TypeSpec.Builder type =
        TypeSpec.classBuilder(transactGet())
            .addJavadoc(
                "A transactional read on table {@code $L}: up to 100 items of any entity types,"
                    + " read as one\n"
                    + "strongly consistent snapshot. Obtain it from {@link $T#transactGet()}; a key"
                    + " added twice is read once.\n"
                    + "{@code Transactions.together(...)} reads it with the reads of other tables"
                    + " in one snapshot.\n\n"
                    + "@param <R> what {@code execute()} returns: the items, or a future of them\n"
                    + "@param <C> what a read across tables made with this one returns\n",
                table.name(),
                db())
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addTypeVariable(R)
            .addTypeVariable(C)
            .superclass(
                ParameterizedTypeName.get(
                    RuntimeTypes.TRANSACT_GET, self, items(), R, C, table.type()))
            .addMethod(
                constructor(
                    "transactGet", List.of(items(), RuntimeTypes.COMBINED_ITEMS), List.of(R, C)));
    // add(key) is inherited: TransactGet.add(TableKey<S, T>) takes the key of every entity.
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
  private MethodSpec update(TypeName self, EntityPlan entity, boolean upsert) {
    ClassName update = entity.update().update();
    return method(upsert ? "upsert" : "update", self)
        .addParameter(entity.key(), "key")
        .addParameter(
            ParameterizedTypeName.get(
                ClassName.get(Consumer.class),
                ParameterizedTypeName.get(update, ClassName.get(Void.class))),
            "update")
        .addStatement(
            "return $L($T.INSTANCE, key,$W$T::new,$Wupdate)",
            upsert ? "addUpsert" : "addUpdate",
            entity.schema(),
            update)
        .build();
  }
}
