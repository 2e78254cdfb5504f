package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.KeyComponent;
import dev.singletable.processor.plan.QueryPlan;
import dev.singletable.processor.plan.TablePlan;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code OrderAsyncRepository}: reads and writes returning futures, inherited from {@code
 * AsyncEntityRepository}, and the update and query methods of {@code OrderRepository}, which hand
 * out the very same builders (their {@code executeAsync()} and {@code pageAsync()} send without
 * blocking), so no builder is generated twice.
 */
final class AsyncRepositoryWriter {

  private static final Modifier[] NONE = {};

  JavaFile write(TablePlan table, EntityPlan entity) {
    TypeSpec.Builder type =
        TypeSpec.classBuilder(entity.asyncRepository())
            .addJavadoc(
                "Reads, writes and queries {@link $T} items through an asynchronous client; reach"
                    + " it with\n"
                    + "{@code $T.$L()}. Reads and writes return futures; {@code update}, {@code"
                    + " upsert} and the\n"
                    + "queries return the builders of {@link $T}: end them with {@code"
                    + " executeAsync()},\n"
                    + "{@code pageAsync()}, {@code listAsync()} or {@code"
                    + " forEachPageAsync(...)}.\n",
                entity.type(),
                table.types().asyncDb(),
                entity.accessor(),
                entity.repository())
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .superclass(
                ParameterizedTypeName.get(
                    RuntimeTypes.ASYNC_ENTITY_REPOSITORY, entity.type(), entity.key()))
            .addField(entity.repository(), "repository", Modifier.PRIVATE, Modifier.FINAL)
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addJavadoc(
                        "Used by {@link $T}; obtain repositories from there.\n",
                        table.types().asyncDb())
                    .addModifiers(
                        entity.publicConstructors() ? new Modifier[] {Modifier.PUBLIC} : NONE)
                    .addParameter(entity.repository(), "repository")
                    .addStatement("super(repository)")
                    .addStatement("this.repository = repository")
                    .build());
    TypeName update = entity.update().update();
    type.addMethod(
            delegate(
                    "update",
                    update,
                    CodeBlock.of(
                        "Updates the existing item with this key; send it with {@code"
                            + " executeAsync()}."))
                .addParameter(entity.key(), "key")
                .addStatement("return repository.update(key)")
                .build())
        .addMethod(
            delegate(
                    "upsert",
                    update,
                    CodeBlock.of(
                        "Updates the item with this key, creating it when absent; send it with"
                            + " {@code executeAsync()}."))
                .addParameter(entity.key(), "key")
                .addStatement("return repository.upsert(key)")
                .build());
    for (QueryPlan query : entity.queries()) {
      MethodSpec.Builder method =
          delegate(
              query.method(),
              query
                  .firstStage()
                  .<TypeName>map(stage -> stage)
                  .orElse(QueryWriter.queryType(entity, query)),
              query.view().isPresent()
                  ? CodeBlock.of(
                      "The query of {@link $T#$L}: end it with {@code pageAsync()}, {@code"
                          + " listAsync()} or\n{@code fetchItemsAsync()}.",
                      entity.repository(),
                      query.method())
                  : CodeBlock.of(
                      "The query of {@link $T#$L}: end it with {@code pageAsync()}, {@code"
                          + " listAsync()} or\n{@code forEachPageAsync(...)}.",
                      entity.repository(),
                      query.method()));
      CodeBlock.Builder arguments = CodeBlock.builder();
      for (KeyComponent component : query.partition().arguments()) {
        method.addParameter(component.attribute().type().javaType(), component.name());
        arguments.add(arguments.isEmpty() ? "$N" : ", $N", component.name());
      }
      type.addMethod(
          method
              .addStatement("return repository.$N($L)", query.method(), arguments.build())
              .build());
    }
    return SourceFiles.file(entity.type().packageName(), type, entity.origins());
  }

  private static MethodSpec.Builder delegate(String name, TypeName returns, CodeBlock doc) {
    return MethodSpec.methodBuilder(name)
        .addJavadoc("$L\n", doc)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns);
  }
}
