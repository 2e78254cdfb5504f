package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Binds an access-pattern parameter to the attribute with another name than the parameter's.
 *
 * <pre>{@code
 * @AccessPattern("Orders of a user")
 * List<Order> ordersOf(@Bind("userId") String user);
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.PARAMETER)
public @interface Bind {

  /** The attribute's Java name, as in key patterns: {@code "userId"}. */
  String value();
}
