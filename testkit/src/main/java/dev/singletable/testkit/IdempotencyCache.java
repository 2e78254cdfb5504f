package dev.singletable.testkit;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Remembers successful TransactWriteItems answers by ClientRequestToken for DynamoDB's 10-minute
 * window.
 */
final class IdempotencyCache {

  static final Duration WINDOW = Duration.ofMinutes(10);

  // A digest, not the request: the SDK gives every TransactWriteItems a token, so all successes
  // stay here.
  private record Entry(String requestDigest, ApiResponse response, Instant expiresAt) {}

  private final Map<String, Entry> entries = new HashMap<>();
  private final Clock clock;

  IdempotencyCache(Clock clock) {
    this.clock = clock;
  }

  /**
   * The remembered answer when {@code token} was used for the same request; {@link ApiException}
   * with IdempotentParameterMismatchException when it was used for another one.
   */
  synchronized Optional<ApiResponse> replay(String token, String canonicalRequest) {
    Instant now = clock.instant();
    entries.values().removeIf(e -> !e.expiresAt().isAfter(now));
    Entry entry = entries.get(token);
    if (entry == null) {
      return Optional.empty();
    }
    if (!entry.requestDigest().equals(digest(canonicalRequest))) {
      throw new ApiException(ApiErrors.idempotentParameterMismatch());
    }
    ApiResponse first = entry.response();
    return Optional.of(new ApiResponse(first.status(), first.body(), ApiResponse.newRequestId()));
  }

  /**
   * Only successes are remembered: a cancelled transaction changed nothing, so a retry runs it
   * again.
   */
  synchronized void remember(String token, String canonicalRequest, ApiResponse response) {
    entries.put(token, new Entry(digest(canonicalRequest), response, clock.instant().plus(WINDOW)));
  }

  private static String digest(String text) {
    try {
      byte[] hash =
          MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
      return java.util.HexFormat.of().formatHex(hash);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }
}
