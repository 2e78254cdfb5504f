package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes an attribute's value unique across all items of its entity type in the table: no two users
 * share an email.
 *
 * <pre>{@code
 * public record User(String userId, String name, @Unique String email) {}
 * }</pre>
 *
 * <p>Each value is held by a guard item, keyed by the entity type, the attribute and the value,
 * that names the key of the entity holding it. Every write of the entity also writes its guards in
 * the same TransactWriteItems: a create or put takes the value's guard (refused with {@code
 * UniqueValueTakenException} when another key holds it), a change of the value releases the old
 * guard, a delete releases them all. A null value holds no guard. Values are compared as stored
 * (exactly: {@code Ann@x} and {@code ann@x} differ). Allowed on a top-level scalar attribute that
 * can be a key component and is not one of the primary key's components.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD})
public @interface Unique {}
