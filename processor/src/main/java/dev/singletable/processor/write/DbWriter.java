package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.model.TableSettingsModel;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.TablePlan;
import java.util.List;
import java.util.Optional;
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
            .addField(RuntimeTypes.TABLE_HANDLE, "table", Modifier.PRIVATE, Modifier.FINAL);
    MethodSpec.Builder constructor =
        MethodSpec.constructorBuilder()
            .addParameter(RuntimeTypes.TABLE_HANDLE, "table")
            .addStatement("this.table = table");
    Optional<TablePlan.AsyncTypes> async = design.types().async();
    if (design.declaredPatterns().isEmpty() || async.isEmpty()) {
      constructor.addModifiers(Modifier.PRIVATE);
    } else {
      // The asynchronous Db serves the declared reads through this class's one body of each.
      constructor.addJavadoc(
          "Used by {@link #create} and by {@link $T}, which runs the declared reads' bodies.\n",
          async.get().db());
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
                    "return new $T($T.of(client, LAYOUT, options))", db, RuntimeTypes.TABLE_HANDLE)
                .build());
    async.ifPresent(types -> addCreateAsync(type, table, types.db()));
    for (EntityPlan entity : design.entities()) {
      String accessor = entity.accessor();
      type.addMethod(
          MethodSpec.methodBuilder(accessor)
              .addJavadoc("{@link $T} items.\n", entity.type())
              .addModifiers(Modifier.PUBLIC)
              .returns(entity.repository())
              .addStatement("return new $T(table)", entity.repository())
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
                    "The request that creates this table: key attributes, indexes and"
                        + " projections,\n"
                        + "on-demand billing. Use it in infrastructure code or tests.$L\n",
                    design
                        .ttlAttribute()
                        .map(
                            ttl ->
                                " A CreateTable request\ncannot turn TTL on: enable it on {@code "
                                    + ttl
                                    + "} with UpdateTimeToLive too, as {@link\n#createTable()}"
                                    + " does.")
                        .orElse(""))
                .addModifiers(Modifier.PUBLIC)
                .returns(RuntimeTypes.CREATE_TABLE_REQUEST)
                .addStatement("return LAYOUT.createTableRequest(table.tableName())")
                .build())
        .addMethod(
            MethodSpec.methodBuilder("createTable")
                .addJavadoc(
                    "Creates the table if it does not exist, waits until it is active, and enables"
                        + " TTL on\n"
                        + "the {@code @Ttl} attribute if there is one.\n")
                .addModifiers(Modifier.PUBLIC)
                .addStatement(
                    "$T.createIfAbsent(table, $L)", RuntimeTypes.TABLES, DbFace.BLOCKING.face())
                .build());
    MigrationCode.dbMethods(design).forEach(type::addMethod);
    new CollectionWriter(design).write(type, DbFace.BLOCKING);
    new TransactionWriter(design).addEntryPoints(type, DbFace.BLOCKING);
    new DeclaredPatternWriter(design, DbFace.BLOCKING).write(type);
    design
        .changes()
        .ifPresent(changes -> new ChangesWriter(design, changes).addTableAccessor(type));
    return SourceFiles.file(table.type().packageName(), type, design.origins());
  }

  /**
   * {@code createAsync(client)} and {@code createAsync(client, options)}, which return {@code
   * asyncDb}.
   */
  private static void addCreateAsync(TypeSpec.Builder type, TableModel table, ClassName asyncDb) {
    type.addMethod(
            MethodSpec.methodBuilder("createAsync")
                .addJavadoc(
                    "Uses table {@code $L} through the asynchronous {@code client}: every read,"
                        + " write and\n"
                        + "terminal returns a {@code CompletableFuture}.\n",
                    table.name())
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(asyncDb)
                .addParameter(RuntimeTypes.DYNAMO_DB_ASYNC_CLIENT, "client")
                .addStatement("return createAsync(client, $T.defaults())", RuntimeTypes.DB_OPTIONS)
                .build())
        .addMethod(
            MethodSpec.methodBuilder("createAsync")
                .addJavadoc(
                    "Uses the table through the asynchronous {@code client} with options (table"
                        + " name, clock,\n"
                        + "retries...).\n")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(asyncDb)
                .addParameter(RuntimeTypes.DYNAMO_DB_ASYNC_CLIENT, "client")
                .addParameter(RuntimeTypes.DB_OPTIONS, "options")
                .addStatement(
                    "return new $T($T.of(client, LAYOUT, options))",
                    asyncDb,
                    RuntimeTypes.TABLE_HANDLE)
                .build());
  }

  private static String entityList(TablePlan design) {
    return design.entities().isEmpty()
        ? "no entities"
        : String.join(", ", design.entities().stream().map(EntityPlan::simpleName).toList());
  }

  /**
   * {@code TableLayout.builder("Shop").partitionKey("PK")...build()}: each part named, the parts a
   * table lacks left out, and no lambda (each would be a class to spin when {@code ShopDb} loads).
   */
  private static CodeBlock layout(TablePlan design) {
    TableModel table = design.table();
    CodeBlock.Builder layout =
        CodeBlock.builder()
            .add("$T.builder($S)$>$>", RuntimeTypes.LAYOUT, table.name())
            .add("\n.partitionKey($S)", table.partitionKey());
    if (table.sortKey() != null) {
      layout.add("\n.sortKey($S)", table.sortKey());
    }
    layout
        .add("\n.entityTypeAttribute($S)", table.entityTypeAttribute())
        .add("\n.delimiter('$L')", KeyCode.escapeChar(design.delimiter()));
    design.ttlAttribute().ifPresent(ttl -> layout.add("\n.ttlAttribute($S)", ttl));
    for (IndexModel index : table.indexes()) {
      layout.add(
          "\n.index($T.$L($S)",
          RuntimeTypes.INDEX_LAYOUT,
          index.isGlobal() ? "globalIndex" : "localIndex",
          index.name());
      if (index.isGlobal()) {
        layout.add("$Z.partitionKey($S)", index.partitionKey());
      }
      if (index.sortKey() != null) {
        layout.add("$Z.sortKey($S)", index.sortKey());
      }
      if (index.projection().name().equals("INCLUDE")) {
        layout.add(
            "$Z.include($T.of($L))",
            List.class,
            String.join(
                ", ",
                index.include().stream()
                    .map(name -> CodeBlock.of("$S", name).toString())
                    .toList()));
      } else if (!index.projection().name().equals("ALL")) {
        layout.add("$Z.projection($T.$L)", RuntimeTypes.PROJECTION_TYPE, index.projection().name());
      }
      layout.add(")");
    }
    for (IndexModel index : table.nativeIndexes()) {
      layout.add("\n.index($T.globalIndex($S)", RuntimeTypes.INDEX_LAYOUT, index.name());
      for (String name : index.partitionKeys()) {
        layout.add(
            "$Z.partitionKey($S, $T.$L)",
            name,
            RuntimeTypes.SCALAR_ATTRIBUTE_TYPE,
            design.keyTypes().get(name));
      }
      for (String name : index.sortKeys()) {
        layout.add(
            "$Z.sortKey($S, $T.$L)",
            name,
            RuntimeTypes.SCALAR_ATTRIBUTE_TYPE,
            design.keyTypes().get(name));
      }
      if (index.projection().name().equals("INCLUDE")) {
        layout.add(
            "$Z.include($T.of($L))",
            List.class,
            String.join(
                ", ",
                index.include().stream()
                    .map(name -> CodeBlock.of("$S", name).toString())
                    .toList()));
      } else if (!index.projection().name().equals("ALL")) {
        layout.add("$Z.projection($T.$L)", RuntimeTypes.PROJECTION_TYPE, index.projection().name());
      }
      layout.add(")");
    }
    design
        .changes()
        .ifPresent(
            changes ->
                layout.add(
                    "\n.streamView($T.$L)", RuntimeTypes.STREAM_VIEW_TYPE, changes.viewType()));
    if (!table.settings().isDefault()) {
      layout.add("\n.options($L)", options(table.settings()));
    }
    return layout.add("\n.build()$<$<").build();
  }

  /** {@code TableOptions.builder().provisioned(10, 5)...build()}, naming only what is declared. */
  private static CodeBlock options(TableSettingsModel settings) {
    CodeBlock.Builder options =
        CodeBlock.builder().add("$T.builder()$>$>", RuntimeTypes.TABLE_OPTIONS);
    if (settings.provisioned()) {
      options.add("\n.provisioned($LL, $LL)", settings.readCapacity(), settings.writeCapacity());
    }
    units(options, "warmThroughput", null, settings.warm());
    units(options, "onDemandThroughput", null, settings.onDemandMax());
    for (TableSettingsModel.IndexThroughput index : settings.indexThroughput()) {
      if (index.provisioned()) {
        options.add("\n.indexThroughput($S, $LL, $LL)", index.index(), index.read(), index.write());
      }
      units(options, "indexWarmThroughput", index.index(), index.warm());
      units(options, "indexOnDemandThroughput", index.index(), index.onDemandMax());
    }
    if (settings.pointInTimeRecovery()) {
      options.add("\n.pointInTimeRecovery()");
    }
    if (settings.deletionProtection()) {
      options.add("\n.deletionProtection()");
    }
    if (!settings.tableClass().equals("STANDARD")) {
      options.add("\n.tableClass($T.$L)", RuntimeTypes.TABLE_CLASS, settings.tableClass());
    }
    for (TableSettingsModel.Tag tag : settings.tags()) {
      options.add("\n.tag($S, $S)", tag.key(), tag.value());
    }
    if (settings.multiRegionStrong()) {
      options.add("\n.multiRegionConsistency($T.STRONG)", RuntimeTypes.MULTI_REGION_CONSISTENCY);
    }
    return options.add("\n.build()$<$<").build();
  }

  /** {@code .warmThroughput(12000L, 4000L)} and the like, when either side is declared. */
  private static void units(
      CodeBlock.Builder options, String method, String index, TableSettingsModel.Units units) {
    if (!units.given()) {
      return;
    }
    if (index == null) {
      options.add("\n.$L($LL, $LL)", method, units.read(), units.write());
    } else {
      options.add("\n.$L($S, $LL, $LL)", method, index, units.read(), units.write());
    }
  }
}
