package dev.singletable.processor.model;

import com.palantir.javapoet.TypeName;
import java.util.Map;

/**
 * An attribute whose stored values may still be of the Java type it had before
 * ({@code @Formerly(type = long.class) String orderNumber}): while the job {@code
 * Order.convert:orderNumber} rewrites them, a stored number reads as its text and a stored string
 * as the number it spells.
 *
 * @param attribute the attribute that declares it (for a nested record's field, the field)
 * @param owner the simple name of the entity or nested record the attribute belongs to
 * @param topLevel whether the attribute is the entity's own (only those move their stored type)
 * @param declared the former type as written, or {@code null} when {@code type} is not written
 * @param name the {@code value} written beside it (an enum constant's former name), else empty
 * @param origin the {@code @Formerly}, at its {@code type} when written
 */
public record FormerStoredType(
    AttributeModel attribute,
    String owner,
    boolean topLevel,
    TypeName declared,
    String name,
    Origin origin) {

  private static final Map<String, ScalarKind> KINDS =
      Map.ofEntries(
          Map.entry("java.lang.String", ScalarKind.STRING),
          Map.entry("byte", ScalarKind.BYTE),
          Map.entry("java.lang.Byte", ScalarKind.BYTE),
          Map.entry("short", ScalarKind.SHORT),
          Map.entry("java.lang.Short", ScalarKind.SHORT),
          Map.entry("int", ScalarKind.INT),
          Map.entry("java.lang.Integer", ScalarKind.INT),
          Map.entry("long", ScalarKind.LONG),
          Map.entry("java.lang.Long", ScalarKind.LONG),
          Map.entry("float", ScalarKind.FLOAT),
          Map.entry("java.lang.Float", ScalarKind.FLOAT),
          Map.entry("double", ScalarKind.DOUBLE),
          Map.entry("java.lang.Double", ScalarKind.DOUBLE),
          Map.entry("java.math.BigInteger", ScalarKind.BIG_INTEGER),
          Map.entry("java.math.BigDecimal", ScalarKind.BIG_DECIMAL));

  /** The kind of the former type when it is {@code String} or a number, else {@code null}. */
  public ScalarKind former() {
    return declared == null ? null : KINDS.get(declared.toString());
  }

  /**
   * The kind of the attribute's own type when it is a plain {@code String} or number (boxed or not,
   * without converter), else {@code null}.
   */
  public ScalarKind current() {
    return attribute.type() instanceof ValueType.Scalar scalar && scalar.conversion() == null
        ? KINDS.get(scalar.javaType().withoutAnnotations().toString())
        : null;
  }

  /**
   * Whether the pair is one reads can bridge: a number and {@code String}, one each way. The stored
   * form of the kind itself says which is which.
   */
  public boolean supported() {
    ScalarKind former = former();
    ScalarKind current = current();
    return former != null
        && current != null
        && (former == ScalarKind.STRING) != (current == ScalarKind.STRING);
  }

  /** The former type as a class literal for messages: {@code long.class}, {@code Long.class}. */
  public String literal() {
    String shown = declared == null ? "void" : declared.toString();
    return shown.substring(shown.lastIndexOf('.') + 1) + ".class";
  }
}
