package dev.singletable.processor.write;

import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.DeclaredPatternPlan;
import dev.singletable.processor.plan.TablePlan;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code ShopAsync}, the asynchronous twin of the table interface {@code Shop}: each read
 * {@code Shop} declares, returning a {@code CompletableFuture} of the shape it has there. {@code
 * ShopAsyncDb} implements it, as {@code ShopDb} implements {@code Shop}.
 */
final class AsyncInterfaceWriter {

  JavaFile write(TablePlan design, TablePlan.AsyncTypes async) {
    TypeSpec.Builder type =
        TypeSpec.interfaceBuilder(async.twin())
            .addJavadoc(
                "The reads {@link $T} declares, each returning a {@code CompletableFuture} of the"
                    + " shape it has\n"
                    + "there; implemented by {@link $T}.\n",
                design.table().type(),
                async.db())
            .addModifiers(Modifier.PUBLIC);
    for (DeclaredPatternPlan pattern : design.declaredPatterns()) {
      MethodSpec.Builder method =
          MethodSpec.methodBuilder(pattern.method())
              .addJavadoc("$L\n", DeclaredPatternWriter.sentence(pattern.sentence()))
              .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
              .returns(DbFace.ASYNC.terminal(pattern.returnType()));
      for (DeclaredPatternPlan.Parameter parameter : pattern.parameters()) {
        method.addParameter(parameter.type(), parameter.name());
      }
      type.addMethod(method.build());
    }
    return SourceFiles.file(design.table().type().packageName(), type, design.origins());
  }
}
