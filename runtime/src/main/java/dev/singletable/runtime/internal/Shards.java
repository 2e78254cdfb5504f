package dev.singletable.runtime.internal;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The shard number of a sharded partition key ({@code @Shard}), written at fixed width.
 *
 * <p>The hash is part of the stored-data contract and must never change: 32-bit FNV-1a (offset
 * basis {@code 0x811C9DC5}, prime {@code 0x01000193}) over the UTF-8 bytes of the attribute's
 * encoded key text, taken unsigned modulo the count. The shard is written in decimal, zero-padded
 * to the digits of {@code count - 1}, so every shard of one key has the same width and no shard's
 * partition value is a prefix of another's.
 */
public final class Shards {

  private static final int FNV_OFFSET = 0x811C9DC5;
  private static final int FNV_PRIME = 0x01000193;

  private Shards() {}

  /** The shard of an item whose {@code by} attribute has the encoded key text {@code encoded}. */
  public static String of(int count, String encoded) {
    return text(number(count, encoded), count);
  }

  /** A shard picked at random, for keys sharded without {@code by}. */
  public static String random(int count) {
    return text(ThreadLocalRandom.current().nextInt(count), count);
  }

  /** The shard number (0 to {@code count - 1}) of the encoded key text {@code encoded}. */
  public static int number(int count, String encoded) {
    return Integer.remainderUnsigned(fnv1a(encoded.getBytes(StandardCharsets.UTF_8)), count);
  }

  /** 32-bit FNV-1a of {@code bytes}. */
  static int fnv1a(byte[] bytes) {
    int hash = FNV_OFFSET;
    for (byte b : bytes) {
      hash ^= b & 0xFF;
      hash *= FNV_PRIME;
    }
    return hash;
  }

  /** Shard {@code shard} of {@code count}, zero-padded to the digits of {@code count - 1}. */
  public static String text(int shard, int count) {
    if (count < 1 || shard < 0 || shard >= count) {
      throw new IllegalArgumentException("shard " + shard + " is not among 0.." + (count - 1));
    }
    String digits = Integer.toString(shard);
    int width = Integer.toString(count - 1).length();
    return digits.length() == width ? digits : "0".repeat(width - digits.length()) + digits;
  }
}
