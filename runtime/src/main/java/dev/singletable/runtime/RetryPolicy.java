package dev.singletable.runtime;

import java.time.Duration;

/**
 * How Singletable re-sends what DynamoDB did not process (unprocessed batch items, transactions
 * cancelled by conflicts or throttling): at most {@code maxAttempts} attempts in all, waiting an
 * exponentially growing, fully jittered delay between {@code baseDelay} and {@code maxDelay}. This
 * is on top of the SDK's own retries of throttled and failed HTTP calls, and bounded.
 */
public record RetryPolicy(int maxAttempts, Duration baseDelay, Duration maxDelay) {

  /** 8 attempts, 25 ms doubling up to 2 s. */
  public static final RetryPolicy DEFAULT =
      new RetryPolicy(8, Duration.ofMillis(25), Duration.ofSeconds(2));

  public RetryPolicy {
    if (maxAttempts < 1) {
      throw new IllegalArgumentException("maxAttempts must be at least 1, got " + maxAttempts);
    }
    if (baseDelay.isNegative() || maxDelay.compareTo(baseDelay) < 0) {
      throw new IllegalArgumentException(
          "delays must satisfy 0 <= baseDelay <= maxDelay, got " + baseDelay + " and " + maxDelay);
    }
  }

  /** No re-sending at all: one attempt. */
  public static RetryPolicy none() {
    return new RetryPolicy(1, Duration.ZERO, Duration.ZERO);
  }

  /** The longest wait before attempt {@code attempt} (2, 3, ...): base * 2^(attempt-2), capped. */
  public Duration delayCap(int attempt) {
    long base = baseDelay.toMillis();
    long shift = Math.min(30, Math.max(0, attempt - 2));
    long cap = base << shift;
    return Duration.ofMillis(Math.min(cap < 0 ? Long.MAX_VALUE : cap, maxDelay.toMillis()));
  }
}
