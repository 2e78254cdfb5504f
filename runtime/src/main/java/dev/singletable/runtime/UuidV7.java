package dev.singletable.runtime;

import java.security.SecureRandom;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;
import java.util.function.LongSupplier;
import java.util.random.RandomGenerator;

/**
 * Time-ordered ids: UUID version 7 (RFC 9562, section 5.7), for key components that should sort by
 * creation time, such as the id of a message, an event or an order.
 *
 * <p>Layout: the first 48 bits are the Unix time in milliseconds, then the version ({@code 7}), 12
 * bits, the variant ({@code 10}) and 62 bits. The 74 bits beside the version and variant are one
 * counter: the first id of a millisecond starts it at 73 random bits (its top bit clear, so there
 * is room to count), and each further id of the same millisecond adds a random step of 1 to
 * 2<sup>32 </sup> (RFC 9562 section 6.2, method 3, "monotonic random").
 *
 * <p><b>Sort order.</b> A {@link UUID} key component is stored in lower-case canonical form (see
 * the key encoding in {@code docs/value-types.md}), and that text sorts as the unsigned 128-bit
 * value, so by the embedded time first:
 *
 * <ul>
 *   <li>ids made in different milliseconds sort by time, across JVMs and hosts, to the precision of
 *       the hosts' clocks (clock skew between hosts is not corrected);
 *   <li>ids made by one generator (one JVM: {@link #next()} shares one) strictly increase, also
 *       within a millisecond and when the clock steps back (the generator keeps the latest time it
 *       used; when 2<sup>41</sup> or more ids in one millisecond exhaust the counter, it moves to
 *       the next millisecond);
 *   <li>ids made in the same millisecond by different JVMs are in random order.
 * </ul>
 *
 * <p><b>Collisions.</b> Ids from one generator never collide. Ids from different generators collide
 * only when they carry the same millisecond and the same counter: for two generators making {@code
 * a} and {@code b} ids in the same millisecond, the chance that any pair collides is at most {@code
 * a * b / 2^73} (for a thousand ids each, about 10<sup>-16</sup>). Use a conditional create (the
 * generated {@code create}) where even that must be excluded.
 *
 * <p>The random bits come from {@link SecureRandom}, but the ids are guessable from one another
 * (the time is in clear and steps are small): they are ids, not secrets.
 *
 * <pre>{@code
 * public record OutboxMessage(String orderId, UUID messageId, String topic, String payload) {
 *   public static OutboxMessage create(String orderId, String topic, String payload) {
 *     return new OutboxMessage(orderId, UuidV7.next(), topic, payload);
 *   }
 * }
 * }</pre>
 */
public final class UuidV7 {

  private static final UuidV7 SHARED = new UuidV7(System::currentTimeMillis, new SecureRandom());

  private static final long LOW_BITS = 62;
  private static final long LOW_LIMIT = 1L << LOW_BITS;
  private static final int HIGH_LIMIT = 1 << 12;
  private static final long MAX_MILLIS = (1L << 48) - 1;

  private final LongSupplier clock;
  private final RandomGenerator random;
  private long millis = -1;
  private int high;
  private long low;

  /**
   * A generator of its own, reading the Unix time in milliseconds from {@code clock} and random
   * bits from {@code random}; ids of one generator strictly increase. Most code calls {@link
   * #next()}.
   */
  public UuidV7(LongSupplier clock, RandomGenerator random) {
    this.clock = Objects.requireNonNull(clock, "clock");
    this.random = Objects.requireNonNull(random, "random");
  }

  /** The next id of the JVM's shared generator (wall clock, {@link SecureRandom}). */
  public static UUID next() {
    return SHARED.generate();
  }

  /** The next id of this generator: greater than every id it made before. */
  public synchronized UUID generate() {
    long now = clock.getAsLong();
    if (now < 0 || now > MAX_MILLIS) {
      throw new IllegalStateException("the clock is outside UUIDv7's 48-bit time: " + now);
    }
    if (now > millis) {
      start(now);
    } else if (!step()) {
      start(millis + 1);
    }
    long msb = millis << 16 | 0x7000L | high;
    long lsb = Long.MIN_VALUE | low;
    return new UUID(msb, lsb);
  }

  /**
   * The millisecond embedded in a version-7 id.
   *
   * @throws IllegalArgumentException when {@code id} is not a version-7, RFC 9562 variant UUID
   */
  public static Instant instantOf(UUID id) {
    if (id.version() != 7 || id.variant() != 2) {
      throw new IllegalArgumentException("not a UUIDv7: " + id);
    }
    return Instant.ofEpochMilli(id.getMostSignificantBits() >>> 16);
  }

  private void start(long at) {
    if (at > MAX_MILLIS) {
      throw new IllegalStateException("UUIDv7's 48-bit time is exhausted");
    }
    millis = at;
    high = random.nextInt(HIGH_LIMIT >> 1);
    low = random.nextLong(LOW_LIMIT);
  }

  /** Adds a random step to the counter; false when it would overflow its 74 bits. */
  private boolean step() {
    long next = low + 1 + random.nextLong(1L << 32);
    int carry = 0;
    if (next >= LOW_LIMIT) {
      next -= LOW_LIMIT;
      carry = 1;
    }
    if (high + carry >= HIGH_LIMIT) {
      return false;
    }
    high += carry;
    low = next;
    return true;
  }
}
