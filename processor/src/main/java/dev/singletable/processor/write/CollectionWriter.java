package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.CollectionModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes the typed item-collection queries of a table: {@code shopDb.orderDetails(orderId)} returns
 * a query whose pages are records with one list (or optional, for an entity that has at most one
 * item per partition) per member entity type.
 */
final class CollectionWriter {

  private static final ClassName COLLECTION_QUERY = ClassName.get(Names.RUNTIME, "CollectionQuery");
  private static final ClassName COLLECTION_PAGE = ClassName.get(Names.RUNTIME, "CollectionPage");

  private final TableDesign design;

  CollectionWriter(TableDesign design) {
    this.design = design;
  }

  /** A member of a collection: the entity and its key use on the collection's index. */
  private record Member(EntityModel entity, KeyUse use) {

    /** At most one item per partition: its sort key has no component beyond the partition's. */
    boolean single() {
      if (use.sortKey() == null) {
        return true;
      }
      List<String> partition =
          use.partitionKey().placeholders().stream().map(p -> p.name()).toList();
      return use.sortKey().placeholders().stream().allMatch(p -> partition.contains(p.name()));
    }

    String field() {
      return single() ? Names.lowerFirst(entity.simpleName()) : Names.entityAccessor(entity);
    }
  }

  void write(TypeSpec.Builder db) {
    Map<String, List<Member>> collections = new LinkedHashMap<>();
    for (EntityModel entity : design.entities()) {
      for (CollectionModel collection : entity.collections()) {
        KeyUse use =
            entity.keyUses().stream()
                .filter(
                    u ->
                        collection.indexName() == null
                            ? u.isPrimary()
                            : collection.indexName().equals(u.indexName()))
                .findFirst()
                .orElseThrow();
        collections
            .computeIfAbsent(collection.name(), name -> new ArrayList<>())
            .add(new Member(entity, use));
      }
    }
    ClassName dbName = Names.db(design.table());
    collections.forEach((name, members) -> write(db, dbName, name, members));
  }

  private void write(TypeSpec.Builder db, ClassName dbName, String name, List<Member> members) {
    Member first = members.get(0);
    ClassName result = dbName.nestedClass(Names.collectionResult(name));
    ClassName query = dbName.nestedClass(Names.collectionResult(name) + "Query");
    String partitionAttribute =
        first.use().isPrimary() || first.use().local()
            ? design.table().partitionKey()
            : first.use().index().partitionKey();
    String memberNames =
        String.join(", ", members.stream().map(m -> m.entity().simpleName()).toList());

    CodeBlock.Builder schemas = CodeBlock.builder();
    for (int i = 0; i < members.size(); i++) {
      schemas.add(i == 0 ? "$T.INSTANCE" : ", $T.INSTANCE", Names.schema(members.get(i).entity()));
    }
    MethodSpec.Builder entry =
        MethodSpec.methodBuilder(name)
            .addJavadoc(
                "The {@code $L} item collection ($L) of partition {@code $L = $L}$L, read with"
                    + " one\n"
                    + "Query per page.\n",
                name,
                memberNames,
                partitionAttribute,
                first.use().partitionKey().source(),
                first.use().isPrimary() ? "" : " of index " + first.use().indexName())
            .addModifiers(Modifier.PUBLIC)
            .returns(query);
    for (AttributeModel component : KeyComponents.of(first.entity(), first.use().partitionKey())) {
      entry.addParameter(component.type().javaType(), component.name());
    }
    db.addMethod(
        entry
            .addStatement(
                "return new $T(new $T(context, $S, $L, $S, $L, $T.of($L)))",
                query,
                COLLECTION_QUERY,
                name,
                first.use().isPrimary()
                    ? "null"
                    : CodeBlock.of("$S", first.use().indexName()).toString(),
                partitionAttribute,
                QueryWriter.partitionValue(first.entity(), first.use()),
                List.class,
                schemas.build())
            .build());
    db.addType(queryType(query, result, name));
    db.addType(resultType(result, name, members));
  }

