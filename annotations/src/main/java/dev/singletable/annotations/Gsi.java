package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Fills the keys of a {@link GlobalIndex} for an entity. Entities without it are absent from the
 * index (a sparse index); several entities can fill one index with different patterns (an
 * overloaded index).
 *
 * <pre>{@code
 * @Gsi(index = "GSI1", pk = "EMAIL#{email}", sk = "USER#{id}", query = "byEmail")
 * }</pre>
 *
 * <p>If an attribute the pattern needs is null, the index keys are left absent and the item is not
 * in the index.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(Gsis.class)
public @interface Gsi {

  /** The index name, as declared in {@link Table#gsis()}. */
  String index();

  /** The index partition key template, for example {@code "STATUS#{status}"}. */
  String pk();

  /** The index sort key template; empty for an index without a sort key. */
  String sk() default "";

  /** The generated query method name; empty means {@code by} + the partition placeholders. */
  String query() default "";

  /**
   * The index key pattern the accepted design had, declaring a move of the stored items' index keys
   * to this one: {@code @Gsi(index = "GSI1", pk = "S#{status}", sk = "{orderId}", formerly
   * = @FormerKey(pk = "STATUS#{status}", sk = "{orderId}"))}. Writes store only the new index keys;
   * the stored items keep the former ones until the backfill job of the index ({@code
   * Order.fill:GSI1} in {@code ShopDb.migrations()}) rewrote them, so queries of the index read
   * only the items already rewritten until then. With {@code -Asingletable.baseline}, it must be
   * the accepted index key. At most one; empty (the default) declares no move.
   */
  FormerKey[] formerly() default {};
}
