package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks an {@code Instant} attribute that the library sets when the item is first written and never
 * overwrites afterwards.
 *
 * <pre>{@code
 * public record Review(String productId, String reviewId, @CreatedAt Instant createdAt) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD})
public @interface CreatedAt {}
