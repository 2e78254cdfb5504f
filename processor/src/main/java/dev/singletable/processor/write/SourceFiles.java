package dev.singletable.processor.write;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import javax.lang.model.element.Element;

/**
 * The decoration every generated file shares: {@code @Generated} without a date (so output is
 * reproducible), originating elements for incremental builds, and formatting: the project's
 * two-space indentation, and statements that JavaPoet wraps at 100 columns where the writers allow
 * it ({@code $W}).
 */
final class SourceFiles {

  static final String GENERATOR = "dev.singletable.processor.SingletableProcessor";

  private static final ClassName GENERATED =
      ClassName.get("javax.annotation.processing", "Generated");

  private SourceFiles() {}

  static AnnotationSpec generated() {
    return AnnotationSpec.builder(GENERATED).addMember("value", "$S", GENERATOR).build();
  }

  /** Adds {@code @Generated} and the originating elements, and wraps the type in a file. */
  static JavaFile file(
      String packageName, TypeSpec.Builder type, Iterable<? extends Element> origins) {
    type.addAnnotation(generated());
    for (Element origin : origins) {
      type.addOriginatingElement(origin);
    }
    return JavaFile.builder(packageName, type.build())
        .skipJavaLangImports(true)
        .indent("  ")
        .build();
  }
}
