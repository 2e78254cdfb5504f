package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Leaves an entity attribute out of the stored item. When reading, an ignored record component
 * receives its default ({@code null}, {@code 0} or {@code false}).
 *
 * <pre>{@code
 * public record Cart(String id, List<Line> lines, @Ignore BigDecimal cachedTotal) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD})
public @interface Ignore {}
