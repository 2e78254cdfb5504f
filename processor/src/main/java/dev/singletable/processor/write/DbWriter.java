package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code ShopDb}: the entry point with the table layout, one repository per entity and table
 * admin.
 */
final class DbWriter {

  JavaFile write(TableDesign design) {
    TableModel table = design.table();
    ClassName db = Names.db(table);
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
            .addField(
                FieldSpec.builder(
                        Names.TABLE_LAYOUT,
                        "LAYOUT",
                        Modifier.PUBLIC,
                        Modifier.STATIC,
                        Modifier.FINAL)
                    .addJavadoc(
                        "The shape of the table: keys, entity type attribute, delimiter, TTL"
                            + " attribute and indexes.\n")
                    .initializer(layout(design))
                    .build())
            .addField(Names.TABLE_CONTEXT, "context", Modifier.PRIVATE, Modifier.FINAL);
    MethodSpec.Builder constructor =
        MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PRIVATE)
            .addParameter(Names.TABLE_CONTEXT, "context")
            .addStatement("this.context = context");
    for (EntityModel entity : design.entities()) {
      String accessor = Names.entityAccessor(entity);
      type.addField(Names.repository(entity), accessor, Modifier.PRIVATE, Modifier.FINAL);
      constructor.addStatement("this.$L = new $T(context)", accessor, Names.repository(entity));
    }
    type.addMethod(constructor.build())
        .addMethod(
            MethodSpec.methodBuilder("create")
                .addJavadoc("Uses table {@code $L} through {@code client}.\n", table.name())
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(db)
                .addParameter(Names.DYNAMO_DB_CLIENT, "client")
                .addStatement("return create(client, $T.defaults())", Names.DB_OPTIONS)
                .build())
        .addMethod(
            MethodSpec.methodBuilder("create")
                .addJavadoc(
                    "Uses the table through {@code client} with options (table name, clock,"
                        + " retries...).\n")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(db)
                .addParameter(Names.DYNAMO_DB_CLIENT, "client")
                .addParameter(Names.DB_OPTIONS, "options")
                .addStatement(
                    "return new $T(new $T(client, LAYOUT, options))", db, Names.TABLE_CONTEXT)
                .build());
    for (EntityModel entity : design.entities()) {
      String accessor = Names.entityAccessor(entity);
      type.addMethod(
          MethodSpec.methodBuilder(accessor)
              .addJavadoc("{@link $T} items.\n", entity.type())
              .addModifiers(Modifier.PUBLIC)
              .returns(Names.repository(entity))
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
                .returns(Names.CREATE_TABLE_REQUEST)
                .addStatement("return LAYOUT.createTableRequest(context.tableName())")
                .build())
        .addMethod(
            MethodSpec.methodBuilder("createTable")
                .addJavadoc(
                    "Creates the table if it does not exist, waits until it is active, and enables"
                        + " TTL on\n"
                        + "the {@code @Ttl} attribute if there is one.\n")
                .addModifiers(Modifier.PUBLIC)
                .addStatement("$T.createIfAbsent(context)", Names.TABLE_ADMIN)
                .build());
    new CollectionWriter(design).write(type);
    new TransactionWriter(design).addEntryPoints(type);
    List<Element> origins = new ArrayList<>();
    origins.add(table.origin().element());
    design.entities().forEach(entity -> origins.add(entity.origin().element()));
    return SourceFiles.file(table.type().packageName(), type, origins);
  }

  private static String entityList(TableDesign design) {
    return design.entities().isEmpty()
        ? "no entities"
        : String.join(", ", design.entities().stream().map(EntityModel::simpleName).toList());
  }

  private static CodeBlock layout(TableDesign design) {
    TableModel table = design.table();
    Optional<String> ttl =
        design.entities().stream()
            .map(entity -> entity.attributeWith(Role.TTL))
            .flatMap(Optional::stream)
            .map(AttributeModel::storedName)
            .findFirst();
    CodeBlock.Builder indexes = CodeBlock.builder();
    for (int i = 0; i < table.indexes().size(); i++) {
      IndexModel index = table.indexes().get(i);
      indexes.add(i == 0 ? "\n    " : ",\n    ");
      indexes.add(
          "$T.$L($S, $S, $L, $T.Projection.$L, $T.of($L))",
          Names.INDEX_LAYOUT,
          index.isGlobal() ? "global" : "local",
          index.name(),
          index.partitionKey(),
          index.sortKey() == null ? "null" : CodeBlock.of("$S", index.sortKey()).toString(),
          Names.INDEX_LAYOUT,
          index.projection().name(),
          List.class,
          String.join(
              ", ",
              index.include().stream().map(name -> CodeBlock.of("$S", name).toString()).toList()));
    }
    return CodeBlock.of(
        "new $T($S, $S, $L, $S, '$L', $L, $T.of($L))",
        Names.TABLE_LAYOUT,
        table.name(),
        table.partitionKey(),
        table.sortKey() == null ? "null" : CodeBlock.of("$S", table.sortKey()).toString(),
        table.entityTypeAttribute(),
        KeyCode.escapeChar(table.delimiterChar()),
        ttl.map(name -> CodeBlock.of("$S", name).toString()).orElse("null"),
        List.class,
        indexes.build());
  }
}
