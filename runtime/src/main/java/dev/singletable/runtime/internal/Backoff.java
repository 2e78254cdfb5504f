package dev.singletable.runtime.internal;

import dev.singletable.runtime.RetryPolicy;
import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;

/**
 * Exponential backoff with full jitter for the retries Singletable makes itself (unprocessed batch
 * items, transient transaction cancellations): before attempt {@code n} it waits a uniformly random
 * time between 0 and {@link RetryPolicy#delayCap(int)}, which doubles from the base delay up to the
 * maximum delay. Full jitter spreads out clients that failed together, so they do not collide
 * again.
 */
public final class Backoff {

  /** Waits; replaceable in tests. */
  @FunctionalInterface
  public interface Sleeper {
    void sleep(Duration duration) throws InterruptedException;
  }

  private final RetryPolicy policy;
  private final DoubleSupplier random;
  private final Sleeper sleeper;

  public Backoff(RetryPolicy policy) {
    this(
        policy,
        () -> ThreadLocalRandom.current().nextDouble(),
        duration -> Thread.sleep(duration.toMillis()));
  }

  /**
   * @param random values in [0, 1)
   */
  public Backoff(RetryPolicy policy, DoubleSupplier random, Sleeper sleeper) {
    this.policy = policy;
    this.random = random;
    this.sleeper = sleeper;
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
   * Waits before attempt {@code attempt}. Returns {@code false}, with the thread's interrupt flag
   * set again, when interrupted: the caller then stops and reports what is left.
   */
  public boolean pause(int attempt) {
    Duration delay = delay(attempt);
    if (delay.isZero()) {
      return !Thread.currentThread().isInterrupted();
    }
    try {
      sleeper.sleep(delay);
      return true;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
