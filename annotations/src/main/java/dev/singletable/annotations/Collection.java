package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Puts an entity into a named item collection: entities whose partition-key patterns are the same
 * on one index (same literals, same placeholders) and that are read together with one Query. The
 * generated {@code <Table>Db} gets one method per collection returning a typed result.
 *
 * <pre>{@code
 * @Entity(table = Shop.class)
 * @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
 * @Collection("orderDetails")
 * public record Order(String orderId, ...) {}
 *
 * @Entity(table = Shop.class)
 * @KeyPattern(pk = "ORDER#{orderId}", sk = "ITEM#{productId}")
 * @Collection("orderDetails")
 * public record OrderItem(String orderId, String productId, int quantity) {}
 *
 * // generated: shopDb.orderDetails(orderId).fetch() -> OrderDetails(Optional<Order> order, List<OrderItem> orderItems)
 * }</pre>
 *
 * <p>Several collections can share one partition when each is selected by a sort-key {@link
 * #prefix()}: a user's partition holding the repositories they own ({@code prefix = "OWNS#"}) and
 * the issues they discuss ({@code prefix = "DISCUSSES#"}) is two collections, each read with {@code
 * begins_with} on its prefix, and a collection without a prefix still reads the whole partition.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(Collections.class)
public @interface Collection {

  /** The collection name, which is also the generated method name: {@code "orderDetails"}. */
  String value();

  /** The index whose partition holds the collection; empty for the table itself. */
  String index() default "";

  /**
   * The literal start of the sort keys that select the collection within its partition, such as
   * {@code "OWNS#"}: every member's sort-key pattern starts with it, the collection is read with
   * {@code begins_with} on it, and no other entity of the partition may have a key it matches.
   * Empty (the default): the whole partition.
   */
  String prefix() default "";
}
