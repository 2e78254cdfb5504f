package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.ValueType;
import java.util.LinkedHashSet;
import java.util.Optional;

/**
 * The statements that read one attribute from an item map into a local variable, shared by entity
 * and nested readers: absent values become null (or empty), required primitives fail in strict
 * reads and take their default in partial reads.
 */
final class AttributeReading {

  private AttributeReading() {}

  /**
   * Declares {@code local} holding the attribute read from the map named {@code item}, using the
   * {@code AttributeValue v} variable already declared in the method.
   *
   * @param strict the boolean expression saying whether a missing required attribute fails; the
   *     literal {@code "false"} for reads that are always partial
   */
  static void declare(
      MethodSpec.Builder method,
      ValueCodecs codecs,
      AttributeModel attribute,
      String local,
      String item,
      String where,
      String strict) {
    declare(method, codecs, attribute, local, item, where, strict, null);
  }

  /**
   * {@link #declare(MethodSpec.Builder, ValueCodecs, AttributeModel, String, String, String,
   * String)} of an attribute whose stored name was {@code formerly} (null when not renamed): the
   * value under the former name is read when the item has none under the new one.
   */
  static void declare(
      MethodSpec.Builder method,
      ValueCodecs codecs,
      AttributeModel attribute,
      String local,
      String item,
      String where,
      String strict,
      String formerly) {
    TypeName type = attribute.type().javaType();
    if (attribute.ignored()) {
      method.addStatement("$T $L = $L", type, local, Construct.defaultValue(type));
      return;
    }
    if (formerly == null) {
      method.addStatement("v = $L.get($S)", item, attribute.storedName());
    } else {
      method.addStatement(
          "v = $T.renamed($L, $S, $S)", RuntimeTypes.ITEMS, item, attribute.storedName(), formerly);
    }
    ValueType valueType = attribute.type();
    if (attribute.primitive() && attribute.has(Role.TTL)) {
      // An absent primitive TTL was written as 0 ("never expires").
      method.addStatement(
          "$T $L = v == null ? 0L : $L",
          type,
          local,
          decode(codecs, attribute, CodeBlock.of("v"), where, strict));
      return;
    }
    if (attribute.primitive() && strict.equals("false")) {
      // A partial read known to be partial (an index view): absent takes the default.
      method.addStatement(
          "$T $L = v == null ? $L : $L",
          type,
          local,
          Construct.defaultValue(type),
          decode(codecs, attribute, CodeBlock.of("v"), where, strict));
      return;
    }
    if (attribute.primitive()) {
      method
          .addStatement("$T $L", type, local)
          .beginControlFlow("if (v != null)")
          .addStatement(
              "$L = $L", local, decode(codecs, attribute, CodeBlock.of("v"), where, strict))
          .nextControlFlow("else if ($L)", strict)
          .addStatement(
              "throw $T.missing($L, $S, $L)", RuntimeTypes.ITEMS, KeyCode.ENTITY, where, item)
          .nextControlFlow("else")
          .addStatement("$L = $L", local, Construct.defaultValue(type))
          .endControlFlow();
      return;
    }
    if (valueType instanceof ValueType.OptionalOf optional) {
      method.addStatement(
          "$T $L = v == null || $T.isNull(v)$W? $T.empty()$W: $T.of($L)",
          type,
          local,
          RuntimeTypes.ITEMS,
          Optional.class,
          Optional.class,
          codecs.decode(optional.value(), CodeBlock.of("v"), where, strict));
      return;
    }
    CodeBlock absent =
        valueType instanceof ValueType.SetOf
            ? CodeBlock.of("new $T<>()", LinkedHashSet.class)
            : CodeBlock.of("null");
    method.addStatement(
        "$T $L = v == null || $T.isNull(v)$W? $L$W: $L",
        type,
        local,
        RuntimeTypes.ITEMS,
        absent,
        decode(codecs, attribute, CodeBlock.of("v"), where, strict));
  }

  /** Decodes an attribute value; the TTL attribute is a Number of epoch seconds. */
  static CodeBlock decode(
      ValueCodecs codecs, AttributeModel attribute, CodeBlock value, String where, String strict) {
    if (attribute.has(Role.TTL) && attribute.scalarKind() == ScalarKind.INSTANT) {
      return CodeBlock.of(
          "$T.readTtlInstant($L, $S, $L)", RuntimeTypes.ITEMS, KeyCode.ENTITY, where, value);
    }
    if (attribute.scalarKind() == ScalarKind.BIG_DECIMAL && attribute.fractionDigits() > 0) {
      // DynamoDB trims trailing zeros; give the value back the scale its @KeyFormat declares
      // (to the stored decimal, before a value type or converter wraps it).
      ValueType.Scalar scalar = (ValueType.Scalar) attribute.type();
      CodeBlock scaled =
          CodeBlock.of(
              "$T.withScale($L, $L)",
              RuntimeTypes.ITEMS,
              codecs.decode(scalar.stored(), value, where, strict),
              attribute.fractionDigits());
      return scalar.conversion() == null
          ? scaled
          : Conversions.fromStored(scalar.conversion(), scalar.javaType(), scaled);
    }
    return codecs.decode(attribute.type(), value, where, strict);
  }

  /** Encodes a non-null attribute value; the TTL attribute is a Number of epoch seconds. */
  static CodeBlock encode(
      ValueCodecs codecs, AttributeModel attribute, CodeBlock value, String where) {
    if (attribute.has(Role.TTL)) {
      return attribute.scalarKind() == ScalarKind.INSTANT
          ? CodeBlock.of(
              "$T.ttlInstant($L, $S, $L)", RuntimeTypes.ITEMS, KeyCode.ENTITY, where, value)
          : CodeBlock.of(
              "$T.ttlSeconds($L, $S, $L)", RuntimeTypes.ITEMS, KeyCode.ENTITY, where, value);
    }
    return codecs.encode(attribute.type(), value, where);
  }
}
