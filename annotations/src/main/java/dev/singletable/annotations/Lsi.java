package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Fills the sort key of a {@link LocalIndex} for an entity; the partition key is the entity's table
 * partition key.
 *
 * <pre>{@code
 * @Lsi(index = "LSI1", sk = "TOTAL#{total}", query = "byUserByTotal")
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(Lsis.class)
public @interface Lsi {

  /** The index name, as declared in {@link Table#lsis()}. */
  String index();

  /** The index sort key template, for example {@code "STATUS#{status}#{createdAt}"}. */
  String sk();

  /**
   * The generated query method name; empty means {@code by} + partition placeholders + {@code Via}
   * + index.
   */
  String query() default "";

  /**
   * The index sort key pattern the accepted design had, declaring a move of the stored items' index
   * keys to this one: {@code @Lsi(index = "LSI1", sk = "T#{total}#{orderId}", formerly
   * = @FormerKey(sk = "TOTAL#{total}#{orderId}"))}. Only the sort key moves (the partition key is
   * the table's). Writes store only the new index key; the stored items keep the former one until
   * the backfill job of the index ({@code Order.fill:LSI1} in {@code ShopDb.migrations()}) rewrote
   * them. With {@code -Asingletable.baseline}, it must be the accepted index sort key. At most one;
   * empty (the default) declares no move.
   */
  FormerKey[] formerly() default {};
}
