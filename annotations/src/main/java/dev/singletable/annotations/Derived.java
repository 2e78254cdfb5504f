package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a stored attribute computed from other attributes of the same entity by a static method of
 * the entity type, named by {@link #value()}. Each parameter of the method names a source attribute
 * (by its Java name) and takes its type; the method returns the derived attribute's type.
 *
 * <pre>{@code
 * public record Issue(String repo, int number, @Derived("ticketOf") String ticket) {
 *   static String ticketOf(String repo, int number) {
 *     return repo + "-" + number;
 *   }
 * }
 * }</pre>
 *
 * <p>The generated code computes the attribute on every write ({@code put}, {@code create}, the
 * puts of transactions and batches), whatever value the instance holds, so the stored value always
 * agrees with its sources; reads return the stored value. The typed update has no setter for it:
 * the setter of each source ({@code setNumber(...)}) computes it again and rewrites every index key
 * it feeds, taking the other sources as parameters and checking that their stored values are the
 * ones given. A method receives {@code null} for an absent (nullable) source; when it returns
 * {@code null} the attribute is left out of the item. Derived attributes and their sources are
 * scalars; a derived attribute may feed index keys (not the primary key, whose pattern already
 * composes attributes) and other derived attributes, never itself.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD})
public @interface Derived {

  /** The name of the static method of the entity type that computes the attribute. */
  String value();
}
