package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.ValueType;
import java.math.BigDecimal;
import java.math.BigInteger;

/** The expressions converting one scalar, or one set of scalars, between Java and DynamoDB. */
final class ScalarCodecs {

  private ScalarCodecs() {}

  /** The AttributeValue (SS, NS or BS) of a non-null set. */
  static CodeBlock encodeSet(ValueType.SetOf set, CodeBlock value, String where) {
    String method =
        switch (((ValueType.Scalar) set.element()).kind()) {
          case STRING -> "stringSet";
          case BYTES -> "binarySet";
          case SDK_BYTES -> "sdkBytesSet";
          default -> "numberSet";
        };
    return CodeBlock.of(
        "$T.$L($L, $S, $L)", RuntimeTypes.ATTRIBUTE_VALUES, method, KeyCode.ENTITY, where, value);
  }

  /** The Java set of a non-null SS, NS or BS value. */
  static CodeBlock decodeSet(ValueType.SetOf set, CodeBlock value, String where) {
    ValueType.Scalar element = (ValueType.Scalar) set.element();
    return switch (element.kind()) {
      case STRING ->
          CodeBlock.of(
              "$T.readStringSet($L, $S, $L)",
              RuntimeTypes.ATTRIBUTE_VALUES,
              KeyCode.ENTITY,
              where,
              value);
      case BYTES ->
          CodeBlock.of(
              "$T.readBinarySet($L, $S, $L)",
              RuntimeTypes.ATTRIBUTE_VALUES,
              KeyCode.ENTITY,
              where,
              value);
      case SDK_BYTES ->
          CodeBlock.of(
              "$T.readSdkBytesSet($L, $S, $L)",
              RuntimeTypes.ATTRIBUTE_VALUES,
              KeyCode.ENTITY,
              where,
              value);
      default ->
          CodeBlock.of(
              "$T.readNumberSet($L, $S, $L, $L)",
              RuntimeTypes.ATTRIBUTE_VALUES,
              KeyCode.ENTITY,
              where,
              value,
              numberParser(element));
    };
  }

  static CodeBlock encode(ScalarKind kind, CodeBlock value, String where) {
    ClassName values = RuntimeTypes.ATTRIBUTE_VALUES;
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

  static CodeBlock decode(ValueType.Scalar scalar, CodeBlock value, String where) {
    ClassName values = RuntimeTypes.ATTRIBUTE_VALUES;
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
          "$T.readEnum($L, $S, $L, $T.class)",
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
      case BIG_DECIMAL -> CodeBlock.of("$T::new", BigDecimal.class);
      case BIG_INTEGER -> CodeBlock.of("$T::new", BigInteger.class);
      default -> throw new IllegalStateException("not a number: " + element.kind());
    };
  }
}
