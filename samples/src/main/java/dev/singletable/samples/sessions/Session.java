package dev.singletable.samples.sessions;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Ttl;
import java.time.Instant;

/**
 * A signed-in device of a user, found by the SHA-256 of its token (ByToken) and hidden, then
 * deleted, once {@code expiresAt}, which slides forward while it is used, has passed.
 */
@Entity(table = Auth.class)
@KeyPattern(pk = "USER#{userId}", sk = "SESSION#{sessionId}", query = "sessionsOf")
@Gsi(index = "ByToken", pk = "TOKEN#{tokenHash}", query = "byTokenHash")
@Collection("userSessions")
public record Session(
    String userId,
    String sessionId,
    String tokenHash,
    String device,
    Instant signedInAt,
    Instant lastSeenAt,
    @Ttl Instant expiresAt) {}
