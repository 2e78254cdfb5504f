package dev.singletable.processor.write;

import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.QueryPlan;
import dev.singletable.processor.plan.TablePlan;
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
    UpdateWriter updates = new UpdateWriter(entity);
    TypeSpec.Builder type =
        TypeSpec.classBuilder(entity.repository())
            .addJavadoc(
                "Reads, writes and queries {@link $T} items ({@code $T.$L()}).\n",
                entity.type(),
                table.types().db(),
                entity.accessor())
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .superclass(updates.repositoryBase(RuntimeTypes.ENTITY_REPOSITORY, DbFace.BLOCKING))
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addJavadoc(
                        "Used by {@link $T}; obtain repositories from there.\n", table.types().db())
                    .addModifiers(
                        entity.publicConstructors() ? new Modifier[] {Modifier.PUBLIC} : NONE)
                    .addParameter(RuntimeTypes.TABLE_HANDLE, "table")
                    .addStatement(
                        "super(table, $T.INSTANCE, $T::new)",
                        entity.schema(),
                        entity.update().update())
                    .build());
    updates.write(type);
    QueryWriter queries = new QueryWriter(entity, DbFace.BLOCKING.query(entity));
    for (QueryPlan query : entity.queries()) {
      queries.write(query, type);
    }
    return SourceFiles.file(entity.type().packageName(), type, entity.origins());
  }
}
