package dev.singletable.processor.write;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.CodecNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * The value encoders of a schema's typed references, as cases of one nested class, {@code Encoder},
 * rather than one lambda each. The references are created when the schema class initializes, which
 * is on the first {@code toItem}/{@code fromItem}, and every lambda is a class that the JVM spins
 * at its first use, which made a cold start measurably slower (see benchmarks/README.md). Encoders
 * of generic types (sets, maps, lists of lists), which a cast from Object cannot check, stay
 * lambdas.
 */
final class EncoderCases {

  private static final String ENCODER = "Encoder";

  private final ClassName schema;
  private final List<CodeBlock> cases = new ArrayList<>();
  private final List<String> names = new ArrayList<>();
  private boolean unchecked;

  EncoderCases(ClassName schema) {
    this.schema = schema;
  }

  /**
   * An encoder of values of {@code valueType}: {@code new Encoder(n)} whose case n is {@code
   * encode("(Type) value")}. Never a lambda: the references live in an interface, which reaches the
   * schema's private helpers only through this nested class (and spins no class on first use).
   *
   * @param where the encoded path, which names the case: {@code CREATED_AT}, {@code ADDRESS_CITY}
   */
  CodeBlock encoder(
      TypeName valueType, String parameter, String where, Function<CodeBlock, CodeBlock> encode) {
    TypeName boxed = valueType.box();
    // A cast to a parameterized type (a List<String> element) is unchecked: the reference's
    // type parameter is what guarantees the value's type.
    unchecked |=
        !(boxed instanceof ClassName)
            && !(boxed instanceof ArrayTypeName array && array.componentType().isPrimitive());
    cases.add(encode.apply(CodeBlock.of("($T) value", boxed)));
    names.add(CodecNames.encoderCase(where, names));
    ClassName encoder = schema.nestedClass(ENCODER);
    return CodeBlock.of("new $T($T.$L)", encoder, encoder, names.get(names.size() - 1));
  }

  private MethodSpec.Builder applyMethod() {
    MethodSpec.Builder apply = MethodSpec.methodBuilder("apply").addAnnotation(Override.class);
    if (unchecked) {
      apply.addAnnotation(
          AnnotationSpec.builder(SuppressWarnings.class)
              .addMember("value", "$S", "unchecked")
              .build());
    }
    return apply;
  }

  /** The {@code Encoder} class of the cases made so far; empty when there are none. */
  Optional<TypeSpec> type() {
    if (cases.isEmpty()) {
      return Optional.empty();
    }
    CodeBlock.Builder body = CodeBlock.builder().add("return switch (attribute) {\n$>");
    for (int i = 0; i < cases.size(); i++) {
      body.add("case $L -> $L;\n", names.get(i), cases.get(i));
    }
    body.add(
        "default -> throw new $T(\"no encoder \" + attribute);\n$<};\n",
        IllegalStateException.class);
    // Package-private: the references' interface (OrderRefs) makes them.
    TypeSpec.Builder type =
        TypeSpec.classBuilder(ENCODER)
            .addJavadoc(
                "The value encoders of the typed references: one class for all of them, not one"
                    + " lambda each,\n"
                    + "so that making them spins no classes; nested here, where the schema's"
                    + " helpers are in reach.\n")
            .addModifiers(Modifier.STATIC, Modifier.FINAL);
    for (int i = 0; i < names.size(); i++) {
      type.addField(
          FieldSpec.builder(int.class, names.get(i), Modifier.STATIC, Modifier.FINAL)
              .initializer("$L", i)
              .build());
    }
    return Optional.of(
        type.addSuperinterface(
                ParameterizedTypeName.get(
                    ClassName.get(Function.class), ClassName.OBJECT, RuntimeTypes.ATTRIBUTE_VALUE))
            .addField(int.class, "attribute", Modifier.PRIVATE, Modifier.FINAL)
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addParameter(int.class, "attribute")
                    .addStatement("this.attribute = attribute")
                    .build())
            .addMethod(
                applyMethod()
                    .addModifiers(Modifier.PUBLIC)
                    .addParameter(Object.class, "value")
                    .returns(RuntimeTypes.ATTRIBUTE_VALUE)
                    .addCode(body.build())
                    .build())
            .build());
  }
}
