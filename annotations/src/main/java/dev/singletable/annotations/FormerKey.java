package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A key pattern an entity had before, in {@link KeyPattern#formerly()}, {@link Gsi#formerly()} or
 * {@link Lsi#formerly()}: the keys its stored items still carry while a migration moves them. The
 * placeholders of a former primary key must be components of the current primary key, so that the
 * old key of an item can be computed from its new key. A local index shares the table's partition
 * key, so its former key is a sort key only: {@code @FormerKey(sk = "...")}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({})
public @interface FormerKey {

  /**
   * The former partition key template, for example {@code "ORDER#{orderId}"}; required except in
   * {@link Lsi#formerly()}, where it is left out.
   */
  String pk() default "";

  /** The former sort key template; empty for a table without a sort key. */
  String sk() default "";
}
