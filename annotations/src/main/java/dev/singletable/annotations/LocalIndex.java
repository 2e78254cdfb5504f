package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A local secondary index of a {@link Table}: same partition key, another sort key. Entities fill
 * its sort key with {@link Lsi}. A table has at most 5, created with the table.
 *
 * <pre>{@code
 * @Table(name = "Shop", lsis = @LocalIndex(name = "LSI1"))   // sort key LSI1SK
 * public interface Shop {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({})
public @interface LocalIndex {

  /** The index name, for example {@code "LSI1"}. */
  String name();

  /** The sort key attribute; empty means {@code <name>SK}, for example {@code LSI1SK}. */
  String sk() default "";

  /** Which attributes the index stores: {@code projection = Projection.KEYS_ONLY}. */
  Projection projection() default Projection.ALL;

  /**
   * The stored attribute names projected when {@link #projection()} is {@link Projection#INCLUDE}.
   */
  String[] include() default {};
}
