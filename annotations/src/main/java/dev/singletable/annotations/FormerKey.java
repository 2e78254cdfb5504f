package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A primary key pattern an entity had before, in {@link KeyPattern#formerly()}: the keys its stored
 * items still carry while a migration moves them. Its placeholders must be components of the
 * current primary key, so that the old key of an item can be computed from its new key.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({})
public @interface FormerKey {

  /** The former partition key template, for example {@code "ORDER#{orderId}"}. */
  String pk();

  /** The former sort key template; empty for a table without a sort key. */
  String sk() default "";
}
