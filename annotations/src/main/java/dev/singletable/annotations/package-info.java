/**
 * The vocabulary of a single-table design: a table interface annotated with {@link
 * dev.singletable.annotations.Table} and entity records annotated with {@link
 * dev.singletable.annotations.Entity} and {@link dev.singletable.annotations.KeyPattern}, and the
 * application's reads declared on the table interface with {@link
 * dev.singletable.annotations.AccessPattern} and its parameter and method annotations.
 *
 * <pre>{@code
 * @Table(name = "Shop", gsis = @GlobalIndex(name = "GSI1"))
 * public interface Shop {
 *   @AccessPattern("Look a user up by email")
 *   Optional<User> userByEmail(String email);
 * }
 *
 * @Entity(table = Shop.class)
 * @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
 * @Gsi(index = "GSI1", pk = "EMAIL#{email}", sk = "USER#{id}")
 * public record User(String id, String name, String email) {}
 * }</pre>
 *
 * <p>All annotations have {@code CLASS} retention: they are read by the annotation processor at
 * compile time and never by reflection at run time.
 */
package dev.singletable.annotations;
