package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.ValueType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Code that converts attribute values between Java and DynamoDB: an expression per scalar, and a
 * private helper method per list, map and nested type (plain loops, no lambdas on the hot path).
 * Helpers are collected per generated schema class and emitted once each, in a stable order.
 */
final class ValueCodecs {

  private static final ClassName LIST = ClassName.get("java.util", "List");
  private static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
  private static final ClassName MAP = ClassName.get("java.util", "Map");
  private static final TypeName ATTRIBUTE_MAP =
      ParameterizedTypeName.get(MAP, ClassName.get(String.class), Names.ATTRIBUTE_VALUE);

  private final Map<String, MethodSpec> helpers = new LinkedHashMap<>();

  /** The helper methods needed by the code produced so far. */
  List<MethodSpec> helpers() {
    return new ArrayList<>(helpers.values());
  }

  /**
   * An expression giving the AttributeValue of a non-null Java value.
   *
   * @param where the attribute path for messages and helper names, such as {@code "tags"}
   */
  CodeBlock encode(ValueType type, CodeBlock value, String where) {
    if (type instanceof ValueType.Scalar scalar) {
      return encodeScalar(scalar.kind(), value, where);
    }
    if (type instanceof ValueType.SetOf set) {
      String method =
          switch (((ValueType.Scalar) set.element()).kind()) {
            case STRING -> "stringSet";
            case BYTES -> "binarySet";
            case SDK_BYTES -> "sdkBytesSet";
            default -> "numberSet";
          };
      return CodeBlock.of(
          "$T.$L($L, $S, $L)", Names.ATTRIBUTE_VALUES, method, KeyCode.ENTITY, where, value);
    }
    return CodeBlock.of("$L($L)", writer(type, where), value);
  }

  /**
   * An expression giving the Java value of a non-null AttributeValue.
   *
   * @param strict the name of the boolean in scope that says whether missing required nested
   *     attributes fail (full reads) or take defaults (partial reads)
   */
  CodeBlock decode(ValueType type, CodeBlock value, String where, String strict) {
    if (type instanceof ValueType.Scalar scalar) {
      return decodeScalar(scalar, value, where);
    }
    if (type instanceof ValueType.SetOf set) {
      ValueType.Scalar element = (ValueType.Scalar) set.element();
      return switch (element.kind()) {
        case STRING ->
            CodeBlock.of(
                "$T.readStringSet($L, $S, $L)",
                Names.ATTRIBUTE_VALUES,
                KeyCode.ENTITY,
                where,
                value);
        case BYTES ->
            CodeBlock.of(
                "$T.readBinarySet($L, $S, $L)",
                Names.ATTRIBUTE_VALUES,
                KeyCode.ENTITY,
                where,
                value);
        case SDK_BYTES ->
            CodeBlock.of(
                "$T.readSdkBytesSet($L, $S, $L)",
                Names.ATTRIBUTE_VALUES,
                KeyCode.ENTITY,
                where,
                value);
        default ->
            CodeBlock.of(
                "$T.readNumberSet($L, $S, $L, $L)",
                Names.ATTRIBUTE_VALUES,
                KeyCode.ENTITY,
                where,
                value,
                numberParser(element));
      };
    }
    return CodeBlock.of("$L($L, $L)", reader(type, where), value, strict);
  }

  private static CodeBlock encodeScalar(ScalarKind kind, CodeBlock value, String where) {
    ClassName values = Names.ATTRIBUTE_VALUES;
    String entity = KeyCode.ENTITY;
    return switch (kind) {
      case STRING -> CodeBlock.of("$T.string($L, $S, $L)", values, entity, where, value);
      case BOOLEAN -> CodeBlock.of("$T.bool($L)", values, value);
      case BYTE -> CodeBlock.of("$T.int8($L)", values, value);
      case SHORT -> CodeBlock.of("$T.int16($L)", values, value);
      case INT -> CodeBlock.of("$T.int32($L)", values, value);
      case LONG -> CodeBlock.of("$T.int64($L)", values, value);
      case FLOAT -> CodeBlock.of("$T.float32($L, $S, $L)", values, entity, where, value);
      case DOUBLE -> CodeBlock.of("$T.float64($L, $S, $L)", values, entity, where, value);
      case BIG_DECIMAL -> CodeBlock.of("$T.decimal($L, $S, $L)", values, entity, where, value);
      case BIG_INTEGER -> CodeBlock.of("$T.bigInteger($L, $S, $L)", values, entity, where, value);
      case INSTANT -> CodeBlock.of("$T.instant($L, $S, $L)", values, entity, where, value);
      case LOCAL_DATE -> CodeBlock.of("$T.localDate($L, $S, $L)", values, entity, where, value);
      case LOCAL_DATE_TIME ->
          CodeBlock.of("$T.localDateTime($L, $S, $L)", values, entity, where, value);
      case UUID -> CodeBlock.of("$T.uuid($L)", values, value);
      case ENUM -> CodeBlock.of("$T.enumName($L)", values, value);
      case BYTES -> CodeBlock.of("$T.bytes($L)", values, value);
      case SDK_BYTES -> CodeBlock.of("$T.sdkBytes($L)", values, value);
    };
  }

