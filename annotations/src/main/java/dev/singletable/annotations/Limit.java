package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Caps the items an access pattern returns: on the method, at most {@code value} items (and pages
 * of at most that many); on an {@code int} parameter, the caller gives the cap.
 *
 * <pre>{@code
 * @AccessPattern("A room's latest messages")
 * @Descending
 * @Limit(20)
 * List<Message> latestMessages(String roomId);
 *
 * @AccessPattern("A game's top scores")
 * @Descending
 * List<Score> topScores(String gameId, @Limit int count);
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.METHOD, ElementType.PARAMETER})
public @interface Limit {

  /** The cap, at least 1, on a method; leave it out on a parameter. */
  int value() default 0;
}
