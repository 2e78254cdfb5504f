package dev.singletable.runtime.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Keys are built as generated code builds them (literals and encoded components joined), so
 * distinct component tuples must give distinct keys, and every key must split back into its tuple.
 * Random tuples over small alphabets make near-collisions (shared prefixes, empty-looking parts,
 * characters around the delimiter) frequent.
 */
class KeyTupleInjectivityTest {

  private static final long SEED = Long.getLong("singletable.seed", System.nanoTime());
  private static final String ALPHABET = "ab!\" $é\uFF5E\uD83D\uDE00-.:0";

  private static String randomText(SplittableRandom random) {
    int length = 1 + random.nextInt(4);
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < length; i++) {
      int at = random.nextInt(ALPHABET.length());
      char c = ALPHABET.charAt(at);
      if (Character.isHighSurrogate(c)) {
        text.append(c).append(ALPHABET.charAt(at + 1));
      } else if (!Character.isLowSurrogate(c)) {
        text.append(c);
      }
    }
    return text.length() == 0 ? "a" : text.toString();
  }

  /** The sort key of a pattern like {@code ORDER#{createdAt}#{userId}#{count}}. */
  private static String key(Instant createdAt, String userId, long count) {
    return "ORDER#"
        + KeyEncoding.instant("Order", "createdAt", createdAt, 3)
        + "#"
        + KeyEncoding.string("Order", "userId", '#', userId)
        + "#"
        + KeyEncoding.int64("Order", "count", count);
  }

  @Test
  void distinctTuplesNeverShareAKeyAndEveryKeySplitsBack() {
    SplittableRandom random = new SplittableRandom(SEED);
    Map<String, List<Object>> seen = new HashMap<>();
    for (int i = 0; i < 20_000; i++) {
      Instant createdAt = Instant.ofEpochMilli(random.nextLong(0, 4_000_000_000_000L) / 997 * 997);
      String userId = randomText(random);
      long count = random.nextInt(5) - 2L;
      List<Object> tuple = List.of(createdAt, userId, count);
      String key = key(createdAt, userId, count);

      List<Object> previous = seen.putIfAbsent(key, tuple);
      assertThat(previous).as("seed %d: key %s", SEED, key).isIn(null, tuple);

      String[] parts = key.split("#", -1);
      assertThat(parts).as("seed %d: %s", SEED, key).hasSize(4);
      assertThat(KeyDecoding.decodeInstant(parts[1], 3)).isEqualTo(createdAt);
      assertThat(parts[2]).isEqualTo(userId);
      assertThat(KeyDecoding.decodeInt64(parts[3])).isEqualTo(count);
    }
  }
}
