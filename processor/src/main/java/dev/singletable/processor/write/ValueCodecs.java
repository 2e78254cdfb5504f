package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.ValueType;
import dev.singletable.processor.plan.CodecNames;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Code that converts attribute values between Java and DynamoDB: scalars and sets through {@link
 * ScalarCodecs}, and a private helper method per list, map and nested type (plain loops, no lambdas
 * on the hot path). Helpers are collected per generated schema class and emitted once each, in a
 * stable order.
 */
final class ValueCodecs {

  private static final ClassName LIST = ClassName.get("java.util", "List");
  private static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
  private static final ClassName MAP = ClassName.get("java.util", "Map");
  private static final TypeName ATTRIBUTE_MAP =
      ParameterizedTypeName.get(MAP, ClassName.get(String.class), RuntimeTypes.ATTRIBUTE_VALUE);

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
      if (scalar.conversion() != null) {
        return ScalarCodecs.encode(
            scalar.kind(), Conversions.toStored(scalar.conversion(), value, where), where);
      }
      return ScalarCodecs.encode(scalar.kind(), value, where);
    }
    if (type instanceof ValueType.SetOf set) {
      return ScalarCodecs.encodeSet(set, value, where);
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
      if (scalar.conversion() != null) {
        return Conversions.fromStored(
            scalar.conversion(),
            scalar.javaType(),
            ScalarCodecs.decode(scalar.stored(), value, where));
      }
      return ScalarCodecs.decode(scalar, value, where);
    }
    if (type instanceof ValueType.SetOf set) {
      return ScalarCodecs.decodeSet(set, value, where);
    }
    return CodeBlock.of("$L($L, $L)", reader(type, where), value, strict);
  }

  /** The name of the helper writing a list, map or nested value, created on first use. */
  private String writer(ValueType type, String where) {
    String name = CodecNames.writer(type, where);
    if (helpers.containsKey(name)) {
      return name;
    }
    helpers.put(name, null); // reserve the name first: nested types may refer back
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(name)
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(RuntimeTypes.ATTRIBUTE_VALUE)
            .addParameter(type.javaType(), "value");
    if (type instanceof ValueType.ListOf list) {
      method
          .addStatement(
              "$T<$T> elements = new $T<>(value.size())",
              LIST,
              RuntimeTypes.ATTRIBUTE_VALUE,
              ARRAY_LIST)
          .beginControlFlow("for ($T element : value)", list.element().javaType())
          .addStatement(
              "elements.add(element == null ? $T.NULL : $L)",
              RuntimeTypes.ITEMS,
              encode(list.element(), CodeBlock.of("element"), where + "[]"))
          .endControlFlow()
          .addStatement("return $T.createL(elements)", RuntimeTypes.ATTRIBUTE_VALUE);
    } else if (type instanceof ValueType.MapOf map) {
      method
          .addStatement("$T entries = $T.newMap(value.size())", ATTRIBUTE_MAP, RuntimeTypes.ITEMS)
          .beginControlFlow(
              "for ($T<$T, $T> entry : value.entrySet())",
              ClassName.get(Map.Entry.class),
              String.class,
              map.value().javaType().box())
          .addStatement("$T element = entry.getValue()", map.value().javaType().box())
          .addStatement(
              "entries.put(entry.getKey(), element == null ? $T.NULL : $L)",
              RuntimeTypes.ITEMS,
              encode(map.value(), CodeBlock.of("element"), where + "{}"))
          .endControlFlow()
          .addStatement("return $T.createM(entries)", RuntimeTypes.ATTRIBUTE_VALUE);
    } else if (type instanceof ValueType.Embedded embedded) {
      method.addStatement(
          "$T item = $T.newMap($L)",
          ATTRIBUTE_MAP,
          RuntimeTypes.ITEMS,
          embedded.attributes().size());
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
        String local = CodecNames.nestedWriteLocal(attribute.name());
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
      method.addStatement("return $T.createM(item)", RuntimeTypes.ATTRIBUTE_VALUE);
    } else {
      throw new IllegalStateException("no writer for " + type);
    }
    helpers.put(name, method.build());
    return name;
  }

  /** The name of the helper reading a list, map or nested value, created on first use. */
  private String reader(ValueType type, String where) {
    String name = CodecNames.reader(type, where);
    if (helpers.containsKey(name)) {
      return name;
    }
    helpers.put(name, null);
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(name)
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(type.javaType())
            .addParameter(RuntimeTypes.ATTRIBUTE_VALUE, "value")
            .addParameter(TypeName.BOOLEAN, "strict");
    if (type instanceof ValueType.ListOf list) {
      TypeName element = list.element().javaType().box();
      method
          .addStatement(
              "$T<$T> elements = $T.readList($L, $S, value)",
              LIST,
              RuntimeTypes.ATTRIBUTE_VALUE,
              RuntimeTypes.ITEMS,
              KeyCode.ENTITY,
              where)
          .addStatement("$T<$T> result = new $T<>(elements.size())", LIST, element, ARRAY_LIST)
          .beginControlFlow("for ($T element : elements)", RuntimeTypes.ATTRIBUTE_VALUE)
          .addStatement(
              "result.add($T.isNull(element) ? null : $L)",
              RuntimeTypes.ITEMS,
              decode(list.element(), CodeBlock.of("element"), where + "[]", "strict"))
          .endControlFlow()
          .addStatement("return result");
    } else if (type instanceof ValueType.MapOf map) {
      TypeName value = map.value().javaType().box();
      method
          .addStatement(
              "$T entries = $T.readMap($L, $S, value)",
              ATTRIBUTE_MAP,
              RuntimeTypes.ITEMS,
              KeyCode.ENTITY,
              where)
          .addStatement(
              "$T<$T, $T> result = $T.newMap(entries.size())",
              MAP,
              String.class,
              value,
              RuntimeTypes.ITEMS)
          .beginControlFlow(
              "for ($T<$T, $T> entry : entries.entrySet())",
              ClassName.get(Map.Entry.class),
              String.class,
              RuntimeTypes.ATTRIBUTE_VALUE)
          .addStatement("$T element = entry.getValue()", RuntimeTypes.ATTRIBUTE_VALUE)
          .addStatement(
              "result.put(entry.getKey(), $T.isNull(element) ? null : $L)",
              RuntimeTypes.ITEMS,
              decode(map.value(), CodeBlock.of("element"), where + "{}", "strict"))
          .endControlFlow()
          .addStatement("return result");
    } else if (type instanceof ValueType.Embedded embedded) {
      method
          .addStatement(
              "$T item = $T.readMap($L, $S, value)",
              ATTRIBUTE_MAP,
              RuntimeTypes.ITEMS,
              KeyCode.ENTITY,
              where)
          .addStatement("$T v", RuntimeTypes.ATTRIBUTE_VALUE);
      Map<String, CodeBlock> values = new LinkedHashMap<>();
      for (AttributeModel attribute : embedded.attributes()) {
        String local = CodecNames.nestedReadLocal(attribute.name());
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
}
