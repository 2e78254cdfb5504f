package dev.singletable.processor.model;

import com.palantir.javapoet.TypeName;
import java.util.List;

/** The DynamoDB mapping of a Java attribute type, decided once when the entity is read. */
public sealed interface ValueType {

  /** The supported types, as diagnostics list them. */
  String SUPPORTED =
      "String, boolean, byte, short, int, long, float, double (and their boxes), BigDecimal,"
          + " BigInteger, Instant, LocalDate, LocalDateTime, UUID, enums, byte[], SdkBytes,"
          + " List<T>, Set<String|number|byte[]|SdkBytes>, Map<String, T>, Optional<T>, records"
          + " of one such scalar component (value types, stored as the component), types with a"
          + " converter declared on the @Table, and nested records or classes of those";

  /** The Java type as written (boxed or primitive). */
  TypeName javaType();

  /**
   * A single value stored as S, N, B or BOOL.
   *
   * @param kind the kind of the stored value (for a converted type, of what it converts to)
   * @param javaType the attribute's Java type
   * @param conversion how {@code javaType} becomes the stored value; {@code null} when it is the
   *     stored value itself
   * @param formers the constants of an enum renamed while the stored values are rewritten
   *     ({@code @Formerly}), empty for other types
   */
  record Scalar(
      ScalarKind kind, TypeName javaType, Conversion conversion, java.util.List<EnumFormer> formers)
      implements ValueType {

    public Scalar {
      formers = java.util.List.copyOf(formers);
    }

    public Scalar(ScalarKind kind, TypeName javaType, Conversion conversion) {
      this(kind, javaType, conversion, java.util.List.of());
    }

    public Scalar(ScalarKind kind, TypeName javaType) {
      this(kind, javaType, null);
    }

    /** The Java type of the stored value: {@code javaType}, or what the conversion gives. */
    public TypeName storedType() {
      return conversion == null ? javaType : conversion.storedType();
    }

    /** The same kind without the conversion: the scalar as stored. */
    public Scalar stored() {
      return conversion == null ? this : new Scalar(kind, conversion.storedType());
    }
  }

  /** {@code List<E>} stored as L. */
  record ListOf(ValueType element, TypeName javaType) implements ValueType {}

  /** {@code Set<E>} stored as SS, NS or BS depending on the element. */
  record SetOf(ValueType element, TypeName javaType) implements ValueType {}

  /** {@code Map<String, V>} stored as M. */
  record MapOf(ValueType value, TypeName javaType) implements ValueType {}

  /** {@code Optional<T>}: empty is stored as an absent attribute. */
  record OptionalOf(ValueType value, TypeName javaType) implements ValueType {}

  /**
   * A nested record or class stored as M of its own attributes.
   *
   * @param renames the fields whose stored name changed while a migration rewrites the stored
   *     values ({@code @Attribute(formerly = "street")} on a field): reads take the former name
   *     when the new one is absent
   */
  record Embedded(
      TypeName javaType,
      Construction construction,
      List<AttributeModel> attributes,
      List<MigrationModel.Rename> renames)
      implements ValueType {

    public Embedded {
      renames = List.copyOf(renames);
    }

    public Embedded(TypeName javaType, Construction construction, List<AttributeModel> attributes) {
      this(javaType, construction, attributes, List.of());
    }
  }

  /** A type the processor cannot map; the validator reports {@code reason}. */
  record Unsupported(String reason, TypeName javaType) implements ValueType {}
}
