package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.KeyComponent;
import dev.singletable.processor.plan.PartitionCall;
import dev.singletable.processor.plan.QueryPlan;
import dev.singletable.processor.plan.QueryStage;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * The query method of one key pattern, its {@code Keys.Target} constant and its builder stages
 * ({@link QueryStageWriter}), so the compiler only accepts conditions the key can serve.
 */
final class QueryWriter {

  private final EntityPlan entity;
  private final QueryFace face;

  /** The query methods of {@code entity} on {@code face}, with their stages and targets. */
  QueryWriter(EntityPlan entity, QueryFace face) {
    this.entity = entity;
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
    if (face.writesStages()) {
      repositoryType.addField(target(query));
    }
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(query.method())
            .addModifiers(Modifier.PUBLIC)
            .addJavadoc(javadoc(query));
    for (KeyComponent component : query.partition().arguments()) {
      method.addParameter(component.attribute().type().javaType(), component.name());
    }
    CodeBlock start = start(query);
    query
        .firstStage()
        .ifPresentOrElse(
            firstStage -> {
              repositoryType.addMethod(
                  method
                      .returns(face.stage(firstStage, queryType(entity, query, face)))
                      .addStatement(
                          query.nativeQuery().isPresent()
                              ? CodeBlock.of("return new $T<>($Z$L)", face.raw(firstStage), start)
                              : CodeBlock.of(
                                  "return new $T<>($Z$L,$W$T.$L)",
                                  face.raw(firstStage),
                                  start,
                                  entity.key(),
                                  query.stages().get(0).sortKey()))
                      .build());
              if (face.writesStages()) {
                QueryStageWriter stages = new QueryStageWriter(entity, query, face);
                for (QueryStage stage : query.stages()) {
                  if (stage.declares()) {
                    repositoryType.addType(stages.write(stage));
                  }
                }
              }
            },
            () ->
                repositoryType.addMethod(
                    method
                        .returns(queryType(entity, query, face))
                        .addStatement("return $L", start)
                        .build()));
  }

  /**
   * {@code static final Keys.Target ORDERS_OF = Keys.table().prefix("ORDER#")}: where the query
   * reads and the sort keys it starts with; declared in the blocking repository, which the
   * asynchronous one reads it from.
   */
  private FieldSpec target(QueryPlan query) {
    if (query.nativeQuery().isPresent()) {
      return nativeTarget(query, query.nativeQuery().get());
    }
    CodeBlock.Builder init = CodeBlock.builder();
    query
        .indexName()
        .ifPresentOrElse(
            name -> init.add("$T.index($S)", RuntimeTypes.KEYS, name),
            () -> init.add("$T.table()", RuntimeTypes.KEYS));
    if (query.start() instanceof QueryPlan.Prefix prefix && !prefix.literal().isEmpty()) {
      init.add(".prefix($S)", prefix.literal());
    } else if (query.start() instanceof QueryPlan.EqualTo equal) {
      init.add(".equalTo($S)", equal.literal());
    } else if (query.start() instanceof QueryPlan.FoldedPrefix) {
      init.add(".foldedPrefix()");
    } else if (query.start() instanceof QueryPlan.FoldedEqualTo folded) {
      init.add(".foldedEqualTo($T.$L)", entity.key(), folded.sortKey());
    }
    return FieldSpec.builder(
            RuntimeTypes.KEYS_TARGET, query.target(), Modifier.STATIC, Modifier.FINAL)
        .initializer(init.build())
        .build();
  }

  /**
   * {@code static final NativeTarget MATCHES_BY_ROUND = NativeTarget.of("Match", "MatchesByRound",
   * MatchSchema.TOURNAMENT_ID, MatchSchema.REGION)}: a native index and the references of its
   * partition attributes, the entity type fixed by {@code typed(...)}.
   */
  private FieldSpec nativeTarget(QueryPlan query, QueryPlan.NativeQuery target) {
    CodeBlock.Builder init =
        CodeBlock.builder()
            .add(
                "$T.of($S,$W$S",
                RuntimeTypes.NATIVE_TARGET,
                target.entityType(),
                query.indexName().orElseThrow());
    for (KeyComponent component : query.partition().arguments()) {
      init.add(",$W$T.$L", entity.schema(), component.constant());
    }
    init.add(")");
    target.typeAttribute().ifPresent(type -> init.add(".typed($S)", type));
    return FieldSpec.builder(
            RuntimeTypes.NATIVE_TARGET, query.target(), Modifier.STATIC, Modifier.FINAL)
        .initializer(init.build())
        .build();
  }

  /**
   * {@code query(ORDERS_OF.at(OrderKey.partitionKey(customerId)))}, or {@code viewQuery(...,
   * ReviewInvertedView.SCHEMA)} for a query of views.
   */
  private CodeBlock start(QueryPlan query) {
    if (query.nativeQuery().isPresent()) {
      return CodeBlock.of(
          "query($L.at($L))",
          target(query.target()),
          String.join(
              ", ", query.partition().arguments().stream().map(KeyComponent::name).toList()));
    }
    CodeBlock.Builder target =
        CodeBlock.builder()
            .add(
                "$L.$L($L",
                target(query.target()),
                query.partition().everyShard() ? "shards" : "at",
                KeyCode.partitionValue(query.partition()));
    if (query.start() instanceof QueryPlan.FoldedPrefix folded) {
      target.add(",$W$L", KeyCode.concatenation(folded.parts(), entity.key()));
    } else if (query.start() instanceof QueryPlan.FoldedEqualTo folded) {
      target.add(",$W$L", KeyCode.concatenation(folded.parts(), entity.key()));
    }
    CodeBlock at = target.add(")").build();
    return query
        .view()
        .map(view -> CodeBlock.of("viewQuery($Z$L,$W$T.SCHEMA)", at, view))
        .orElse(CodeBlock.of("query($Z$L)", at));
  }

  /** The target constant {@code name}: in this repository, or read from the blocking one. */
  private CodeBlock target(String name) {
    return face.writesStages()
        ? CodeBlock.of("$N", name)
        : CodeBlock.of("$T.$N", face.home(), name);
  }

  /**
   * The index name (or {@code null} for the table) and the partition value of a collection's
   * partition, as {@code Tables.collection} takes them.
   */
  static CodeBlock partition(Optional<String> indexName, PartitionCall partition) {
    return CodeBlock.of(
        "$L,$W$L",
        indexName.map(name -> CodeBlock.of("$S", name)).orElse(CodeBlock.of("null")),
        KeyCode.partitionValue(partition));
  }

  private CodeBlock javadoc(QueryPlan query) {
    if (!face.writesStages()) {
      return CodeBlock.of(
          "{@link $T#$L}, whose terminals return futures.\n", face.home(), query.method());
    }
    if (query.nativeQuery().isPresent()) {
      QueryPlan.NativeQuery nativeQuery = query.nativeQuery().get();
      List<String> given =
          nativeQuery.attributes().stream()
              .filter(name -> !nativeQuery.typeAttribute().orElse("").equals(name))
              .toList();
      return CodeBlock.of(
          "{@link $T} items of native index $L whose $L, in {@code $L}"
              + " order (each compared as stored: numbers as numbers).\n",
          entity.type(),
          query.indexName().orElseThrow(),
          given.size() == 1
              ? given.get(0) + " is the given value"
              : String.join(", ", given.subList(0, given.size() - 1))
                  + " and "
                  + given.get(given.size() - 1)
                  + " are the given values",
          query.sortOrder().map(QueryPlan.SortOrder::source).orElse("any"));
    }
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
