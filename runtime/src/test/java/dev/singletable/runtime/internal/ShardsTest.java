package dev.singletable.runtime.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The shard function is part of the stored-data contract: these values must never change, or stored
 * items would no longer be found by their key.
 */
class ShardsTest {

  @Test
  void theHashIsFnv1aOfTheUtf8Bytes() {
    // The published FNV-1a 32-bit test vectors.
    assertThat(Shards.fnv1a(new byte[0])).isEqualTo(0x811C9DC5);
    assertThat(Shards.fnv1a("a".getBytes(StandardCharsets.UTF_8))).isEqualTo(0xE40C292C);
    assertThat(Shards.fnv1a("foobar".getBytes(StandardCharsets.UTF_8))).isEqualTo(0xBF9CF968);
  }

  @Test
  void shardsOfKnownValuesNeverChange() {
    assertThat(Shards.of(8, "e42")).isEqualTo("2");
    assertThat(Shards.of(16, "e42")).isEqualTo("10");
    assertThat(Shards.of(16, "foobar")).isEqualTo("08");
    // Non-ASCII text hashes its UTF-8 bytes, not Java's UTF-16 chars; the hash is taken unsigned.
    assertThat(Shards.of(8, "\u00e9t\u00e9")).isEqualTo("7");
  }

  @Test
  void shardsAreWrittenAtTheWidthOfTheLastShard() {
    assertThat(Shards.text(0, 8)).isEqualTo("0");
    assertThat(Shards.text(7, 10)).isEqualTo("7");
    assertThat(Shards.text(7, 11)).isEqualTo("07");
    assertThat(Shards.text(99, 100)).isEqualTo("99");
    assertThat(Shards.text(5, 100)).isEqualTo("05");
    assertThatThrownBy(() -> Shards.text(8, 8)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void randomShardsCoverEveryShardAtFixedWidth() {
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < 2000; i++) {
      seen.add(Shards.random(12));
    }
    assertThat(seen).hasSize(12).allSatisfy(s -> assertThat(s).hasSize(2));
  }
}
