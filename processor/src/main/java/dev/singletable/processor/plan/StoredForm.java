package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.ScalarKind;

/**
 * How the values of an attribute (or of an element, map value or nested field) are stored: the form
 * of the codec a schema holds for it, decided by the planner so that the writer only renders it
 * ({@code Codec.decimal(ENTITY_TYPE, "total", 2)}).
 */
public sealed interface StoredForm {

  /** The Java type of the values, primitive where the attribute is. */
  TypeName javaType();

  /**
   * A value stored as itself: S, N, B or BOOL as its kind says.
   *
   * @param formers for an enum whose constants were renamed ({@code @Formerly}), each former name
   *     to the constant it reads as; empty otherwise
   * @param formerType whether stored values may still be of the type the attribute had before
   *     ({@code @Formerly(type = long.class) String}): a number read as its text, or a string as
   *     the number it spells
   */
  record Scalar(
      ScalarKind kind, TypeName javaType, java.util.Map<String, String> formers, boolean formerType)
      implements StoredForm {

    public Scalar {
      formers = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(formers));
    }

    public Scalar(ScalarKind kind, TypeName javaType, java.util.Map<String, String> formers) {
      this(kind, javaType, formers, false);
    }

    public Scalar(ScalarKind kind, TypeName javaType) {
      this(kind, javaType, java.util.Map.of());
    }
  }

  /**
   * A {@code BigDecimal} read back with the fraction digits its {@code @KeyFormat} declares, which
   * DynamoDB trims.
   */
  record ScaledDecimal(int scale) implements StoredForm {
    @Override
    public TypeName javaType() {
      return ClassName.get(java.math.BigDecimal.class);
    }
  }

  /**
   * A TTL of epoch seconds in an N: a primitive {@code long} of 0 is no TTL (no attribute, and an
   * absent one reads as 0); a boxed 0 is refused.
   */
  record TtlSeconds(TypeName javaType) implements StoredForm {}

  /** A TTL instant, stored as whole epoch seconds. */
  record TtlInstant() implements StoredForm {
    @Override
    public TypeName javaType() {
      return ClassName.get(java.time.Instant.class);
    }
  }

  /** A value type or converted type, stored in {@code stored}'s form as {@code converter} gives. */
  record Converted(StoredForm stored, Converter converter, TypeName javaType)
      implements StoredForm {}

  /** An L of elements in {@code element}'s form. */
  record ListOf(CodecPlan element, TypeName javaType) implements StoredForm {}

  /** An SS, NS or BS of {@code element}'s scalars; empty is stored as absent. */
  record SetOf(CodecPlan element, TypeName javaType) implements StoredForm {

    /** The kind of the elements, which says SS, NS or BS. */
    public ScalarKind kind() {
      return ((Scalar) element.form()).kind();
    }
  }

  /** An M of values in {@code value}'s form. */
  record MapOf(CodecPlan value, TypeName javaType) implements StoredForm {}

  /** A present value in {@code value}'s form; empty is stored as absent. */
  record OptionalOf(CodecPlan value, TypeName javaType) implements StoredForm {}

  /**
   * A nested record or class: an M of its attributes, which the generated {@code codec} class
   * writes and reads.
   *
   * @param size the number of stored attributes
   */
  record Nested(ClassName codec, int size, TypeName javaType) implements StoredForm {}

  /**
   * A nested value stored under another name than the form {@code of} has (an attribute of a nested
   * type, or a nested field): the same codec, renamed.
   */
  record Renamed(CodecPlan of) implements StoredForm {
    @Override
    public TypeName javaType() {
      return of.form().javaType();
    }
  }

  /** How a value type or converted type reaches its stored value. */
  sealed interface Converter {}

  /** The table's converter, one instance in the table's converters class. */
  record TableConverter(ClassName holder, String field) implements Converter {}

  /** The generated converter of a value type. */
  record ValueConverter(ValueClass type) implements Converter {}

  /**
   * The converter generated for a value type ({@code OrderId} stored as its {@code value}): a
   * nested class of the schema.
   *
   * @param name the class
   * @param storedType the component's type, boxed
   * @param accessor the component's accessor
   */
  record ValueClass(ClassName name, TypeName valueType, TypeName storedType, String accessor) {}
}
