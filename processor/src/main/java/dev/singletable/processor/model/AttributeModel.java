package dev.singletable.processor.model;

import java.util.Set;

/**
 * One attribute of an entity or embedded type.
 *
 * @param name the Java name (record component, field or property)
 * @param storedName the DynamoDB attribute name
 * @param accessor how to read it from an instance: a method name such as {@code total} or {@code
 *     getTotal}
 * @param setter for builder construction, the builder method that sets it; otherwise {@code null}
 * @param primitive whether the Java type is primitive (then the attribute is required when read)
 * @param ignored whether {@code @Ignore} leaves it out of the item
 * @param integerDigits declared by {@code @KeyFormat}, or -1
 * @param fractionDigits declared by {@code @KeyFormat}, or -1
 */
public record AttributeModel(
    String name,
    String storedName,
    ValueType type,
    String accessor,
    String setter,
    boolean primitive,
    boolean ignored,
    Set<Role> roles,
    int integerDigits,
    int fractionDigits,
    Origin origin) {

  public boolean has(Role role) {
    return roles.contains(role);
  }

  /** The scalar kind, or {@code null} when the type is not a scalar. */
  public ScalarKind scalarKind() {
    return type instanceof ValueType.Scalar scalar ? scalar.kind() : null;
  }

  /** How a value type or converted type is stored; {@code null} for the types stored as such. */
  public Conversion conversion() {
    return type instanceof ValueType.Scalar scalar ? scalar.conversion() : null;
  }
}
