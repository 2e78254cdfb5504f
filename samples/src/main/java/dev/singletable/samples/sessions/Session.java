package dev.singletable.samples.sessions;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Ttl;
import java.time.Instant;

/**
 * A signed-in device of a user. Only the SHA-256 of its token is stored, and indexed by ByToken;
 * {@code expiresAt} slides forward while the session is used, and once it has passed reads hide the
 * session and DynamoDB deletes it.
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
