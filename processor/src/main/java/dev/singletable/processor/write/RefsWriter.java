package dev.singletable.processor.write;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.ValueType;
import dev.singletable.processor.plan.CodecNames;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * The typed attribute references of a schema ({@code OrderSchema.TOTAL}), used to build conditions,
 * filters and updates, and one reference class per nested type ({@code AddressRef}).
 *
 * <p>The references are created when the schema class initializes, which is on the first {@code
 * toItem}/{@code fromItem}. Their value encoders are therefore cases of one nested class, {@code
 * Encoder}, rather than one lambda each: every lambda is a class that the JVM spins at its first
 * use, which made a cold start measurably slower (see benchmarks/README.md). Encoders of generic
 * types (sets, maps, lists of lists), which a cast from Object cannot check, stay lambdas.
 */
final class RefsWriter {

  private static final String ENCODER = "Encoder";

  private final ClassName schema;
  private final ValueCodecs codecs;
  private final Map<String, TypeSpec> nestedRefs = new LinkedHashMap<>();
  private final List<CodeBlock> encoderCases = new ArrayList<>();
  private final List<String> encoderNames = new ArrayList<>();

  RefsWriter(ClassName schema, ValueCodecs codecs) {
    this.schema = schema;
    this.codecs = codecs;
  }

  /** The reference classes of nested types needed by the fields produced so far. */
  List<TypeSpec> nestedTypes() {
    List<TypeSpec> types = new ArrayList<>(nestedRefs.values());
    if (!encoderCases.isEmpty()) {
      types.add(encoderType());
    }
    return types;
  }

  /**
   * An encoder of values of {@code valueType}: {@code new Encoder(n)} whose case n is {@code
   * encode("(Type) value")}, or a lambda when the cast would be unchecked.
   */
  private CodeBlock encoder(
      TypeName valueType, String parameter, String where, Function<CodeBlock, CodeBlock> encode) {
    TypeName boxed = valueType.box();
    if (!(boxed instanceof ClassName)
        && !(boxed instanceof ArrayTypeName array && array.componentType().isPrimitive())) {
      return CodeBlock.of("$L -> $L", parameter, encode.apply(CodeBlock.of(parameter)));
    }
    encoderCases.add(encode.apply(CodeBlock.of("($T) value", boxed)));
    encoderNames.add(caseName(where));
    return CodeBlock.of(
        "new $T($T.$L)",
        schema.nestedClass(ENCODER),
        schema.nestedClass(ENCODER),
        encoderNames.get(encoderNames.size() - 1));
  }

  /**
   * A constant naming the encoded path: {@code CREATED_AT}, {@code ADDRESS_CITY}, {@code
   * TAGS_ELEMENT}.
   */
  private String caseName(String where) {
    return CodecNames.encoderCase(where, encoderNames);
  }

