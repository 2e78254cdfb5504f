package dev.singletable.processor.write;

import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.TableModel;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code OrderRepository}: CRUD inherited from {@code EntityRepository}, one query method
 * per key pattern of the table and of every index that projects whole items, and the typed update.
 */
final class RepositoryWriter {

  JavaFile write(TableModel table, EntityModel entity) {
    TypeSpec.Builder type =
        TypeSpec.classBuilder(Names.repository(entity))
            .addJavadoc(
                "Reads, writes and queries {@link $T} items; reach it with {@code $T.$L()}.\n",
                entity.type(),
                Names.db(table),
                Names.entityAccessor(entity))
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .superclass(
                ParameterizedTypeName.get(
                    Names.ENTITY_REPOSITORY, entity.type(), Names.key(entity)))
            .addField(
                FieldSpec.builder(
                        String.class,
                        KeyCode.ENTITY,
                        Modifier.PRIVATE,
                        Modifier.STATIC,
                        Modifier.FINAL)
                    .initializer("$S", entity.typeName())
                    .build())
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addJavadoc(
                        "Used by {@link $T}; obtain repositories from there.\n", Names.db(table))
                    .addModifiers(Modifier.PUBLIC)
                    .addParameter(Names.TABLE_CONTEXT, "context")
                    .addStatement("super(context, $T.INSTANCE)", Names.schema(entity))
                    .build());
    for (KeyUse use : entity.keyUses()) {
      if (entity.readableFrom(use, table.entityTypeAttribute())) {
        new QueryWriter(table, entity).write(use, type);
      }
    }
    new UpdateWriter(table, entity).write(type);
    return SourceFiles.file(entity.type().packageName(), type, List.of(entity.origin().element()));
  }
}
