package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.plan.CodecPlan;
import dev.singletable.processor.plan.StoredForm;
import javax.lang.model.element.Modifier;

/**
 * Renders planned codecs: the declaration of a codec constant ({@code static final
 * Codec<BigDecimal> TOTAL_CODEC = Codec.decimal(ENTITY_TYPE, "total", 2)}), a reference to one, and
 * the calls that put and read an attribute through it.
 */
final class CodecCode {

  static final ClassName CODEC = ClassName.get(RuntimeTypes.INTERNAL, "Codec");

  /** The entity name every codec's messages start with: the schema's public constant. */
  private static final String ENTITY_TYPE = "ENTITY_TYPE";

  private CodecCode() {}

  /** {@code static final Codec<V> NAME = ...;}, package-private for the references and views. */
  static FieldSpec field(CodecPlan codec) {
    CodeBlock initializer = form(codec.form(), codec.path(), codec.owner());
    if (codec.storedName().isPresent()) {
      initializer = CodeBlock.of("$L$Z.storedAs($S)", initializer, codec.storedName().get());
    }
    return FieldSpec.builder(type(codec.form()), codec.constant(), Modifier.STATIC, Modifier.FINAL)
        .initializer(initializer)
        .build();
  }

  /** The codec constant, as code in {@code context} names it. */
  static CodeBlock ref(CodecPlan codec, ClassName context) {
    return codec.owner().equals(context)
        ? CodeBlock.of("$L", codec.constant())
        : CodeBlock.of("$T.$L", codec.owner(), codec.constant());
  }

  /** {@code TOTAL_CODEC.put(item, order.total())}. */
  static CodeBlock put(CodecPlan codec, ClassName context, String item, CodeBlock value) {
    return CodeBlock.of("$L.put($L, $L)", ref(codec, context), item, value);
  }

  /**
   * The value read from {@code item}: {@code TOTAL_CODEC.read(item)}, {@code
   * COUNT_CODEC.readInt(item)} for a primitive, {@code TAGS_CODEC.readSet(item)} for a set.
   */
  static CodeBlock read(CodecPlan codec, ClassName context, String item) {
    return CodeBlock.of("$L.$L($L)", ref(codec, context), readMethod(codec.form()), item);
  }

  private static String readMethod(StoredForm form) {
    TypeName type = form.javaType();
    if (form instanceof StoredForm.SetOf) {
      return "readSet";
    }
    if (!type.isPrimitive()) {
      return "read";
    }
    return "read" + primitiveName(type);
  }

  /** The type of the constant: {@code Codec.Primitive} and {@code Codec.OfSet} where needed. */
  static TypeName type(StoredForm form) {
    TypeName type = form.javaType();
    if (form instanceof StoredForm.SetOf set) {
      return ParameterizedTypeName.get(
          CODEC.nestedClass("OfSet"), set.element().form().javaType().box());
    }
    if (type.isPrimitive()) {
      return ParameterizedTypeName.get(CODEC.nestedClass("Primitive"), type.box());
    }
    return ParameterizedTypeName.get(CODEC, type.box());
  }

  /** {@code Int} of {@code int}: the suffix of the primitive kinds and their read methods. */
  private static String primitiveName(TypeName primitive) {
    String name = primitive.toString();
    return name.equals("int") ? "Int" : Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }

