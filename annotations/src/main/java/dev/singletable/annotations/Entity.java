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

  /**
   * The entity type the stored items carry in the entity-type attribute, while a migration renames
   * it: {@code @Entity(table = Shop.class, name = "Order", formerly = "ORDER")}. Until every stored
   * item is rewritten (the job {@code Order.type} of the generated {@code ShopDb.migrations()}),
   * reads accept both names and writes write the new one; remove it once the new design is
   * accepted. Empty (the default) when the type name did not change.
   */
  String formerly() default "";

  /**
   * The number of the entity's stored shape, 1 unless given. Raise it when the stored attributes
   * change as a whole (a field split in two, two fields folded into a nested record), and describe
   * how each earlier shape stored the entity with a {@link FormerShape} record whose {@code
   * upgrade()} returns the entity: reads upgrade the items of a former shape, writes write shape
   * {@code N} and mark the item with the table's {@code _shape} attribute, and the job {@code
   * Customer.upgrade} of the generated {@code ShopDb.migrations()} rewrites the stored items.
   */
  int shape() default 1;
}
