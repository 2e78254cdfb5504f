package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.KeyTemplate;
import dev.singletable.processor.plan.QueryPlan;
import dev.singletable.processor.plan.TablePlan;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code OrderRepository}: CRUD inherited from {@code EntityRepository}, one query method
 * per key pattern of the table and of every index (returning entities, or views where the index
 * does not project whole items), and the typed update that {@code update(key)} and {@code
 * upsert(key)} return.
 */
final class RepositoryWriter {

  private static final Modifier[] NONE = {};

  JavaFile write(TablePlan table, EntityPlan entity) {
    TypeSpec.Builder type =
        TypeSpec.classBuilder(entity.repository())
            .addJavadoc(
                "Reads, writes and queries {@link $T} items; reach it with {@code $T.$L()}.\n",
                entity.type(),
                table.types().db(),
                entity.accessor())
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .superclass(
                ParameterizedTypeName.get(
                    RuntimeTypes.ENTITY_REPOSITORY, entity.type(), entity.key()))
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addJavadoc(
                        "Used by {@link $T}; obtain repositories from there.\n", table.types().db())
                    .addModifiers(
                        entity.publicConstructors() ? new Modifier[] {Modifier.PUBLIC} : NONE)
                    .addParameter(RuntimeTypes.TABLE_HANDLE, "table")
                    .addStatement("super(table, $T.INSTANCE)", entity.schema())
                    .build());
    if (entity.queries().stream().anyMatch(RepositoryWriter::converts)) {
      // A converted key component's check names the entity when a value converts to null.
      type.addField(KeyCode.entityField(CodeBlock.of("$S", entity.typeName())));
    }
    new UpdateWriter(entity).write(type);
    QueryWriter queries = new QueryWriter(entity);
    for (QueryPlan query : entity.queries()) {
      queries.write(query, type);
    }
    return SourceFiles.file(entity.type().packageName(), type, entity.origins());
  }

  /** Whether a query encodes a value type or converted type, in a stage or a folded prefix. */
  private static boolean converts(QueryPlan query) {
    List<KeyTemplate.Part> folded =
        query.start() instanceof QueryPlan.FoldedPrefix prefix
            ? prefix.parts()
            : query.start() instanceof QueryPlan.FoldedEqualTo equal ? equal.parts() : List.of();
    return query.stages().stream()
            .anyMatch(stage -> stage.component().attribute().conversion() != null)
        || folded.stream()
            .anyMatch(
                part ->
                    part instanceof KeyTemplate.Value value
                        && value.component().attribute().conversion() != null);
  }
}
