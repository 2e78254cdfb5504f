package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The name an enum constant was stored under before it was renamed, while a migration rewrites the
 * stored values: {@code enum Status { PLACED, @Formerly("SENT") SHIPPED }}. Until every stored item
 * is rewritten (the job {@code Order.convert:status} of the generated {@code ShopDb.migrations()},
 * one per attribute holding the enum), reads take {@code "SENT"} as {@code SHIPPED} and writes
 * write {@code "SHIPPED"}; remove it once the new design is accepted. Only on enum constants.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface Formerly {

  /** The former name of the constant, as the stored items hold it. */
  String value();
}
