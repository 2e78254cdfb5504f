package dev.singletable.processor.write;

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
import dev.singletable.processor.plan.Reference;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * The typed attribute references of a schema ({@code OrderSchema.TOTAL}, a {@code NumberRef<Order,
 * BigDecimal>}), used to build conditions, filters and updates of that entity only, and one
 * reference class per nested type ({@code AddressRef}). The attributes the generic update may not
 * write (key components, index-key inputs, maintained attributes) get read-only references, which
 * build no update action. Their value encoders are cases of one nested class ({@link
 * EncoderCases}).
 */
final class RefsWriter {

  private final ClassName schema;
  private final TypeName entity;
  private final ClassName update;
  private final ValueCodecs codecs;
  private final Map<String, TypeSpec> nestedRefs = new LinkedHashMap<>();
  private final EncoderCases encoders;

  RefsWriter(ClassName schema, TypeName entity, ClassName update, ValueCodecs codecs) {
    this.schema = schema;
    this.entity = entity;
    this.update = update;
    this.codecs = codecs;
    this.encoders = new EncoderCases(schema);
  }

  /** The reference classes of nested types needed by the fields produced so far. */
  List<TypeSpec> nestedTypes() {
    List<TypeSpec> types = new ArrayList<>(nestedRefs.values());
    encoders.type().ifPresent(types::add);
    return types;
  }

  private CodeBlock encoder(
      TypeName valueType, String parameter, String where, Function<CodeBlock, CodeBlock> encode) {
    return encoders.encoder(valueType, parameter, where, encode);
  }