  private static TypeSpec queryType(ClassName query, ClassName result, String name) {
    MethodSpec.Builder constructor =
        MethodSpec.constructorBuilder()
            .addParameter(COLLECTION_QUERY, "query")
            .addStatement("this.query = query");
    return TypeSpec.classBuilder(query)
        .addJavadoc("Reads the {@code $L} collection: one page, or all of it.\n", name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addField(COLLECTION_QUERY, "query", Modifier.PRIVATE, Modifier.FINAL)
        .addMethod(constructor.build())
        .addMethod(
            wrap(
                query,
                "limit",
                "At most {@code pageSize} items evaluated per page.",
                TypeName.INT,
                "pageSize"))
        .addMethod(
            wrap(
                query,
                "startAfter",
                "Resumes after the page that returned {@code cursor}.",
                ClassName.get(String.class),
                "cursor"))
        .addMethod(
            wrap(
                query,
                "consistentRead",
                "Strongly consistent reads (refused on a global index).",
                null,
                null))
        .addMethod(
            MethodSpec.methodBuilder("page")
                .addJavadoc("Reads one page; {@code cursor()} of the result resumes after it.\n")
                .addModifiers(Modifier.PUBLIC)
                .returns(result)
                .addStatement("return $T.of(query.page())", result)
                .build())
        .addMethod(
            MethodSpec.methodBuilder("fetch")
                .addJavadoc("Reads the whole collection, page after page.\n")
                .addModifiers(Modifier.PUBLIC)
                .returns(result)
                .addStatement("return $T.of(query.fetchAll())", result)
                .build())
        .addMethod(
            MethodSpec.methodBuilder("describe")
                .addJavadoc("The key condition sent, readable.\n")
                .addModifiers(Modifier.PUBLIC)
                .returns(String.class)
                .addStatement("return query.describe()")
                .build())
        .build();
  }

  private static MethodSpec wrap(
      ClassName query, String method, String doc, TypeName parameter, String name) {
    MethodSpec.Builder builder =
        MethodSpec.methodBuilder(method)
            .addJavadoc(doc + "\n")
            .addModifiers(Modifier.PUBLIC)
            .returns(query);
    if (parameter == null) {
      return builder.addStatement("return new $T(query.$L())", query, method).build();
    }
    return builder
        .addParameter(parameter, name)
        .addStatement("return new $T(query.$L($L))", query, method, name)
        .build();
  }

  private static TypeSpec resultType(ClassName result, String name, List<Member> members) {
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder();
    CodeBlock.Builder arguments = CodeBlock.builder();
    for (Member member : members) {
      TypeName type =
          member.single()
              ? ParameterizedTypeName.get(ClassName.get(Optional.class), member.entity().type())
              : ParameterizedTypeName.get(ClassName.get(List.class), member.entity().type());
      constructor.addParameter(type, member.field());
      arguments.add(
          member.single()
              ? CodeBlock.of(
                  "\npage.itemsOf($T.INSTANCE).stream().findFirst(),",
                  Names.schema(member.entity()))
              : CodeBlock.of("\npage.itemsOf($T.INSTANCE),", Names.schema(member.entity())));
    }
    constructor.addParameter(String.class, "cursor").addParameter(TypeName.INT, "skippedItems");
    return TypeSpec.recordBuilder(result)
        .addJavadoc(
            "The {@code $L} collection as read. {@code cursor} resumes after this page ({@code"
                + " null}\n"
                + "at the end); {@code skippedItems} counts items of other entity types in the"
                + " partition.\n",
            name)
        .addModifiers(Modifier.PUBLIC)
        .recordConstructor(constructor.build())
        .addMethod(
            MethodSpec.methodBuilder("of")
                .addModifiers(Modifier.STATIC)
                .returns(result)
                .addParameter(COLLECTION_PAGE, "page")
                .addStatement(
                    "return new $T($L\npage.cursor(),\npage.skippedItems())",
                    result,
                    arguments.build())
                .build())
        .build();
  }
}
