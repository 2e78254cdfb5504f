package dev.singletable.runtime.internal.op;

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

  /**
   * How long after its first attempt a transaction still in progress keeps being re-sent: DynamoDB
   * completes (or cancels) a transaction whose token comes back at least 5 s after the first
   * attempt, so one attempt at least that late is always made.
   */
  public static final Duration IN_PROGRESS_WINDOW = Duration.ofSeconds(5);

  /** The first wait before re-sending a transaction in progress, as the SDK's throttling base. */
  static final Duration IN_PROGRESS_BASE = Duration.ofMillis(500);

  /** The longest wait between two attempts of a transaction in progress. */
  static final Duration IN_PROGRESS_MAX = Duration.ofSeconds(2);

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

  /**
   * The wait before attempt {@code attempt} (2, 3, ...) of a transaction still in progress: 500 ms
   * doubling up to 2 s, with equal jitter (at least half of it), so that the waits add up to the
   * {@link #IN_PROGRESS_WINDOW} within a few attempts whatever the random draws.
   */
  public Duration inProgressDelay(int attempt) {
    long cap =
        Math.min(
            IN_PROGRESS_MAX.toMillis(),
            IN_PROGRESS_BASE.toMillis() << Math.min(10, Math.max(0, attempt - 2)));
    long half = cap / 2;
    return Duration.ofMillis(half + (long) Math.floor(random.getAsDouble() * (cap - half + 1)));
  }

  /** Waits before attempt {@code attempt}, then continues; stops with {@code onInterrupt}. */
  public <R> Step<R> pause(
      int attempt, Supplier<Step<R>> then, Supplier<? extends RuntimeException> onInterrupt) {
    return Step.wait(delay(attempt), then, onInterrupt);
  }
}
