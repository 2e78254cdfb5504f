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
 * a {@code CollectionQuery<OrderDetails>} whose pages are records with one list (or optional, for
 * an entity that has at most one item per partition) per member entity type; {@code
 * shopAsyncDb.orderDetails(orderId)} the same query answering futures of them.
 */
final class CollectionWriter {

  private final TablePlan design;

  CollectionWriter(TablePlan design) {
    this.design = design;
  }

  /** Adds the collection methods of {@code face}'s Db, and to the blocking Db the records. */
  void write(TypeSpec.Builder db, DbFace face) {
    for (CollectionPlan collection : design.collections()) {
      db.addMethod(entry(collection, face));
      if (face == DbFace.BLOCKING) {
        db.addType(resultType(collection.result(), collection.method(), collection.members()));
      }
    }
  }

  private static MethodSpec entry(CollectionPlan collection, DbFace face) {
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
                "The {@code $L} collection ($L): {@code $L = $L}$L$L.\n",
                name,
                memberNames,
                collection.partitionAttribute(),
                collection.partitionSource(),
                collection.indexName().map(index -> " of index " + index).orElse(""),
                collection.sortKeyPrefix().isEmpty()
                    ? ""
                    : ", {@code "
                        + collection.sortAttribute()
                        + "} begins with {@code \""
                        + collection.sortKeyPrefix()
                        + "\"}")
            .addModifiers(Modifier.PUBLIC)
            .returns(
                ParameterizedTypeName.get(
                    RuntimeTypes.COLLECTION_QUERY, face.terminal(collection.result())));
    for (KeyComponent component : collection.partition().arguments()) {
      entry.addParameter(component.attribute().type().javaType(), component.name());
    }
    // A sub-collection passes its sort-key prefix as a constant; the runtime sends begins_with.
    CodeBlock prefix =
        collection.sortKeyPrefix().isEmpty()
            ? CodeBlock.of("")
            : CodeBlock.of(", $S", collection.sortKeyPrefix());
    return entry
        .addStatement(
            "return $T.collection(table, $S,\n$L$L,\n$T.of($L),\n$T::of, $L)",
            RuntimeTypes.TABLES,
            name,
            QueryWriter.partition(collection.indexName(), collection.partition()),
            prefix,
            List.class,
            schemas.build(),
            collection.result(),
            face.face())
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
        .addJavadoc("A page of {@code $L}; {@code skippedItems}: items of other types.\n", name)
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
