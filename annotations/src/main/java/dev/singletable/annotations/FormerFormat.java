package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The key format a key component had before, in {@link KeyFormat#formerly()}: the format the keys
 * of its stored items still carry while a migration moves them. Its members mean what they mean on
 * {@link KeyFormat}; {@code -1} (the default) is the type's default format, as when the component
 * had no {@code @KeyFormat} (9 fraction digits for an {@code Instant} or {@code LocalDateTime}).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({})
public @interface FormerFormat {

  /** The former digits before the decimal point of a {@code BigDecimal}/{@code BigInteger}. */
  int integerDigits() default -1;

  /**
   * The former fraction digits of a {@code BigDecimal}, {@code Instant} or {@code LocalDateTime}.
   */
  int fractionDigits() default -1;
}
