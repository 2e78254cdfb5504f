package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.KeyComponent;
import dev.singletable.processor.plan.PartitionCall;
import dev.singletable.processor.plan.QueryPlan;
import dev.singletable.processor.plan.QueryStage;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * The query method of one key pattern and its builder stages ({@link QueryStageWriter}), so the
 * compiler only accepts conditions the key can serve.
 */
final class QueryWriter {

  private final EntityPlan entity;
  private final char delimiter;
  private final QueryFace face;

  QueryWriter(EntityPlan entity, char delimiter, QueryFace face) {
    this.entity = entity;
    this.delimiter = delimiter;
    this.face = face;
  }

  /**
   * What a query method's builder is on {@code face}: {@code EntityQuery<Order>}, or {@code
   * ViewQuery<ReviewInvertedView, Review, ReviewKey>} on an index that does not project whole items
   * (their {@code Async} twins on the asynchronous face).
   */
  static TypeName queryType(EntityPlan entity, QueryPlan query, QueryFace face) {
    return queryType(entity.type(), entity.key(), query.view(), face);
  }

  /** What a query of {@code entity} (of {@code view}s, when present) is on {@code face}. */
  static TypeName queryType(
      ClassName entity, ClassName key, Optional<ClassName> view, QueryFace face) {
    return view.<TypeName>map(v -> ParameterizedTypeName.get(face.viewQuery(), v, entity, key))
        .orElse(ParameterizedTypeName.get(face.entityQuery(), entity));
  }

  void write(QueryPlan query, TypeSpec.Builder repositoryType) {
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(query.method())
            .addModifiers(Modifier.PUBLIC)
            .addJavadoc(javadoc(query));
    for (KeyComponent component : query.partition().arguments()) {
      method.addParameter(component.attribute().type().javaType(), component.name());
    }
    query
        .firstStage()
        .ifPresentOrElse(
            firstStage -> writeStaged(query, method, firstStage, repositoryType),
            () ->
                repositoryType.addMethod(
                    method
                        .returns(queryType(entity, query, face))
                        .addStatement("return $L", start(query, condition(query)))
                        .build()));
  }

  /** A query method returning its first builder stage, and the stages. */
  private void writeStaged(
      QueryPlan query,
      MethodSpec.Builder method,
      ClassName plannedStage,
      TypeSpec.Builder repositoryType) {
    ClassName firstStage = face.stage(plannedStage);
    if (query.start() instanceof QueryPlan.FoldedPrefix folded) {
      method
          .addStatement(
              "String $L =$W$L", folded.local(), KeyCode.concatenation(folded.parts(), delimiter))
          .addStatement(
              "return new $T($L,$W$L)",
              firstStage,
              start(query, CodeBlock.of("$T.prefix($L)", RuntimeTypes.SORT_KEY, folded.local())),
              folded.local());
    } else {
      method.addStatement("return new $T($L)", firstStage, start(query, condition(query)));
    }
    repositoryType.addMethod(method.returns(firstStage).build());
    QueryStageWriter stages = new QueryStageWriter(entity, query, delimiter, face);
    for (QueryStage stage : query.stages()) {
      repositoryType.addType(stages.write(stage));
    }
  }

  /**
   * {@code query(target)}, or {@code viewQuery(target, ReviewInvertedView.SCHEMA)} for a query of
   * views.
   */
  private static CodeBlock start(QueryPlan query, CodeBlock condition) {
    return query
        .view()
        .map(view -> CodeBlock.of("viewQuery($L,$W$T.SCHEMA)", target(query, condition), view))
        .orElse(CodeBlock.of("query($L)", target(query, condition)));
  }

  /**
   * The sort keys a query without a folded prefix starts with; {@code null} for the whole partition
   * (the empty prefix included).
   */
  private CodeBlock condition(QueryPlan query) {
    ClassName sortKey = RuntimeTypes.SORT_KEY;
    if (query.start() instanceof QueryPlan.EqualTo equal) {
      return CodeBlock.of("$T.equalTo($S)", sortKey, equal.literal());
    }
    if (query.start() instanceof QueryPlan.Prefix prefix && !prefix.literal().isEmpty()) {
      return CodeBlock.of("$T.prefix($S)", sortKey, prefix.literal());
    }
    if (query.start() instanceof QueryPlan.FoldedEqualTo folded) {
      return CodeBlock.of(
          "$T.equalTo($L)",
          sortKey,
          KeyCode.checked(
              false, folded.attribute(), KeyCode.concatenation(folded.parts(), delimiter)));
    }
    return null;
  }

  /**
   * {@code QueryTarget.index("GSI1", OrderSchema.gsi1PartitionKey(status)).sortKey(...)}: the
   * partition of the table or index, and the sort keys {@code condition} selects (all when null).
   */
  static CodeBlock target(
      Optional<String> indexName, PartitionCall partition, CodeBlock condition) {
    CodeBlock.Builder target = CodeBlock.builder();
    String shards = partition.everyShard() ? "Shards" : "";
    indexName.ifPresentOrElse(
        name ->
            target.add(
                "$T.index$L($S,$W$L)",
                RuntimeTypes.QUERY_TARGET,
                shards,
                name,
                KeyCode.partitionValue(partition)),
        () ->
            target.add(
                "$T.table$L($L)",
                RuntimeTypes.QUERY_TARGET,
                shards,
                KeyCode.partitionValue(partition)));
    if (condition != null) {
      target.add("$Z.sortKey($L)", condition);
    }
    return target.build();
  }

  private static CodeBlock target(QueryPlan query, CodeBlock condition) {
    return target(query.indexName(), query.partition(), condition);
  }

  private CodeBlock javadoc(QueryPlan query) {
    StringBuilder doc =
        new StringBuilder(" items of partition {@code ")
            .append(query.partitionAttribute())
            .append(" = ")
            .append(query.partitionSource())
            .append('}');
    query.indexName().ifPresent(name -> doc.append(" of index ").append(name));
    query
        .sortOrder()
        .ifPresent(
            order ->
                doc.append(", in {@code ")
                    .append(order.attribute())
                    .append(" = ")
                    .append(order.source())
                    .append("} order"));
    CodeBlock.Builder javadoc = CodeBlock.builder();
    if (query.view().isPresent()) {
      javadoc.add(
          "Views ({@link $T}: keys$L) of the {@link $T}",
          query.view().get(),
          query.viewIncludes() ? " and included attributes" : " only",
          entity.type());
      doc.append(
          ": the index does not project whole items; {@code fetchItems()} or {@code"
              + " fetch(page.items())} read them");
    } else {
      javadoc.add("{@link $T}", entity.type());
    }
    return javadoc.add("$L", doc.append(".\n")).build();
  }
}
