package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes an equality parameter of an access pattern optional: a {@code null} argument drops its
 * sort-key component, and every component after it, from the key condition, so the read keeps the
 * items of any value there. Without it, a {@code null} key argument is refused. The parameters
 * binding the components after an optional one must be optional too (each form of the read is then
 * a valid key condition: a prefix of the sort key), and a partition-key component cannot be
 * optional, since a Query reads one partition. The processor checks both and generates each form.
 * On a {@link Filter} or range parameter it changes nothing: {@code null} already means no
 * condition.
 *
 * <p>Tools that read nullness by the annotation's simple name (NullAway, Error Prone, IDEs) see the
 * parameter as nullable too.
 *
 * <pre>{@code
 * // SK = "PR#{status}#{number}": a user's pull requests, in one status when it is given.
 * @AccessPattern("A user's pull requests, optionally in one status")
 * List<PullRequest> pullRequestsOf(String user, @Nullable Status status);
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.PARAMETER)
public @interface Nullable {}
