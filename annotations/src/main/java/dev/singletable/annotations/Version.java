package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a {@code long} or {@code int} attribute as the item version for optimistic locking: every
 * write checks that the stored version is the one the entity carries and stores it plus one; a
 * stale write fails with {@code OptimisticLockException}.
 *
 * <pre>{@code
 * public record Product(String sku, int stock, @Version long version) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD})
public @interface Version {}
