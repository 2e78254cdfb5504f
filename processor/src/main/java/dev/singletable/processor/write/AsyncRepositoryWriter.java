package dev.singletable.processor.write;

import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.QueryPlan;
import dev.singletable.processor.plan.TablePlan;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code OrderAsyncRepository}, the repository of the asynchronous face: reads and writes
 * returning futures, inherited from {@code AsyncEntityRepository}; {@code update} and {@code
 * upsert}, which hand out the blocking repository's {@code OrderUpdate} typed to answer futures;
 * and the query methods with their stages rendered for this face ({@link QueryWriter} given the
 * asynchronous query types), whose terminals return futures.
 */
final class AsyncRepositoryWriter {

  private static final Modifier[] NONE = {};

  JavaFile write(TablePlan.AsyncTypes async, EntityPlan entity) {
    UpdateWriter updates = new UpdateWriter(entity);
    TypeSpec.Builder type =
        TypeSpec.classBuilder(DbFace.ASYNC.repository(entity))
            .addJavadoc(
                "{@link $T} items through an asynchronous client: every terminal returns a"
                    + " future.\n",
                entity.type())
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .superclass(updates.repositoryBase(RuntimeTypes.ASYNC_ENTITY_REPOSITORY, DbFace.ASYNC))
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addJavadoc("Used by {@link $T}; obtain repositories from there.\n", async.db())
                    .addModifiers(
                        entity.publicConstructors() ? new Modifier[] {Modifier.PUBLIC} : NONE)
                    .addParameter(RuntimeTypes.TABLE_HANDLE, "table")
                    .addStatement(
                        "super(table, $T.INSTANCE, $T::new)",
                        entity.schema(),
                        entity.update().update())
                    .build());
    QueryWriter queries = new QueryWriter(entity, DbFace.ASYNC.query(entity));
    for (QueryPlan query : entity.queries()) {
      queries.write(query, type);
    }
    return SourceFiles.file(entity.type().packageName(), type, entity.origins());
  }
}
