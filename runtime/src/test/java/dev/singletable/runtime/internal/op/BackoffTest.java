package dev.singletable.runtime.internal.op;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.RetryPolicy;
import dev.singletable.runtime.internal.call.Step;
import java.time.Duration;
import java.util.Random;
import org.junit.jupiter.api.Test;

class BackoffTest {

  private final RetryPolicy policy =
      new RetryPolicy(10, Duration.ofMillis(25), Duration.ofMillis(400));

  @Test
  void delaysStayWithinTheExponentialCapWhateverTheJitter() {
    Random random = new Random(42);
    Backoff backoff = new Backoff(policy, random::nextDouble);
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
    assertThat(new Backoff(policy, () -> 0.0).delay(4)).isEqualTo(Duration.ZERO);
    assertThat(new Backoff(policy, () -> 0.999_999).delay(4)).isEqualTo(Duration.ofMillis(100));
    assertThat(new Backoff(policy, () -> 0.999_999).delay(30)).isEqualTo(Duration.ofMillis(400));
  }

  @Test
  void aRetryWaitsTheJitteredDelayOrGivesUpWhenTheAttemptsAreSpent() {
    Backoff backoff = new Backoff(policy, () -> 0.5);
    RuntimeException failure = new IllegalStateException("conflict");
    Step<String> retry = backoff.retry(3, failure, attempt -> Step.done("attempt " + attempt));
    assertThat(retry)
        .isInstanceOfSatisfying(
            Step.Wait.class,
            wait -> {
              assertThat(wait.delay()).isEqualTo(Duration.ofMillis(50)); // half of 100 ms
              assertThat(wait.then().get()).isEqualTo(Step.done("attempt 4"));
              assertThat(wait.onInterrupt().get()).isSameAs(failure);
            });
    assertThatThrownBy(() -> backoff.retry(10, failure, attempt -> Step.done("never")))
        .isSameAs(failure);
  }
}
