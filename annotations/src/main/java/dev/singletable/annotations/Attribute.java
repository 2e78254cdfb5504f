package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Stores an entity attribute under another name than its Java name, or declares how large it can
 * grow.
 *
 * <pre>{@code
 * public record User(String id, @Attribute(name = "e") String email) {}
 *
 * public record Review(String productId, String userId, @Attribute(maxLength = 2000) String text) {}
 * }</pre>
 *
 * <p>Placeholders in key patterns keep using the Java name ({@code {email}}). {@link #ifAbsent}
 * declares what items stored without the attribute read as.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD})
public @interface Attribute {

  /** The stored attribute name: {@code @Attribute(name = "e")}; the Java name unless given. */
  String name() default "";

  /**
   * The largest size the application lets this attribute reach: characters of a {@code String},
   * bytes of a {@code byte[]}/{@code SdkBytes}, elements of a list, set or map. The compile-time
   * design review uses it to judge item-collection sizes ({@code singletable:lsi-unbounded}); it is
   * a declaration, not checked when items are written. {@code -1} (the default) declares no bound:
   * {@code @Attribute(maxLength = 2000) String text}.
   */
  int maxLength() default -1;

  /**
   * The stored name this attribute had in the accepted design, declaring a rename of stored items:
   * {@code @Attribute(name = "orderTotal", formerly = "amount")}. Until every stored item is
   * renamed (the generated migration {@code ShopDb.migrations()} does it online), reads take the
   * value under the old name when the new one is absent, and writes store only the new name. With
   * {@code -Asingletable.baseline}, the old name must be the one the accepted design stores. Empty
   * (the default) declares no rename. On a field of a nested record or class it renames the field
   * inside the stored maps, wherever the type is stored: {@code record Address(@Attribute(formerly
   * = "street") String line1, String city)}.
   */
  String formerly() default "";

  /**
   * The value a read gives when the stored item lacks the attribute, written as text that the
   * processor checks against the attribute's type at compile time: a number ({@code "0"}, {@code
   * "2.50"}), {@code "true"}/{@code "false"}, any string, an enum constant's name, an {@code
   * Instant} or {@code LocalDate} in ISO-8601 ({@code "2024-01-01T00:00:00Z"}, {@code
   * "2024-01-01"}), a {@code LocalDateTime} likewise, a {@code UUID}:
   *
   * <pre>{@code
   * public record Order(String orderId, @Attribute(ifAbsent = "false") boolean gift) {}
   * }</pre>
   *
   * <p>It declares how items stored before the attribute existed read, so that a new primitive (or
   * one made required) compiles clean against {@code -Asingletable.baseline}; the generated job
   * {@code Order.default:gift} of {@code ShopDb.migrations()} writes it into those items. Writes
   * store the attribute's value as always; conditions and filters see only stored values (an absent
   * attribute is absent to them). Not for key components, {@code @Version}, {@code @Ttl},
   * {@code @CreatedAt}, {@code @UpdatedAt}, {@code @Unique}, nor lists, sets, maps, {@code
   * Optional}, bytes, nested or converted types. A {@code BigDecimal} default reads as DynamoDB
   * returns numbers, without trailing zeros ({@code "2.50"} reads as {@code 2.5}). Not written (the
   * default): no default.
   */
  String ifAbsent() default "";
}
