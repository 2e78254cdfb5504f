package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes an access-pattern parameter the prefix a String attribute begins with (begins_with). On a
 * sort-key component it is part of the key condition, on the component after the ones bound by
 * equality; with {@link Filter} it filters. A {@code null} argument means no prefix; an empty one
 * is refused like any empty key value.
 *
 * <pre>{@code
 * @AccessPattern("Products of a category whose name starts with a prefix")
 * List<Product> named(String category, @BeginsWith("name") String prefix);
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.PARAMETER)
public @interface BeginsWith {

  /** The attribute's Java name; empty (the default) for the parameter's own name. */
  String value() default "";
}
