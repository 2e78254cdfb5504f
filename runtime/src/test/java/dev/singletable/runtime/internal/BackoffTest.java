package dev.singletable.runtime.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.RetryPolicy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class BackoffTest {

  private final RetryPolicy policy =
      new RetryPolicy(10, Duration.ofMillis(25), Duration.ofMillis(400));

  @Test
  void delaysStayWithinTheExponentialCapWhateverTheJitter() {
    Random random = new Random(42);
    Backoff backoff = new Backoff(policy, random::nextDouble, d -> {});
    for (int attempt = 2; attempt <= 10; attempt++) {
      long cap = Math.min(25L << (attempt - 2), 400);
      assertThat(policy.delayCap(attempt)).isEqualTo(Duration.ofMillis(cap));
      for (int i = 0; i < 1_000; i++) {
        assertThat(backoff.delay(attempt)).isBetween(Duration.ZERO, Duration.ofMillis(cap));
      }
    }
  }

  @Test
  void fullJitterReachesBothEndsOfTheRange() {
    assertThat(new Backoff(policy, () -> 0.0, d -> {}).delay(4)).isEqualTo(Duration.ZERO);
    assertThat(new Backoff(policy, () -> 0.999_999, d -> {}).delay(4))
        .isEqualTo(Duration.ofMillis(100));
    assertThat(new Backoff(policy, () -> 0.999_999, d -> {}).delay(30))
        .isEqualTo(Duration.ofMillis(400));
  }

  @Test
  void pauseSleepsTheDelayAndReportsAnInterrupt() {
    List<Duration> slept = new ArrayList<>();
    assertThat(new Backoff(policy, () -> 0.5, slept::add).pause(3)).isTrue();
    assertThat(slept).containsExactly(Duration.ofMillis(25));

    Backoff interrupted =
        new Backoff(
            policy,
            () -> 0.5,
            d -> {
              throw new InterruptedException();
            });
    assertThat(interrupted.pause(3)).isFalse();
    assertThat(Thread.interrupted()).isTrue(); // the flag was restored (and is cleared here)
  }
}
