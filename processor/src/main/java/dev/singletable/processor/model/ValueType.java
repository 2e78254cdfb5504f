package dev.singletable.processor.model;

import com.palantir.javapoet.TypeName;
import java.util.List;

/** The DynamoDB mapping of a Java attribute type, decided once when the entity is read. */
public sealed interface ValueType {

  /** The supported types, as diagnostics list them. */
  String SUPPORTED =
      "String, boolean, byte, short, int, long, float, double (and their boxes), BigDecimal,"
          + " BigInteger, Instant, LocalDate, LocalDateTime, UUID, enums, byte[], SdkBytes,"
          + " List<T>, Set<String|number|byte[]|SdkBytes>, Map<String, T>, Optional<T> and nested"
          + " records or classes of those";

  /** The Java type as written (boxed or primitive). */
  TypeName javaType();

  /** A single value stored as S, N, B or BOOL. */
  record Scalar(ScalarKind kind, TypeName javaType) implements ValueType {}

  /** {@code List<E>} stored as L. */
  record ListOf(ValueType element, TypeName javaType) implements ValueType {}

  /** {@code Set<E>} stored as SS, NS or BS depending on the element. */
  record SetOf(ValueType element, TypeName javaType) implements ValueType {}

  /** {@code Map<String, V>} stored as M. */
  record MapOf(ValueType value, TypeName javaType) implements ValueType {}

  /** {@code Optional<T>}: empty is stored as an absent attribute. */
  record OptionalOf(ValueType value, TypeName javaType) implements ValueType {}

  /** A nested record or class stored as M of its own attributes. */
  record Embedded(TypeName javaType, Construction construction, List<AttributeModel> attributes)
      implements ValueType {}

  /** A type the processor cannot map; the validator reports {@code reason}. */
  record Unsupported(String reason, TypeName javaType) implements ValueType {}
}