  private static CodeBlock decodeScalar(ValueType.Scalar scalar, CodeBlock value, String where) {
    ClassName values = Names.ATTRIBUTE_VALUES;
    String entity = KeyCode.ENTITY;
    String method =
        switch (scalar.kind()) {
          case STRING -> "readString";
          case BOOLEAN -> "readBool";
          case BYTE -> "readInt8";
          case SHORT -> "readInt16";
          case INT -> "readInt32";
          case LONG -> "readInt64";
          case FLOAT -> "readFloat32";
          case DOUBLE -> "readFloat64";
          case BIG_DECIMAL -> "readDecimal";
          case BIG_INTEGER -> "readBigInteger";
          case INSTANT -> "readInstant";
          case LOCAL_DATE -> "readLocalDate";
          case LOCAL_DATE_TIME -> "readLocalDateTime";
          case UUID -> "readUuid";
          case BYTES -> "readBytes";
          case SDK_BYTES -> "readSdkBytes";
          case ENUM -> null;
        };
    if (method == null) {
      return CodeBlock.of(
          "$T.readEnum($L, $S, $L, $T::valueOf)",
          values,
          entity,
          where,
          value,
          scalar.javaType().box());
    }
    return CodeBlock.of("$T.$L($L, $S, $L)", values, method, entity, where, value);
  }

  private static CodeBlock numberParser(ValueType.Scalar element) {
    return switch (element.kind()) {
      case BYTE -> CodeBlock.of("$T::valueOf", Byte.class);
      case SHORT -> CodeBlock.of("$T::valueOf", Short.class);
      case INT -> CodeBlock.of("$T::valueOf", Integer.class);
      case LONG -> CodeBlock.of("$T::valueOf", Long.class);
      case FLOAT -> CodeBlock.of("$T::valueOf", Float.class);
      case DOUBLE -> CodeBlock.of("$T::valueOf", Double.class);
      case BIG_DECIMAL -> CodeBlock.of("$T::new", java.math.BigDecimal.class);
      case BIG_INTEGER -> CodeBlock.of("$T::new", java.math.BigInteger.class);
      default -> throw new IllegalStateException("not a number: " + element.kind());
    };
  }

  /** The name of the helper writing a list, map or nested value, created on first use. */
  private String writer(ValueType type, String where) {
    String name = "write" + helperSuffix(type, where);
    if (helpers.containsKey(name)) {
      return name;
    }
    helpers.put(name, null); // reserve the name first: nested types may refer back
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(name)
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(Names.ATTRIBUTE_VALUE)
            .addParameter(type.javaType(), "value");
    if (type instanceof ValueType.ListOf list) {
      method
          .addStatement(
              "$T<$T> elements = new $T<>(value.size())", LIST, Names.ATTRIBUTE_VALUE, ARRAY_LIST)
          .beginControlFlow("for ($T element : value)", list.element().javaType())
          .addStatement(
              "elements.add(element == null ? $T.NULL : $L)",
              Names.ITEMS,
              encode(list.element(), CodeBlock.of("element"), where + "[]"))
          .endControlFlow()
          .addStatement("return $T.fromL(elements)", Names.ATTRIBUTE_VALUE);
    } else if (type instanceof ValueType.MapOf map) {
      method
          .addStatement("$T entries = $T.newMap(value.size())", ATTRIBUTE_MAP, Names.ITEMS)
          .beginControlFlow(
              "for ($T<$T, $T> entry : value.entrySet())",
              ClassName.get(Map.Entry.class),
              String.class,
              map.value().javaType().box())
          .addStatement("$T element = entry.getValue()", map.value().javaType().box())
          .addStatement(
              "entries.put(entry.getKey(), element == null ? $T.NULL : $L)",
              Names.ITEMS,
              encode(map.value(), CodeBlock.of("element"), where + "{}"))
          .endControlFlow()
          .addStatement("return $T.fromM(entries)", Names.ATTRIBUTE_VALUE);
    } else if (type instanceof ValueType.Embedded embedded) {
      method.addStatement(
          "$T item = $T.newMap($L)", ATTRIBUTE_MAP, Names.ITEMS, embedded.attributes().size());
      for (AttributeModel attribute : embedded.attributes()) {
        if (attribute.ignored()) {
          continue;
        }
        CodeBlock read = CodeBlock.of("value.$L()", attribute.accessor());
        ValueType attributeType = attribute.type();
        if (attribute.primitive()) {
          method.addStatement(
              "item.put($S, $L)",
              attribute.storedName(),
              encode(attributeType, read, where + "." + attribute.name()));
          continue;
        }
        String local = "v" + Names.upperFirst(attribute.name());
        method.addStatement("$T $L = $L", attributeType.javaType(), local, read);
        if (attributeType instanceof ValueType.OptionalOf optional) {
          method
              .beginControlFlow("if ($L != null && $L.isPresent())", local, local)
              .addStatement(
                  "item.put($S, $L)",
                  attribute.storedName(),
                  encode(
                      optional.value(),
                      CodeBlock.of("$L.get()", local),
                      where + "." + attribute.name()))
              .endControlFlow();
        } else {
          method
              .beginControlFlow("if ($L != null)", local)
              .addStatement(
                  "item.put($S, $L)",
                  attribute.storedName(),
                  encode(attributeType, CodeBlock.of("$L", local), where + "." + attribute.name()))
              .endControlFlow();
        }
      }
      method.addStatement("return $T.fromM(item)", Names.ATTRIBUTE_VALUE);
    } else {
      throw new IllegalStateException("no writer for " + type);
    }
    helpers.put(name, method.build());
    return name;
  }

