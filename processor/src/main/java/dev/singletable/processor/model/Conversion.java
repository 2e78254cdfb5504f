package dev.singletable.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;

/**
 * How an attribute of a type DynamoDB cannot hold directly reaches a stored scalar: a value type (a
 * record of one component, stored as that component) or a converter declared on the table.
 */
public sealed interface Conversion {

  /** The Java type of the stored scalar, such as {@code String} or {@code int}. */
  TypeName storedType();

  /**
   * A record with one component, stored as the component: {@code orderId.value()} one way, {@code
   * new OrderId(stored)} the other.
   *
   * @param accessor the component's accessor method
   */
  record Component(String accessor, TypeName storedType) implements Conversion {}

  /**
   * A converter declared on the table, held once in the table's generated converters class.
   *
   * @param converter the user's {@code AttributeConverter} class
   * @param holder the generated class holding one instance of each converter
   * @param field the constant in {@code holder} that holds this converter
   */
  record Converter(ClassName converter, TypeName storedType, ClassName holder, String field)
      implements Conversion {}
}
