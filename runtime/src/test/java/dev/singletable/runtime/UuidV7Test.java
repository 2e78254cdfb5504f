package dev.singletable.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

class UuidV7Test {

  private static final long T0 = Instant.parse("2026-12-02T12:00:00.123Z").toEpochMilli();

  @Test
  void layoutIsVersionSevenVariantTwoWithTheMillisecondInTheFirst48Bits() {
    UUID id = new UuidV7(() -> T0, new SplittableRandom(1)).generate();

    assertThat(id.version()).isEqualTo(7);
    assertThat(id.variant()).isEqualTo(2);
    assertThat(UuidV7.instantOf(id)).isEqualTo(Instant.ofEpochMilli(T0));
    assertThat(id.toString())
        .matches("[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}");
    assertThat(id.toString()).startsWith(String.format("%08x-%04x", T0 >>> 16, T0 & 0xffff));
  }

  @Test
  void theSharedGeneratorUsesTheWallClock() {
    long before = System.currentTimeMillis();
    UUID id = UuidV7.next();
    long after = System.currentTimeMillis();

    assertThat(UuidV7.instantOf(id).toEpochMilli()).isBetween(before, after);
    assertThat(UuidV7.next().toString()).isGreaterThan(id.toString());
  }

  @Test
  void idsOfLaterMillisecondsSortLaterAsTextAcrossGenerators() {
    AtomicLong clock = new AtomicLong(T0);
    UuidV7 a = new UuidV7(clock::get, new SplittableRandom(1));
    UuidV7 b = new UuidV7(clock::get, new SplittableRandom(2));
    List<String> made = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      clock.addAndGet(1);
      made.add((i % 2 == 0 ? a : b).generate().toString());
    }

    assertThat(made).isSorted();
  }

  @Test
  void oneGeneratorStrictlyIncreasesWithinAMillisecondAndWhenTheClockStepsBack() {
    AtomicLong clock = new AtomicLong(T0);
    UuidV7 generator = new UuidV7(clock::get, new SplittableRandom(3));
    List<String> made = new ArrayList<>();
    for (int i = 0; i < 100_000; i++) {
      if (i == 50_000) {
        clock.set(T0 - 5_000); // NTP steps the clock back five seconds
      }
      made.add(generator.generate().toString());
    }

    assertThat(made).isSorted().doesNotHaveDuplicates();
    assertThat(new HashSet<>(made)).hasSize(100_000);
    assertThat(UuidV7.instantOf(UUID.fromString(made.get(99_999))))
        .isEqualTo(Instant.ofEpochMilli(T0));
  }

  @Test
  void theFirstIdOfAMillisecondLeavesTheCounterRoomToCount() {
    // The largest draws: the counter starts at 2^73 - 1 (top bit clear) and steps by 2^32.
    RandomGenerator largest =
        new RandomGenerator() {
          @Override
          public long nextLong() {
            return -1L;
          }

          @Override
          public long nextLong(long bound) {
            return bound - 1;
          }

          @Override
          public int nextInt(int bound) {
            return bound - 1;
          }
        };
    UuidV7 generator = new UuidV7(() -> T0, largest);

    UUID first = generator.generate();
    UUID second = generator.generate();

    assertThat(first.toString().substring(14, 18)).isEqualTo("77ff");
    assertThat(first.toString().substring(19)).isEqualTo("bfff-ffffffffffff");
    assertThat(second.toString().substring(14, 18)).isEqualTo("7800");
    assertThat(UuidV7.instantOf(second)).isEqualTo(Instant.ofEpochMilli(T0));
    assertThat(second.toString()).isGreaterThan(first.toString());
  }

  @Test
  void instantOfRefusesOtherVersions() {
    assertThatThrownBy(() -> UuidV7.instantOf(UUID.randomUUID()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("not a UUIDv7: ");
  }
}
