package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Accepts that an access pattern no key serves is read with a Scan of the whole table, every
 * parameter then being a filter. Without it, such a method is a compile error that says which key
 * would serve it.
 *
 * <pre>{@code
 * @AccessPattern("Every device, for the nightly audit")
 * @Scan
 * Stream<Device> allDevices();
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Scan {}
