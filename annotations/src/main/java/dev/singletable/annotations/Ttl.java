package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the time-to-live attribute: an {@code Instant} or a {@code long} of epoch seconds, stored
 * as a top-level Number of epoch seconds. The generated {@code ShopDb.createTable()} enables TTL on
 * it (a table created from {@code ShopDb.tableDefinition()}, a {@code CreateTableRequest}, needs
 * TTL enabled separately: CreateTable cannot carry it), and reads hide items whose time has passed
 * (DynamoDB deletes them only eventually).
 *
 * <pre>{@code
 * public record Session(String userId, String sessionId, @Ttl Instant expiresAt) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD})
public @interface Ttl {}
