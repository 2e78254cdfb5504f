package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.TablePlan;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code ShopAsyncDb}, which {@code ShopDb.createAsync} returns: one asynchronous repository
 * per entity type, the collections, transactions and batches of {@code ShopDb} (the same builders,
 * ended with their asynchronous methods), and table admin returning a future.
 */
final class AsyncDbWriter {

  JavaFile write(TablePlan design) {
    TableModel table = design.table();
    ClassName asyncDb = design.types().asyncDb();
    ClassName db = design.types().db();
    TypeSpec.Builder type =
        TypeSpec.classBuilder(asyncDb)
            .addJavadoc(
                "The asynchronous entry point to table {@code $L}: what {@link $T} offers, each"
                    + " operation\n"
                    + "returning a {@code CompletableFuture} that fails with the same typed"
                    + " exceptions.\n\n"
                    + "<pre>{@code\n"
                    + "$T db = $T.createAsync(dynamoDbAsyncClient);\n"
                    + "}</pre>\n",
                table.name(),
                db,
                asyncDb,
                db)
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addField(RuntimeTypes.TABLE_HANDLE, "table", Modifier.PRIVATE, Modifier.FINAL);
    MethodSpec.Builder constructor =
        MethodSpec.constructorBuilder()
            .addJavadoc("Used by {@link $T#createAsync}.\n", db)
            .addParameter(RuntimeTypes.TABLE_HANDLE, "table")
            .addStatement("this.table = table");
    for (EntityPlan entity : design.entities()) {
      type.addField(entity.asyncRepository(), entity.accessor(), Modifier.PRIVATE, Modifier.FINAL);
      constructor.addStatement(
          "this.$L = new $T(new $T(table))",
          entity.accessor(),
          entity.asyncRepository(),
          entity.repository());
    }
    type.addMethod(constructor.build());
    for (EntityPlan entity : design.entities()) {
      type.addMethod(
          MethodSpec.methodBuilder(entity.accessor())
              .addJavadoc("{@link $T} items.\n", entity.type())
              .addModifiers(Modifier.PUBLIC)
              .returns(entity.asyncRepository())
              .addStatement("return $L", entity.accessor())
              .build());
    }
    type.addMethod(
            MethodSpec.methodBuilder("tableName")
                .addJavadoc("The physical table name in use.\n")
                .addModifiers(Modifier.PUBLIC)
                .returns(String.class)
                .addStatement("return table.tableName()")
                .build())
        .addMethod(
            MethodSpec.methodBuilder("tableDefinition")
                .addJavadoc(
                    "The request that creates this table, as {@link $T#tableDefinition()}.\n", db)
                .addModifiers(Modifier.PUBLIC)
                .returns(RuntimeTypes.CREATE_TABLE_REQUEST)
                .addStatement("return $T.LAYOUT.createTableRequest(table.tableName())", db)
                .build())
        .addMethod(
            MethodSpec.methodBuilder("createTable")
                .addJavadoc(
                    "Creates the table if it does not exist and enables TTL, as {@link"
                        + " $T#createTable()};\n"
                        + "the future completes once the table is active.\n",
                    db)
                .addModifiers(Modifier.PUBLIC)
                .returns(
                    ParameterizedTypeName.get(
                        RuntimeTypes.COMPLETABLE_FUTURE, ClassName.get(Void.class)))
                .addStatement("return table.createIfAbsentAsync()")
                .build());
    new CollectionWriter(design).addEntryPoints(type);
    new TransactionWriter(design).addEntryPoints(type, "executeAsync()");
    design
        .changes()
        .ifPresent(changes -> new ChangesWriter(design, changes).addAsyncEntryPoint(type));
    return SourceFiles.file(table.type().packageName(), type, design.origins());
  }
}
