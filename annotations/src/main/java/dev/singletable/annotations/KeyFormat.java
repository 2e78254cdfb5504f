package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares how a key component is written into a key, where the type alone does not fix it. {@code
 * BigDecimal} and {@code BigInteger} key components need it, so that their encoding has a fixed
 * width and sorts numerically; {@code Instant} and {@code LocalDateTime} components may use it to
 * write fewer fraction digits (values with finer precision are then refused, never truncated).
 *
 * <pre>{@code
 * @KeyPattern(pk = "GAME#{gameId}", sk = "SCORE#{score}#{userId}")
 * public record Score(String gameId, String userId, @KeyFormat(integerDigits = 9, fractionDigits = 2) BigDecimal score) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD})
public @interface KeyFormat {

  /**
   * Digits before the decimal point of a {@code BigDecimal}/{@code BigInteger}: values must be
   * below 10^integerDigits in magnitude.
   */
  int integerDigits() default -1;

  /**
   * Digits after the decimal point: the scale of a {@code BigDecimal}, or the fraction-of-second
   * digits (0 to 9, default 9) of an {@code Instant} or {@code LocalDateTime}.
   */
  int fractionDigits() default -1;

  /**
   * The format the accepted design wrote this component with, declaring a move of stored items to
   * keys in this format: {@code @KeyFormat(fractionDigits = 3, formerly = @FormerFormat)} for an
   * {@code Instant} written with 9 fraction digits before. For a primary key component, until every
   * stored item is moved (the entity's key job in {@code ShopDb.migrations()}), a get that finds
   * nothing under the new key reads the key in the former format, a delete removes both, and writes
   * store only the new format. For a component of secondary index keys only, the stored index keys
   * in the former format are rewritten by the index's backfill job ({@code Order.fill:GSI1}); until
   * then queries of the index do not follow the move. At most one; empty (the default) declares no
   * move.
   */
  FormerFormat[] formerly() default {};
}