  private TypeSpec encoderType() {
    CodeBlock.Builder body = CodeBlock.builder().add("return switch (attribute) {\n$>");
    for (int i = 0; i < encoderCases.size(); i++) {
      body.add("case $L -> $L;\n", encoderNames.get(i), encoderCases.get(i));
    }
    body.add(
        "default -> throw new $T(\"no encoder \" + attribute);\n$<};\n",
        IllegalStateException.class);
    TypeSpec.Builder type =
        TypeSpec.classBuilder(ENCODER)
            .addJavadoc(
                "The value encoders of the typed references: one class for all of them, not one"
                    + " lambda each,\n"
                    + "so that initializing the schema on a cold start spins no classes.\n")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL);
    for (int i = 0; i < encoderNames.size(); i++) {
      type.addField(
          FieldSpec.builder(int.class, encoderNames.get(i), Modifier.STATIC, Modifier.FINAL)
              .initializer("$L", i)
              .build());
    }
    return type.addSuperinterface(
            ParameterizedTypeName.get(
                ClassName.get(Function.class), ClassName.OBJECT, RuntimeTypes.ATTRIBUTE_VALUE))
        .addField(int.class, "attribute", Modifier.PRIVATE, Modifier.FINAL)
        .addMethod(
            MethodSpec.constructorBuilder()
                .addParameter(int.class, "attribute")
                .addStatement("this.attribute = attribute")
                .build())
        .addMethod(
            MethodSpec.methodBuilder("apply")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(Object.class, "value")
                .returns(RuntimeTypes.ATTRIBUTE_VALUE)
                .addCode(body.build())
                .build())
        .build();
  }

  /** The reference constant {@code name} of a stored attribute. */
  FieldSpec field(AttributeModel attribute, String name) {
    CodeBlock path = CodeBlock.of("$T.attribute($S)", RuntimeTypes.PATH, attribute.storedName());
    return FieldSpec.builder(
            type(attribute), name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(
            "The {@code $L} attribute (stored as {@code $L}).\n",
            attribute.name(),
            attribute.storedName())
        .initializer(initializer(attribute, path))
        .build();
  }

  private TypeName type(AttributeModel attribute) {
    if (attribute.has(Role.TTL)) {
      return attribute.scalarKind() == ScalarKind.INSTANT
          ? ParameterizedTypeName.get(RuntimeTypes.COMPARABLE_REF, ClassName.get(Instant.class))
          : ParameterizedTypeName.get(RuntimeTypes.NUMBER_REF, ClassName.get(Long.class));
    }
    return type(attribute.type());
  }

  private CodeBlock initializer(AttributeModel attribute, CodeBlock path) {
    if (attribute.has(Role.TTL)) {
      String ref = attribute.scalarKind() == ScalarKind.INSTANT ? "ComparableRef" : "NumberRef";
      TypeName valueType = ((ParameterizedTypeName) type(attribute)).typeArguments().get(0);
      return CodeBlock.of(
          "new $T<>($L, $L)",
          ClassName.get(RuntimeTypes.EXPRESSION, ref),
          path,
          encoder(
              valueType,
              "value",
              attribute.name(),
              value -> AttributeReading.encode(codecs, attribute, value, attribute.name())));
    }
    return initializer(attribute.type(), path, attribute.name());
  }

  TypeName type(ValueType type) {
    if (type instanceof ValueType.OptionalOf optional) {
      return type(optional.value());
    }
    TypeName javaType = type.javaType().box();
    if (type instanceof ValueType.Scalar scalar) {
      return switch (scalar.kind()) {
        case STRING -> RuntimeTypes.STRING_REF;
        case BOOLEAN, BYTES, SDK_BYTES ->
            ParameterizedTypeName.get(RuntimeTypes.ATTRIBUTE_REF, javaType);
        case BYTE, SHORT, INT, LONG, FLOAT, DOUBLE, BIG_DECIMAL, BIG_INTEGER ->
            ParameterizedTypeName.get(RuntimeTypes.NUMBER_REF, javaType);
        default -> ParameterizedTypeName.get(RuntimeTypes.COMPARABLE_REF, javaType);
      };
    }
    if (type instanceof ValueType.ListOf list) {
      return ParameterizedTypeName.get(RuntimeTypes.LIST_REF, list.element().javaType().box());
    }
    if (type instanceof ValueType.SetOf set) {
      return ParameterizedTypeName.get(RuntimeTypes.SET_REF, set.element().javaType().box());
    }
    if (type instanceof ValueType.MapOf map) {
      return ParameterizedTypeName.get(RuntimeTypes.MAP_REF, map.value().javaType().box());
    }
    if (type instanceof ValueType.Embedded embedded) {
      return schema.nestedClass(refClassName(embedded));
    }
    throw new IllegalStateException("no reference type for " + type);
  }

  CodeBlock initializer(ValueType type, CodeBlock path, String where) {
    if (type instanceof ValueType.OptionalOf optional) {
      return initializer(optional.value(), path, where);
    }
    if (type instanceof ValueType.Scalar scalar) {
      if (scalar.kind() == ScalarKind.STRING) {
        return CodeBlock.of("new $T($L)", RuntimeTypes.STRING_REF, path);
      }
      ClassName ref = ((ParameterizedTypeName) type(type)).rawType();
      return CodeBlock.of(
          "new $T<>($L, $L)",
          ref,
          path,
          encoder(type.javaType(), "value", where, value -> codecs.encode(type, value, where)));
    }
    if (type instanceof ValueType.ListOf list) {
      return CodeBlock.of(
          "new $T<>($L, $L)",
          RuntimeTypes.LIST_REF,
          path,
          encoder(
              list.element().javaType(),
              "element",
              where + "[]",
              element -> codecs.encode(list.element(), element, where + "[]")));
    }
    if (type instanceof ValueType.SetOf set) {
      return CodeBlock.of(
          "new $T<>($L, values -> $L, $L)",
          RuntimeTypes.SET_REF,
          path,
          codecs.encode(set, CodeBlock.of("values"), where),
          encoder(
              set.element().javaType(),
              "element",
              where + " element",
              element -> codecs.encode(set.element(), element, where)));
    }
    if (type instanceof ValueType.MapOf map) {
      return CodeBlock.of(
          "new $T<>($L, $L)",
          RuntimeTypes.MAP_REF,
          path,
          encoder(
              map.value().javaType(),
              "element",
              where + "{}",
              element -> codecs.encode(map.value(), element, where + "{}")));
    }
    if (type instanceof ValueType.Embedded embedded) {
      nestedRef(embedded, where);
      return CodeBlock.of("new $T($L)", schema.nestedClass(refClassName(embedded)), path);
    }
    throw new IllegalStateException("no reference for " + type);
  }

  private void nestedRef(ValueType.Embedded embedded, String where) {
    String name = refClassName(embedded);
    if (nestedRefs.containsKey(name)) {
      return;
    }
    nestedRefs.put(name, null);
    TypeName javaType = embedded.javaType();
    TypeSpec.Builder type =
        TypeSpec.classBuilder(name)
            .addJavadoc("Typed references to the attributes of a nested {@link $T}.\n", javaType)
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .superclass(ParameterizedTypeName.get(RuntimeTypes.OBJECT_REF, javaType))
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addParameter(RuntimeTypes.PATH, "path")
                    .addStatement(
                        "super(path, $L)",
                        encoder(
                            javaType,
                            "value",
                            where,
                            value -> codecs.encode(embedded, value, where)))
                    .build());
    for (AttributeModel attribute : embedded.attributes()) {
      if (attribute.ignored()) {
        continue;
      }
      CodeBlock path = CodeBlock.of("path().field($S)", attribute.storedName());
      type.addMethod(
          MethodSpec.methodBuilder(attribute.name())
              .addJavadoc("The nested {@code $L} attribute.\n", attribute.name())
              .addModifiers(Modifier.PUBLIC)
              .returns(type(attribute.type()))
              .addStatement(
                  "return $L", initializer(attribute.type(), path, where + "." + attribute.name()))
              .build());
    }
    nestedRefs.put(name, type.build());
  }

  private static String refClassName(ValueType.Embedded embedded) {
    return CodecNames.nestedRef(embedded);
  }
}
