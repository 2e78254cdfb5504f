package dev.singletable.processor.it.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Ttl;
import java.time.Instant;

/** Several sessions per user that expire: TTL stored as epoch seconds, hidden once passed. */
@Entity(table = Catalog.class)
@KeyPattern(pk = "SESSION#{userId}", sk = "{sessionId}")
public record Session(String userId, String sessionId, String device, @Ttl Instant expiresAt) {}