  /** The reference constant of a stored attribute. */
  FieldSpec field(Reference reference) {
    AttributeModel attribute = reference.attribute();
    CodeBlock path = CodeBlock.of("$T.attribute($S)", RuntimeTypes.PATH, attribute.storedName());
    return FieldSpec.builder(
            type(reference), reference.constant(), Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(
            "The {@code $L} attribute (stored as {@code $L})$L.\n",
            attribute.name(),
            attribute.storedName(),
            readOnlyBecause(reference))
        .initializer(initializer(reference, path))
        .build();
  }

  /** Why the generic update does not take the reference, for its Javadoc. */
  private String readOnlyBecause(Reference reference) {
    if (!reference.nativeIndexes().isEmpty()) {
      return nativeKey(reference) + readOnlyWhen(reference);
    }
    return readOnlyWhen(reference);
  }

  /**
   * What a key attribute of a native index does to membership: the attribute is the index key, so
   * setting it moves the item in and removing it out, with no synthetic copy to rewrite.
   */
  private static String nativeKey(Reference reference) {
    return "; a key attribute of native index"
        + (reference.nativeIndexes().size() > 1 ? "es " : " ")
        + String.join(", ", reference.nativeIndexes())
        + ": setting it (the other key attributes present) moves the item into the index, removing"
        + " it (or writing null) moves it out; an empty value is refused";
  }

  private String readOnlyWhen(Reference reference) {
    return switch (reference.write()) {
      case SETTABLE -> "";
      case KEY_COMPONENT -> "; a primary key component, which updates do not change";
      case INDEX_INPUT ->
          "; it feeds an index key, so updates set it with {@code "
              + update.simpleName()
              + "."
              + reference.setter().orElseThrow()
              + "(...)}, which rewrites that key too";
      case MAINTAINED -> "; maintained by Singletable, so updates do not set it";
    };
  }

  private TypeName type(Reference reference) {
    AttributeModel attribute = reference.attribute();
    if (attribute.has(Role.TTL)) {
      boolean instant = attribute.scalarKind() == ScalarKind.INSTANT;
      ClassName value = ClassName.get(instant ? Instant.class : Long.class);
      ClassName ref =
          !reference.settable()
              ? RuntimeTypes.READ_ONLY_REF
              : instant ? RuntimeTypes.COMPARABLE_REF : RuntimeTypes.NUMBER_REF;
      return ParameterizedTypeName.get(ref, entity, value);
    }
    return reference.settable() ? type(attribute.type()) : readOnlyType(attribute.type());
  }

  /** A key component, index-key input or maintained attribute: always a scalar. */
  private TypeName readOnlyType(ValueType type) {
    if (type instanceof ValueType.OptionalOf optional) {
      return readOnlyType(optional.value());
    }
    return isPlainString(type)
        ? ParameterizedTypeName.get(RuntimeTypes.READ_ONLY_STRING_REF, entity)
        : ParameterizedTypeName.get(RuntimeTypes.READ_ONLY_REF, entity, type.javaType().box());
  }

  private CodeBlock initializer(Reference reference, CodeBlock path) {
    AttributeModel attribute = reference.attribute();
    if (attribute.has(Role.TTL)) {
      ParameterizedTypeName type = (ParameterizedTypeName) type(reference);
      return CodeBlock.of(
          "new $T<>($Z$L,$W$L)",
          type.rawType(),
          path,
          encoder(
              type.typeArguments().get(1),
              "value",
              attribute.name(),
              value -> AttributeReading.encode(codecs, attribute, value, attribute.name())));
    }
    if (!reference.settable()) {
      ParameterizedTypeName type = (ParameterizedTypeName) type(reference);
      return scalarInitializer(type.rawType(), attribute.type(), path, attribute.name());
    }
    return initializer(attribute.type(), path, attribute.name());
  }

  TypeName type(ValueType type) {
    if (type instanceof ValueType.OptionalOf optional) {
      return type(optional.value());
    }
    TypeName javaType = type.javaType().box();
    if (type instanceof ValueType.Scalar scalar && scalar.conversion() != null) {
      // Compared as stored: the order of the component, or the order the converter promises.
      return ParameterizedTypeName.get(
          scalar.kind().isComparable() ? RuntimeTypes.COMPARABLE_REF : RuntimeTypes.VALUE_REF,
          entity,
          javaType);
    }
    if (type instanceof ValueType.Scalar scalar) {
      return switch (scalar.kind()) {
        case STRING -> ParameterizedTypeName.get(RuntimeTypes.STRING_REF, entity);
        case BOOLEAN, BYTES, SDK_BYTES ->
            ParameterizedTypeName.get(RuntimeTypes.VALUE_REF, entity, javaType);
        case BYTE, SHORT, INT, LONG, FLOAT, DOUBLE, BIG_DECIMAL, BIG_INTEGER ->
            ParameterizedTypeName.get(RuntimeTypes.NUMBER_REF, entity, javaType);
        default -> ParameterizedTypeName.get(RuntimeTypes.COMPARABLE_REF, entity, javaType);
      };
    }
    if (type instanceof ValueType.ListOf list) {
      return ParameterizedTypeName.get(
          RuntimeTypes.LIST_REF, entity, list.element().javaType().box());
    }
    if (type instanceof ValueType.SetOf set) {
      return ParameterizedTypeName.get(
          RuntimeTypes.SET_REF, entity, set.element().javaType().box());
    }
    if (type instanceof ValueType.MapOf map) {
      return ParameterizedTypeName.get(RuntimeTypes.MAP_REF, entity, map.value().javaType().box());
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
    if (type instanceof ValueType.Scalar) {
      return scalarInitializer(((ParameterizedTypeName) type(type)).rawType(), type, path, where);
    }
    if (type instanceof ValueType.ListOf list) {
      return CodeBlock.of(
          "new $T<>($Z$L,$W$L)",
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
          "new $T<>($Z$L,$W$L,$W$L)",
          RuntimeTypes.SET_REF,
          path,
          encoder(set.javaType(), "values", where, values -> codecs.encode(set, values, where)),
          encoder(
              set.element().javaType(),
              "element",
              where + " element",
              element -> codecs.encode(set.element(), element, where)));
    }
    if (type instanceof ValueType.MapOf map) {
      return CodeBlock.of(
          "new $T<>($Z$L,$W$L)",
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
      return CodeBlock.of("new $T($Z$L)", schema.nestedClass(refClassName(embedded)), path);
    }
    throw new IllegalStateException("no reference for " + type);
  }

  /** A string reference takes the path only; the others an encoder of the value too. */
  private CodeBlock scalarInitializer(ClassName ref, ValueType type, CodeBlock path, String where) {
    ValueType value = type instanceof ValueType.OptionalOf optional ? optional.value() : type;
    if (isPlainString(value)) {
      return CodeBlock.of("new $T<>($Z$L)", ref, path);
    }
    return CodeBlock.of(
        "new $T<>($Z$L,$W$L)",
        ref,
        path,
        encoder(value.javaType(), "value", where, v -> codecs.encode(value, v, where)));
  }

  /** A String stored as itself, whose references need no encoder. */
  private static boolean isPlainString(ValueType type) {
    return type instanceof ValueType.Scalar scalar
        && scalar.kind() == ScalarKind.STRING
        && scalar.conversion() == null;
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
            .superclass(ParameterizedTypeName.get(RuntimeTypes.OBJECT_REF, entity, javaType))
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
