package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Reads an access pattern strongly consistently (twice the read capacity); a pattern only a global
 * secondary index serves cannot be, and is a compile error.
 *
 * <pre>{@code
 * @AccessPattern("A user's session, just written")
 * @ConsistentRead
 * Optional<Session> session(String sessionId);
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface ConsistentRead {}
