package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares one read of the application as an abstract method of the {@link Table} interface; the
 * processor proves that a key or index serves it and implements it in the generated {@code
 * <Table>Db}, which implements the interface. Parameters bind to attributes of the returned entity
 * by name (equality unless annotated); the return type says the shape: {@code Optional<E>} (one
 * item), {@code Page<E>} (one page, with a {@code PageRequest} parameter), {@code List<E>} (every
 * item), {@code Stream<E>} (lazily, page by page) or a collection's generated record (its
 * partition).
 *
 * <pre>{@code
 * @Table(name = "Shop", gsis = @GlobalIndex(name = "GSI1"))
 * public interface Shop {
 *   @AccessPattern("A user's orders, newest first, paged")
 *   @Descending
 *   Page<Order> ordersOfUser(String userId, @Since("createdAt") Instant from, PageRequest page);
 * }
 * }</pre>
 *
 * <p>An abstract method of the interface without it is a compile error; default and static methods
 * are left alone.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface AccessPattern {

  /** The access pattern as a sentence, listed first in the model report: {@code "Get a user"}. */
  String value();
}
