package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * What stored values were before a change that a migration rewrites. It declares one of two things:
 *
 * <ul>
 *   <li>On an enum constant, the name the constant was stored under before it was renamed: {@code
 *       enum Status { PLACED, @Formerly("SENT") SHIPPED }}. Until every stored item is rewritten
 *       (the job {@code Order.convert:status} of the generated {@code ShopDb.migrations()}, one per
 *       attribute holding the enum), reads take {@code "SENT"} as {@code SHIPPED} and writes write
 *       {@code "SHIPPED"}.
 *   <li>On an entity's attribute, the Java type its values were stored as before its type changed
 *       between a number and {@code String}: {@code @Formerly(type = long.class) String
 *       orderNumber}. Until every stored item is rewritten (the job {@code
 *       Order.convert:orderNumber}), reads take a stored number as its text ({@code 42} reads as
 *       {@code "42"}), or a stored string as the number it spells ({@code "42"} as {@code 42L};
 *       other text is a {@code MappingException}), and writes write the new type. The former type
 *       is {@code String} or a number ({@code byte}, {@code short}, {@code int}, {@code long},
 *       {@code float}, {@code double}, their boxes, {@code BigInteger}, {@code BigDecimal}), the
 *       attribute's type the other one, and the attribute is no key component (the keys hold its
 *       text). Conditions and filters on the attribute compare values of the new type only.
 * </ul>
 *
 * <p>With {@code -Asingletable.baseline}, the former name or type must be what the accepted design
 * stores. Remove it once the new design is accepted.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT, ElementType.METHOD})
public @interface Formerly {

  /** On an enum constant: its former name, as the stored items hold it. */
  String value() default "";

  /**
   * On an entity's attribute: the Java type its values were stored as, {@code long.class} for a
   * {@code String} that was a {@code long}; {@code void.class} (the default) declares none.
   */
  Class<?> type() default void.class;
}
