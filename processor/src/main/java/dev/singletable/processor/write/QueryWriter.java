package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.KeyComponent;
import dev.singletable.processor.plan.QueryPlan;
import dev.singletable.processor.plan.QueryStage;
import javax.lang.model.element.Modifier;

/**
 * The query method of one key pattern and its builder stages ({@link QueryStageWriter}), so the
 * compiler only accepts conditions the key can serve.
 */
final class QueryWriter {

  private final EntityPlan entity;
  private final char delimiter;
  private final TypeName entityQuery;

  QueryWriter(EntityPlan entity, char delimiter) {
    this.entity = entity;
    this.delimiter = delimiter;
    this.entityQuery = ParameterizedTypeName.get(RuntimeTypes.ENTITY_QUERY, entity.type());
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
                        .returns(entityQuery)
                        .addStatement("return query($L)", spec(query, condition(query)))
                        .build()));
  }

  /** A query method returning its first builder stage, and the stages. */
  private void writeStaged(
      QueryPlan query,
      MethodSpec.Builder method,
      ClassName firstStage,
      TypeSpec.Builder repositoryType) {
    if (query.start() instanceof QueryPlan.FoldedPrefix folded) {
      method
          .addStatement(
              "String $L = $L", folded.local(), KeyCode.concatenation(folded.parts(), delimiter))
          .addStatement(
              "return new $T($L, $L)",
              firstStage,
              spec(
                  query,
                  CodeBlock.of("$T.prefix($L)", RuntimeTypes.SORT_KEY_CONDITION, folded.local())),
              folded.local());
    } else {
      method.addStatement("return new $T($L)", firstStage, spec(query, condition(query)));
    }
    repositoryType.addMethod(method.returns(firstStage).build());
    QueryStageWriter stages = new QueryStageWriter(entity, query, delimiter);
    for (QueryStage stage : query.stages()) {
      repositoryType.addType(stages.write(stage));
    }
  }

  /** The condition a query without a folded prefix starts with. */
  private CodeBlock condition(QueryPlan query) {
    ClassName conditions = RuntimeTypes.SORT_KEY_CONDITION;
    if (query.start() instanceof QueryPlan.EqualTo equal) {
      return CodeBlock.of("$T.equalTo($S)", conditions, equal.literal());
    }
    if (query.start() instanceof QueryPlan.Prefix prefix) {
      return CodeBlock.of("$T.prefix($S)", conditions, prefix.literal());
    }
    if (query.start() instanceof QueryPlan.FoldedEqualTo folded) {
      return CodeBlock.of(
          "$T.equalTo($L)",
          conditions,
          KeyCode.checked(
              false, folded.attribute(), KeyCode.concatenation(folded.parts(), delimiter)));
    }
    return CodeBlock.of("$T.any()", conditions);
  }

  private static CodeBlock spec(QueryPlan query, CodeBlock condition) {
    return CodeBlock.of(
        "querySpec($L, $S, $L, $L, $L)",
        query.indexName().map(name -> CodeBlock.of("$S", name).toString()).orElse("null"),
        query.partitionAttribute(),
        KeyCode.partitionValue(query.partition()),
        query.sortAttribute().map(name -> CodeBlock.of("$S", name).toString()).orElse("null"),
        condition);
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
    return CodeBlock.builder()
        .add("{@link $T}", entity.type())
        .add("$L", doc.append(".\n"))
        .build();
  }
}
