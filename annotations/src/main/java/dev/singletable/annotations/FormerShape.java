package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * How an earlier shape of an entity stored it: a record (nested in the entity, or of its own) whose
 * components map as the entity's attributes do ({@link Attribute} names, nested records,
 * collections, enums, converters), with a method {@code upgrade()} that returns the entity.
 *
 * <pre>{@code
 * @Entity(table = Shop.class, shape = 2)
 * @KeyPattern(pk = "CUSTOMER#{customerId}", sk = "A")
 * public record Customer(String customerId, String first, String last) {
 *
 *   @FormerShape(1)
 *   record V1(String customerId, String name) {
 *     Customer upgrade() { ... }
 *   }
 * }
 * }</pre>
 *
 * <p>An item without the {@code _shape} attribute is of shape 1; one of a former shape is read with
 * that shape's mapping, then upgraded. The upgraded entity must keep the key it is stored under.
 * Remove the record once every stored item is upgraded and the new design is accepted.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface FormerShape {

  /** The number of the former shape, below the entity's {@code @Entity(shape = ...)}. */
  int value();
}
