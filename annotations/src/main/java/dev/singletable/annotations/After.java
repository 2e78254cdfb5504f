package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes an access-pattern parameter an exclusive lower bound (>) of an attribute. On a sort-key
 * component it is part of the key condition, on the component after the ones bound by equality;
 * with {@link Filter} it filters. A lower and an upper bound on the same attribute make a between.
 * A {@code null} argument leaves that side unbounded.
 *
 * <pre>{@code
 * @AccessPattern("Orders of a user after the last one seen")
 * List<Order> ordersAfter(String userId, @After("createdAt") Instant seen);
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.PARAMETER)
public @interface After {

  /** The attribute's Java name; empty (the default) for the parameter's own name. */
  String value() default "";
}
