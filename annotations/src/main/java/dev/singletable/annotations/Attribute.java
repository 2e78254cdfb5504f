package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Stores an entity attribute under another name than its Java name.
 *
 * <pre>{@code
 * public record User(String id, @Attribute(name = "e") String email) {}
 * }</pre>
 *
 * <p>Placeholders in key patterns keep using the Java name ({@code {email}}).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD})
public @interface Attribute {

  /** The stored attribute name: {@code @Attribute(name = "e")}. */
  String name();
}
