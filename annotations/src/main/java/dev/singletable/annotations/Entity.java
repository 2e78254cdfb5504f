package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * One item type stored in a {@link Table}. Put it on a record (preferred) or on a class with a
 * canonical constructor (or a static {@code builder()}) and getters, together with {@link
 * KeyPattern}.
 *
 * <pre>{@code
 * @Entity(table = Shop.class)
 * @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{createdAt}#{orderId}")
 * public record Order(String userId, String orderId, Instant createdAt, BigDecimal total) {}
 * }</pre>
 *
 * <p>The processor generates {@code OrderKey}, {@code OrderSchema} and {@code OrderRepository} next
 * to it.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Entity {

  /** The table interface, annotated with {@link Table}: {@code table = Shop.class}. */
  Class<?> table();

  /**
   * The entity type stored in every item's entity-type attribute; the simple class name unless
   * given: {@code @Entity(table = Shop.class, name = "ORDER")}. Changing it orphans stored items.
   */
  String name() default "";
}