  /** The codec of a form, its messages naming {@code path}. */
  private static CodeBlock form(StoredForm form, String path, ClassName context) {
    if (form instanceof StoredForm.Scalar scalar) {
      // Stored values may still be of the former type: Codec.formerType reads them too.
      return scalar.formerType()
          ? CodeBlock.of("$T.formerType($Z$L)", CODEC, scalar(scalar, path))
          : scalar(scalar, path);
    }
    if (form instanceof StoredForm.ScaledDecimal decimal) {
      return CodeBlock.of("$T.decimal($L, $S,$W$L)", CODEC, ENTITY_TYPE, path, decimal.scale());
    }
    if (form instanceof StoredForm.TtlSeconds) {
      return CodeBlock.of("$T.ttlSeconds($L, $S)", CODEC, ENTITY_TYPE, path);
    }
    if (form instanceof StoredForm.TtlInstant) {
      return CodeBlock.of("$T.ttlInstant($L, $S)", CODEC, ENTITY_TYPE, path);
    }
    if (form instanceof StoredForm.Converted converted) {
      return CodeBlock.of(
          "$T.converted($Z$L,$W$L)",
          CODEC,
          form(converted.stored(), path, context),
          converter(converted.converter()));
    }
    if (form instanceof StoredForm.ListOf list) {
      return CodeBlock.of(
          "$T.list($L, $S,$W$L)", CODEC, ENTITY_TYPE, path, ref(list.element(), context));
    }
    if (form instanceof StoredForm.SetOf set) {
      return set(set, path, context);
    }
    if (form instanceof StoredForm.MapOf map) {
      return CodeBlock.of(
          "$T.map($L, $S,$W$L)", CODEC, ENTITY_TYPE, path, ref(map.value(), context));
    }
    if (form instanceof StoredForm.OptionalOf optional) {
      return CodeBlock.of("$T.optional($L)", CODEC, ref(optional.value(), context));
    }
    if (form instanceof StoredForm.Nested nested) {
      return CodeBlock.of(
          "$T.nested($L, $S, $L,$Wnew $T())",
          CODEC,
          ENTITY_TYPE,
          path,
          nested.size(),
          nested.codec());
    }
    if (form instanceof StoredForm.Renamed renamed) {
      return ref(renamed.of(), context);
    }
    throw new IllegalStateException("no codec for " + form);
  }

  private static CodeBlock scalar(StoredForm.Scalar scalar, String path) {
    String factory =
        switch (scalar.kind()) {
          case STRING -> "string";
          case BOOLEAN -> "bool";
          case BYTE -> "int8";
          case SHORT -> "int16";
          case INT -> "int32";
          case LONG -> "int64";
          case FLOAT -> "float32";
          case DOUBLE -> "float64";
          case BIG_DECIMAL -> "decimal";
          case BIG_INTEGER -> "bigInteger";
          case INSTANT -> "instant";
          case LOCAL_DATE -> "localDate";
          case LOCAL_DATE_TIME -> "localDateTime";
          case UUID -> "uuid";
          case ENUM -> "enumName";
          case BYTES -> "bytes";
          case SDK_BYTES -> "sdkBytes";
        };
    if (scalar.kind() == ScalarKind.ENUM && !scalar.formers().isEmpty()) {
      // Constants renamed while the stored values are rewritten: each former name to the new one.
      java.util.List<CodeBlock> formers = new java.util.ArrayList<>();
      scalar
          .formers()
          .forEach((former, constant) -> formers.add(CodeBlock.of("$S, $S", former, constant)));
      return CodeBlock.of(
          "$T.$L($L, $S,$W$T.class,$W$T.of($L))",
          CODEC,
          factory,
          ENTITY_TYPE,
          path,
          scalar.javaType().withoutAnnotations(),
          java.util.Map.class,
          CodeBlock.join(formers, ", "));
    }
    if (scalar.kind() == ScalarKind.ENUM) {
      return CodeBlock.of(
          "$T.$L($L, $S,$W$T.class)",
          CODEC,
          factory,
          ENTITY_TYPE,
          path,
          scalar.javaType().withoutAnnotations());
    }
    return CodeBlock.of("$T.$L($L,$W$S)", CODEC, factory, ENTITY_TYPE, path);
  }

  private static CodeBlock set(StoredForm.SetOf set, String path, ClassName context) {
    ClassName sets = CODEC.nestedClass("OfSet");
    return switch (set.kind()) {
      case STRING -> CodeBlock.of("$T.strings($L, $S)", sets, ENTITY_TYPE, path);
      case BYTES -> CodeBlock.of("$T.byteArrays($L, $S)", sets, ENTITY_TYPE, path);
      case SDK_BYTES -> CodeBlock.of("$T.binaries($L, $S)", sets, ENTITY_TYPE, path);
      default ->
          CodeBlock.of(
              "$T.numbers($L, $S,$W$L)", sets, ENTITY_TYPE, path, ref(set.element(), context));
    };
  }

  private static CodeBlock converter(StoredForm.Converter converter) {
    if (converter instanceof StoredForm.TableConverter table) {
      return CodeBlock.of("$T.$L", table.holder(), table.field());
    }
    return CodeBlock.of("new $T()", ((StoredForm.ValueConverter) converter).type().name());
  }
}
