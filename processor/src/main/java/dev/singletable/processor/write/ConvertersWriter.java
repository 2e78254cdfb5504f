package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.model.Conversion;
import dev.singletable.processor.plan.TablePlan;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code ShopConverters}: one instance of each converter the table declares, made with
 * {@code new} when the class initializes, which every schema, key and query of the table calls.
 */
final class ConvertersWriter {

  JavaFile write(TablePlan design) {
    ClassName holder = design.converters().get(0).holder();
    TypeSpec.Builder type =
        TypeSpec.classBuilder(holder)
            .addJavadoc(
                "The converters declared on {@link $T}, one shared instance each.\n",
                design.table().type())
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    for (Conversion.Converter converter : design.converters()) {
      type.addField(
          FieldSpec.builder(
                  converter.converter(),
                  converter.field(),
                  Modifier.PUBLIC,
                  Modifier.STATIC,
                  Modifier.FINAL)
              .addJavadoc(
                  "{@link $T}, storing as {@code $L}.\n",
                  converter.converter(),
                  converter.storedType())
              .initializer("new $T()", converter.converter())
              .build());
    }
    return SourceFiles.file(holder.packageName(), type, design.origins());
  }
}
