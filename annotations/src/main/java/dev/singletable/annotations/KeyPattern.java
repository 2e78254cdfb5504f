package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The primary key of an {@link Entity} as templates of literals and {@code {attribute}}
 * placeholders.
 *
 * <pre>{@code
 * @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{createdAt}#{orderId}", query = "byUser")
 * }</pre>
 *
 * <p>Placeholders name entity attributes (Java names). Their values are encoded so that keys sort
 * as the values do: numbers at a fixed width, instants as ISO-8601 UTC with 9 fraction digits,
 * dates as {@code yyyy-MM-dd}, enums by name. A value that is empty or contains the table's
 * delimiter is refused before any request is sent.
 *
 * <p>The generated repository has one query method for the partition, named by {@link #query()},
 * whose parameters are the partition-key placeholders, and whose builder offers conditions on the
 * sort-key placeholders from left to right.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface KeyPattern {

  /** The partition key template, for example {@code "USER#{userId}"}. */
  String pk();

  /**
   * The sort key template, for example {@code "ORDER#{createdAt}#{orderId}"}; leave it empty for a
   * table without a sort key.
   */
  String sk() default "";

  /**
   * The name of the generated query method over this partition; empty means {@code by} followed by
   * the partition placeholders ({@code byUserId}). Use a verb phrase when that reads better: {@code
   * query = "ordersOfUser"}.
   */
  String query() default "";

  /**
   * The primary key pattern the accepted design had, declaring a move of stored items to this one:
   * {@code @KeyPattern(pk = "O#{orderId}", sk = "METADATA", formerly = @FormerKey(pk =
   * "ORDER#{orderId}", sk = "METADATA"))}. Until every stored item is moved (the generated
   * migration {@code ShopDb.migrations()} does it online), a get that finds nothing under the new
   * key reads the old one, a delete removes both, and writes store only the new key. At most one;
   * empty (the default) declares no move.
   */
  FormerKey[] formerly() default {};
}