  /** The name of the helper reading a list, map or nested value, created on first use. */
  private String reader(ValueType type, String where) {
    String name = "read" + helperSuffix(type, where);
    if (helpers.containsKey(name)) {
      return name;
    }
    helpers.put(name, null);
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(name)
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(type.javaType())
            .addParameter(Names.ATTRIBUTE_VALUE, "value")
            .addParameter(TypeName.BOOLEAN, "strict");
    if (type instanceof ValueType.ListOf list) {
      TypeName element = list.element().javaType().box();
      method
          .addStatement(
              "$T<$T> elements = $T.readList($L, $S, value)",
              LIST,
              Names.ATTRIBUTE_VALUE,
              Names.ITEMS,
              KeyCode.ENTITY,
              where)
          .addStatement("$T<$T> result = new $T<>(elements.size())", LIST, element, ARRAY_LIST)
          .beginControlFlow("for ($T element : elements)", Names.ATTRIBUTE_VALUE)
          .addStatement(
              "result.add($T.isNull(element) ? null : $L)",
              Names.ITEMS,
              decode(list.element(), CodeBlock.of("element"), where + "[]", "strict"))
          .endControlFlow()
          .addStatement("return result");
    } else if (type instanceof ValueType.MapOf map) {
      TypeName value = map.value().javaType().box();
      method
          .addStatement(
              "$T entries = $T.readMap($L, $S, value)",
              ATTRIBUTE_MAP,
              Names.ITEMS,
              KeyCode.ENTITY,
              where)
          .addStatement(
              "$T<$T, $T> result = $T.newMap(entries.size())",
              MAP,
              String.class,
              value,
              Names.ITEMS)
          .beginControlFlow(
              "for ($T<$T, $T> entry : entries.entrySet())",
              ClassName.get(Map.Entry.class),
              String.class,
              Names.ATTRIBUTE_VALUE)
          .addStatement("$T element = entry.getValue()", Names.ATTRIBUTE_VALUE)
          .addStatement(
              "result.put(entry.getKey(), $T.isNull(element) ? null : $L)",
              Names.ITEMS,
              decode(map.value(), CodeBlock.of("element"), where + "{}", "strict"))
          .endControlFlow()
          .addStatement("return result");
    } else if (type instanceof ValueType.Embedded embedded) {
      method
          .addStatement(
              "$T item = $T.readMap($L, $S, value)",
              ATTRIBUTE_MAP,
              Names.ITEMS,
              KeyCode.ENTITY,
              where)
          .addStatement("$T v", Names.ATTRIBUTE_VALUE);
      Map<String, CodeBlock> values = new LinkedHashMap<>();
      for (AttributeModel attribute : embedded.attributes()) {
        String local = "a" + Names.upperFirst(attribute.name());
        values.put(attribute.name(), CodeBlock.of("$L", local));
        AttributeReading.declare(
            method, this, attribute, local, "item", where + "." + attribute.name(), "strict");
      }
      method.addStatement(
          "return $L",
          Construct.instance(
              embedded.javaType(), embedded.construction(), embedded.attributes(), values));
    } else {
      throw new IllegalStateException("no reader for " + type);
    }
    helpers.put(name, method.build());
    return name;
  }

  /** Nested types are named after their type (shared); lists and maps after their path. */
  private static String helperSuffix(ValueType type, String where) {
    if (type instanceof ValueType.Embedded embedded) {
      TypeName javaType = embedded.javaType();
      return javaType instanceof ClassName className
          ? String.join("", className.simpleNames())
          : "Nested";
    }
    StringBuilder suffix = new StringBuilder();
    boolean upper = true;
    for (char c : where.toCharArray()) {
      if (c == '[') {
        suffix.append("Element");
        upper = true;
      } else if (c == '{') {
        suffix.append("Value");
        upper = true;
      } else if (Character.isJavaIdentifierPart(c)) {
        suffix.append(upper ? Character.toUpperCase(c) : c);
        upper = false;
      } else {
        upper = true;
      }
    }
    return suffix.toString();
  }
}
