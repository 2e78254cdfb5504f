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
 * <p>Placeholders in key patterns keep using the Java name ({@code {email}}).
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
}
