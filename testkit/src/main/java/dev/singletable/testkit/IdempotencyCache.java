package dev.singletable.testkit;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** Remembers successful TransactWriteItems answers by ClientRequestToken for DynamoDB's 10-minute window. */
final class IdempotencyCache {

    static final Duration WINDOW = Duration.ofMinutes(10);

    private record Entry(String request, ApiResponse response, Instant expiresAt) {}

    private final Map<String, Entry> entries = new HashMap<>();
    private final Clock clock;

    IdempotencyCache(Clock clock) {
        this.clock = clock;
    }

    /**
     * The remembered answer when {@code token} was used for the same request; {@link ApiException} with
     * IdempotentParameterMismatchException when it was used for another one.
     */
    synchronized Optional<ApiResponse> replay(String token, String canonicalRequest) {
        Instant now = clock.instant();
        entries.values().removeIf(e -> !e.expiresAt().isAfter(now));
        Entry entry = entries.get(token);
        if (entry == null) {
            return Optional.empty();
        }
        if (!entry.request().equals(canonicalRequest)) {
            throw new ApiException(ApiErrors.idempotentParameterMismatch());
        }
        ApiResponse first = entry.response();
        return Optional.of(new ApiResponse(first.status(), first.body(), ApiResponse.newRequestId()));
    }

    /** Only successes are remembered: a cancelled transaction changed nothing, so a retry runs it again. */
    synchronized void remember(String token, String canonicalRequest, ApiResponse response) {
        entries.put(token, new Entry(canonicalRequest, response, clock.instant().plus(WINDOW)));
    }
}
