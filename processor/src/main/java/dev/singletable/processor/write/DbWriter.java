package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.TablePlan;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code ShopDb}: the entry point with the table layout, one repository per entity and table
 * admin; it implements the table interface, whose declared reads {@link DeclaredPatternWriter}
 * adds.
 */
final class DbWriter {

  JavaFile write(TablePlan design) {
    TableModel table = design.table();
    ClassName db = design.types().db();
    TypeSpec.Builder type =
        TypeSpec.classBuilder(db)
            .addJavadoc(
                "The entry point to table {@code $L} ($L): one repository per entity type, the"
                    + " table\n"
                    + "definition, and helpers that span entity types.\n\n"
                    + "<pre>{@code\n"
                    + "$T db = $T.create(dynamoDbClient);\n"
                    + "}</pre>\n",
                table.name(),
                entityList(design),
                db,
                db)
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addSuperinterface(table.type())
            .addField(
                FieldSpec.builder(
                        RuntimeTypes.TABLE_LAYOUT,
                        "LAYOUT",
                        Modifier.PUBLIC,
                        Modifier.STATIC,
                        Modifier.FINAL)
                    .addJavadoc(
                        "The shape of the table: keys, entity type attribute, delimiter, TTL"
                            + " attribute and indexes.\n")
                    .initializer(layout(design))
                    .build())
            .addField(RuntimeTypes.TABLE_CONTEXT, "context", Modifier.PRIVATE, Modifier.FINAL);
    MethodSpec.Builder constructor =
        MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PRIVATE)
            .addParameter(RuntimeTypes.TABLE_CONTEXT, "context")
            .addStatement("this.context = context");
    for (EntityPlan entity : design.entities()) {
      String accessor = entity.accessor();
      type.addField(entity.repository(), accessor, Modifier.PRIVATE, Modifier.FINAL);
      constructor.addStatement("this.$L = new $T(context)", accessor, entity.repository());
    }
    type.addMethod(constructor.build())
        .addMethod(
            MethodSpec.methodBuilder("create")
                .addJavadoc("Uses table {@code $L} through {@code client}.\n", table.name())
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(db)
                .addParameter(RuntimeTypes.DYNAMO_DB_CLIENT, "client")
                .addStatement("return create(client, $T.defaults())", RuntimeTypes.DB_OPTIONS)
                .build())
        .addMethod(
            MethodSpec.methodBuilder("create")
                .addJavadoc(
                    "Uses the table through {@code client} with options (table name, clock,"
                        + " retries...).\n")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(db)
                .addParameter(RuntimeTypes.DYNAMO_DB_CLIENT, "client")
                .addParameter(RuntimeTypes.DB_OPTIONS, "options")
                .addStatement(
                    "return new $T(new $T(client, LAYOUT, options))",
                    db,
                    RuntimeTypes.TABLE_CONTEXT)
                .build());
    for (EntityPlan entity : design.entities()) {
      String accessor = entity.accessor();
      type.addMethod(
          MethodSpec.methodBuilder(accessor)
              .addJavadoc("{@link $T} items.\n", entity.type())
              .addModifiers(Modifier.PUBLIC)
              .returns(entity.repository())
              .addStatement("return $L", accessor)
              .build());
    }
    type.addMethod(
            MethodSpec.methodBuilder("tableName")
                .addJavadoc("The physical table name in use.\n")
                .addModifiers(Modifier.PUBLIC)
                .returns(String.class)
                .addStatement("return context.tableName()")
                .build())
        .addMethod(
            MethodSpec.methodBuilder("tableDefinition")
                .addJavadoc(
                    "The request that creates this table: key attributes, indexes and"
                        + " projections,\n"
                        + "on-demand billing. Use it in infrastructure code or tests.\n")
                .addModifiers(Modifier.PUBLIC)
                .returns(RuntimeTypes.CREATE_TABLE_REQUEST)
                .addStatement("return LAYOUT.createTableRequest(context.tableName())")
                .build())
        .addMethod(
            MethodSpec.methodBuilder("createTable")
                .addJavadoc(
                    "Creates the table if it does not exist, waits until it is active, and enables"
                        + " TTL on\n"
                        + "the {@code @Ttl} attribute if there is one.\n")
                .addModifiers(Modifier.PUBLIC)
                .addStatement("$T.createIfAbsent(context)", RuntimeTypes.TABLE_ADMIN)
                .build());
    new CollectionWriter(design).write(type);
    new TransactionWriter(design).addEntryPoints(type);
    new DeclaredPatternWriter(design).write(type);
    design.changes().ifPresent(changes -> new ChangesWriter(design, changes).addEntryPoint(type));
    return SourceFiles.file(table.type().packageName(), type, design.origins());
  }

  private static String entityList(TablePlan design) {
    return design.entities().isEmpty()
        ? "no entities"
        : String.join(", ", design.entities().stream().map(EntityPlan::simpleName).toList());
  }

  private static CodeBlock layout(TablePlan design) {
    TableModel table = design.table();
    CodeBlock.Builder indexes = CodeBlock.builder();
    for (int i = 0; i < table.indexes().size(); i++) {
      IndexModel index = table.indexes().get(i);
      indexes.add(i == 0 ? "\n    " : ",\n    ");
      indexes.add(
          "$T.$L($S, $S, $L, $T.Projection.$L, $T.of($L))",
          RuntimeTypes.INDEX_LAYOUT,
          index.isGlobal() ? "global" : "local",
          index.name(),
          index.partitionKey(),
          index.sortKey() == null ? "null" : CodeBlock.of("$S", index.sortKey()).toString(),
          RuntimeTypes.INDEX_LAYOUT,
          index.projection().name(),
          List.class,
          String.join(
              ", ",
              index.include().stream().map(name -> CodeBlock.of("$S", name).toString()).toList()));
    }
    CodeBlock stream =
        design
            .changes()
            .map(
                changes ->
                    CodeBlock.of(",\n$T.$L", RuntimeTypes.STREAM_VIEW_TYPE, changes.viewType()))
            .orElse(CodeBlock.of(""));
    return CodeBlock.of(
        "new $T($S, $S, $L, $S, '$L', $L, $T.of($L)$L)",
        RuntimeTypes.TABLE_LAYOUT,
        table.name(),
        table.partitionKey(),
        table.sortKey() == null ? "null" : CodeBlock.of("$S", table.sortKey()).toString(),
        table.entityTypeAttribute(),
        KeyCode.escapeChar(design.delimiter()),
        design.ttlAttribute().map(name -> CodeBlock.of("$S", name).toString()).orElse("null"),
        List.class,
        indexes.build(),
        stream);
  }
}
