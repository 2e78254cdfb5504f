package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes an access-pattern parameter a filter on a non-key attribute: DynamoDB reads every item the
 * key condition selects and drops those that do not match, so filtered-out items cost read capacity
 * too. Equality unless a range annotation ({@link Since}, {@link Until}, {@link After}, {@link
 * Before}, {@link BeginsWith}) is also given. A {@code null} argument means no filter.
 *
 * <pre>{@code
 * @AccessPattern("A user's orders in one status")
 * List<Order> ordersInStatus(String userId, @Filter OrderStatus status);
 *
 * @AccessPattern("A user's large orders")
 * List<Order> largeOrders(String userId, @Filter @Since("total") BigDecimal minimum);
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.PARAMETER)
public @interface Filter {}
