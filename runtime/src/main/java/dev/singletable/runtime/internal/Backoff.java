package dev.singletable.runtime.internal;

import dev.singletable.runtime.RetryPolicy;
import dev.singletable.runtime.internal.call.Step;
import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * Exponential backoff with full jitter for the retries Singletable makes itself (unprocessed batch
 * items, transient transaction cancellations): before attempt {@code n} it waits a uniformly random
 * time between 0 and {@link RetryPolicy#delayCap(int)}, which doubles from the base delay up to the
 * maximum delay. Full jitter spreads out clients that failed together, so they do not collide
 * again. It decides how long to wait; the caller does the waiting.
 */
public final class Backoff {

  private final RetryPolicy policy;
  private final DoubleSupplier random;

  public Backoff(RetryPolicy policy) {
    this(policy, () -> ThreadLocalRandom.current().nextDouble());
  }

  /**
   * @param random values in [0, 1)
   */
  public Backoff(RetryPolicy policy, DoubleSupplier random) {
    this.policy = policy;
    this.random = random;
  }

  /** The policy's bound on attempts. */
  public int maxAttempts() {
    return policy.maxAttempts();
  }

  /** The wait before attempt {@code attempt} (2, 3, ...): random in [0, delayCap(attempt)]. */
  public Duration delay(int attempt) {
    long cap = policy.delayCap(attempt).toMillis();
    long millis = (long) Math.floor(random.getAsDouble() * (cap + 1));
    return Duration.ofMillis(Math.max(0, Math.min(cap, millis)));
  }

  /**
   * After attempt {@code attempt} failed transiently with {@code failure}: wait, then {@code again}
   * with the next attempt's number; or, when the policy's attempts are spent (or the wait is
   * interrupted), stop with {@code failure}.
   */
  public <R> Step<R> retry(int attempt, RuntimeException failure, IntFunction<Step<R>> again) {
    if (attempt >= policy.maxAttempts()) {
      throw failure;
    }
    return Step.wait(delay(attempt + 1), () -> again.apply(attempt + 1), () -> failure);
  }

  /** Waits before attempt {@code attempt}, then continues; stops with {@code onInterrupt}. */
  public <R> Step<R> pause(
      int attempt, Supplier<Step<R>> then, Supplier<? extends RuntimeException> onInterrupt) {
    return Step.wait(delay(attempt), then, onInterrupt);
  }
}
