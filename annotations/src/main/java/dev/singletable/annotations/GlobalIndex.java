package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A global secondary index of a {@link Table}. Entities fill its keys with {@link Gsi}.
 *
 * <pre>{@code
 * @Table(name = "Shop", gsis = {
 *     @GlobalIndex(name = "GSI1"),                                 // keys GSI1PK / GSI1SK
 *     @GlobalIndex(name = "ByStatus", pk = "status_pk", sk = "status_sk",
 *                  projection = Projection.INCLUDE, include = {"total"})})
 * public interface Shop {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({})
public @interface GlobalIndex {

  /** The index name, for example {@code "GSI1"}. */
  String name();

  /** The partition key attribute; empty means {@code <name>PK}, for example {@code GSI1PK}. */
  String pk() default "";

  /**
   * The sort key attribute; empty means {@code <name>SK}, for example {@code GSI1SK}. Use the
   * table's sort key name to build an inverted index ({@code @GlobalIndex(name = "Inverted", pk =
   * "SK", sk = "PK")}).
   */
  String sk() default "";

  /**
   * False for an index with a partition key only: {@code @GlobalIndex(name = "GSI3", hasSortKey =
   * false)}.
   */
  boolean hasSortKey() default true;

  /** Which attributes the index stores: {@code projection = Projection.KEYS_ONLY}. */
  Projection projection() default Projection.ALL;

  /**
   * The stored attribute names projected when {@link #projection()} is {@link Projection#INCLUDE}:
   * {@code include = {"total", "status"}}.
   */
  String[] include() default {};
}
