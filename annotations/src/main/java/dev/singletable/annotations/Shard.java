package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Spreads the partition key of an entity over {@link #count()} shard partitions: the key pattern
 * holds the placeholder {@code {shard}}, replaced by the shard number written at fixed width
 * ({@code 0}..{@code 7} for 8 shards, {@code 00}..{@code 15} for 16), so no shard's partition is a
 * prefix of another's. Queries of the partition read every shard in parallel and merge the results
 * in sort-key order, with one cursor for the whole read.
 *
 * <pre>{@code
 * @KeyPattern(pk = "DAY#{day}#{shard}", sk = "{at}#{eventId}")
 * @Shard(count = 8, by = "eventId")
 * public record Event(LocalDate day, Instant at, String eventId, String payload) {}
 *
 * @Gsi(index = "GSI1", pk = "STATUS#{status}#{shard}", sk = "{createdAt}#{orderId}")
 * @Shard(count = 4, index = "GSI1")
 * }</pre>
 *
 * <p>With {@link #by()}, the shard is a stable hash of that primary-key attribute (so a point read
 * and every update find the item's shard): 32-bit FNV-1a over the UTF-8 bytes of the attribute's
 * encoded key text, taken unsigned modulo {@code count}. This function is part of the stored-data
 * contract and never changes between versions. Without {@code by}, each write picks a shard at
 * random; that is allowed only for an index key, since the table key must let a point read find the
 * item.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(Shards.class)
public @interface Shard {

  /** The number of shard partitions, 2 to 100; changing it re-homes every stored item. */
  int count();

  /** The primary-key attribute whose hash picks the shard; empty spreads writes at random. */
  String by() default "";

  /** The index whose partition key is sharded; empty for the table's own key. */
  String index() default "";
}
