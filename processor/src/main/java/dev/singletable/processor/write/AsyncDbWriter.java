package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.TablePlan;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code ShopAsyncDb}, the asynchronous face of the table, rendered from the same plan as
 * {@code ShopDb}: one asynchronous repository per entity, the collections, transactions and batches
 * typed to answer futures, table admin returning a future, and the declared reads of {@code
 * ShopAsync}, which it implements.
 */
final class AsyncDbWriter {

  JavaFile write(TablePlan design, TablePlan.AsyncTypes async) {
    TableModel table = design.table();
    ClassName asyncDb = async.db();
    ClassName db = design.types().db();
    TypeSpec.Builder type =
        TypeSpec.classBuilder(asyncDb)
            .addJavadoc(
                "The asynchronous entry point to table {@code $L}: what {@link $T} offers, every"
                    + " read, write\n"
                    + "and terminal returning a {@code CompletableFuture} that holds no thread and"
                    + " fails with the\n"
                    + "same typed exceptions.\n\n"
                    + "<pre>{@code\n"
                    + "$T db = $T.createAsync(dynamoDbAsyncClient);\n"
                    + "}</pre>\n",
                table.name(),
                db,
                asyncDb,
                db)
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addSuperinterface(async.twin())
            .addField(RuntimeTypes.TABLE_HANDLE, "table", Modifier.PRIVATE, Modifier.FINAL);
    MethodSpec.Builder constructor =
        MethodSpec.constructorBuilder()
            .addJavadoc("Used by {@link $T#createAsync}.\n", db)
            .addParameter(RuntimeTypes.TABLE_HANDLE, "table")
            .addStatement("this.table = table");
    if (!design.declaredPatterns().isEmpty()) {
      // The declared reads run the bodies the blocking Db holds, on the asynchronous face.
      type.addField(db, "reads", Modifier.PRIVATE, Modifier.FINAL);
      constructor.addStatement("this.reads = new $T(table)", db);
    }
    type.addMethod(constructor.build());
    for (EntityPlan entity : design.entities()) {
      type.addMethod(
          MethodSpec.methodBuilder(entity.accessor())
              .addJavadoc("{@link $T} items.\n", entity.type())
              .addModifiers(Modifier.PUBLIC)
              .returns(DbFace.ASYNC.repository(entity))
              .addStatement("return new $T(table)", DbFace.ASYNC.repository(entity))
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
                .returns(DbFace.ASYNC.terminal(ClassName.get(Void.class)))
                .addStatement(
                    "return $T.createIfAbsent(table, $L)", RuntimeTypes.TABLES, DbFace.ASYNC.face())
                .build());
    new CollectionWriter(design).write(type, DbFace.ASYNC);
    new TransactionWriter(design).addEntryPoints(type, DbFace.ASYNC);
    new DeclaredPatternWriter(design, DbFace.ASYNC).write(type);
    design
        .changes()
        .ifPresent(changes -> new ChangesWriter(design, changes).addTableAccessor(type));
    return SourceFiles.file(table.type().packageName(), type, design.origins());
  }
}
