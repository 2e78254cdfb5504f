package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.CollectionPlan;
import dev.singletable.processor.plan.KeyComponent;
import dev.singletable.processor.plan.TablePlan;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes the typed item-collection queries of a table: {@code shopDb.orderDetails(orderId)} returns
 * a query whose pages are records with one list (or optional, for an entity that has at most one
 * item per partition) per member entity type.
 */
final class CollectionWriter {

  private final TablePlan design;

  CollectionWriter(TablePlan design) {
    this.design = design;
  }

  void write(TypeSpec.Builder db) {
    for (CollectionPlan collection : design.collections()) {
      db.addMethod(entry(collection));
      db.addType(queryType(collection.query(), collection.result(), collection.method()));
      db.addType(resultType(collection.result(), collection.method(), collection.members()));
    }
  }

  /**
   * Adds the collection methods to the asynchronous Db: they return the same query types, whose
   * {@code pageAsync()} and {@code fetchAsync()} send without blocking.
   */
  void addEntryPoints(TypeSpec.Builder asyncDb) {
    design.collections().forEach(collection -> asyncDb.addMethod(entry(collection)));
  }

  private static MethodSpec entry(CollectionPlan collection) {
    List<CollectionPlan.Member> members = collection.members();
    String name = collection.method();
    String memberNames =
        String.join(", ", members.stream().map(CollectionPlan.Member::simpleName).toList());
    CodeBlock.Builder schemas = CodeBlock.builder();
    for (int i = 0; i < members.size(); i++) {
      schemas.add(i == 0 ? "$T.INSTANCE" : ",$W$T.INSTANCE", members.get(i).schema());
    }
    MethodSpec.Builder entry =
        MethodSpec.methodBuilder(name)
            .addJavadoc(
                "The {@code $L} item collection ($L) of partition {@code $L = $L}$L, read with"
                    + " one\n"
                    + "Query per page.\n",
                name,
                memberNames,
                collection.partitionAttribute(),
                collection.partitionSource(),
                collection.indexName().map(index -> " of index " + index).orElse(""))
            .addModifiers(Modifier.PUBLIC)
            .returns(collection.query());
    for (KeyComponent component : collection.partition().arguments()) {
      entry.addParameter(component.attribute().type().javaType(), component.name());
    }
    return entry
        .addStatement(
            "return new $T($T.of(table, $S,\n$L,\n$T.of($L)))",
            collection.query(),
            RuntimeTypes.COLLECTION_QUERY,
            name,
            QueryWriter.partition(collection.indexName(), collection.partition()),
            List.class,
            schemas.build())
        .build();
  }

  private static TypeSpec queryType(ClassName query, ClassName result, String name) {
    MethodSpec.Builder constructor =
        MethodSpec.constructorBuilder()
            .addParameter(RuntimeTypes.COLLECTION_QUERY, "query")
            .addStatement("this.query = query");
    return TypeSpec.classBuilder(query)
        .addJavadoc("Reads the {@code $L} collection: one page, or all of it.\n", name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addField(RuntimeTypes.COLLECTION_QUERY, "query", Modifier.PRIVATE, Modifier.FINAL)
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
            MethodSpec.methodBuilder("pageAsync")
                .addJavadoc(
                    "{@link #page()} without holding the calling thread (a table opened with an\n"
                        + "asynchronous client).\n")
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(RuntimeTypes.COMPLETABLE_FUTURE, result))
                .addStatement("return query.pageAsync($T::of)", result)
                .build())
        .addMethod(
            MethodSpec.methodBuilder("fetchAsync")
                .addJavadoc(
                    "{@link #fetch()} without holding the calling thread: each page is requested"
                        + " when the\n"
                        + "previous one arrives.\n")
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(RuntimeTypes.COMPLETABLE_FUTURE, result))
                .addStatement("return query.fetchAllAsync($T::of)", result)
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

  private static TypeSpec resultType(
      ClassName result, String name, List<CollectionPlan.Member> members) {
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder();
    CodeBlock.Builder arguments = CodeBlock.builder();
    for (CollectionPlan.Member member : members) {
      TypeName type =
          member.single()
              ? ParameterizedTypeName.get(ClassName.get(Optional.class), member.type())
              : ParameterizedTypeName.get(ClassName.get(List.class), member.type());
      constructor.addParameter(type, member.field());
      arguments.add(
          member.single()
              ? CodeBlock.of("\npage.itemsOf($T.INSTANCE).stream().findFirst(),", member.schema())
              : CodeBlock.of("\npage.itemsOf($T.INSTANCE),", member.schema()));
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
                .addParameter(RuntimeTypes.COLLECTION_PAGE, "page")
                .addStatement(
                    "return new $T($L\npage.cursor(),\npage.skippedItems())",
                    result,
                    arguments.build())
                .build())
        .build();
  }
}
