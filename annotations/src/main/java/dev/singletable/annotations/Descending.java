package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Reads an access pattern in descending sort-key order: newest (or highest) first. Without it,
 * results come in key order.
 *
 * <pre>{@code
 * @AccessPattern("A room's latest messages")
 * @Descending
 * @Limit(20)
 * List<Message> latestMessages(String roomId);
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Descending {}
