package dev.singletable.samples.shop;

import dev.singletable.annotations.AccessPattern;
import dev.singletable.annotations.Descending;
import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.LocalIndex;
import dev.singletable.annotations.Projection;
import dev.singletable.annotations.Since;
import dev.singletable.annotations.Table;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The e-commerce single table: users, their orders and order items, products and reviews. Every
 * read the shop makes is declared here; the processor proves a key serves each one and implements
 * them in {@code ShopDb}.
 *
 * <ul>
 *   <li>GSI1 is overloaded: users by email, and a user's orders newest first.
 *   <li>GSI2 lists orders by status across users, sorted by date (sparse: only orders fill it).
 *   <li>Inverted swaps the table keys, so that a user's reviews can be listed. Every item of the
 *       table lands in it, so it projects keys only: a user's reviews are one query of their keys
 *       and one BatchGetItem of the reviews (their text is up to 2,000 characters), instead of a
 *       second copy of every user, order, item and product. Its queries return {@code
 *       ReviewInvertedView}s, which the repository's {@code fetch(page.items())} turns into
 *       reviews.
 *   <li>LSI1 orders a product's reviews by date inside the product partition.
 * </ul>
 */
@Table(
    name = "Shop",
    gsis = {
      @GlobalIndex(name = "GSI1"),
      @GlobalIndex(name = "GSI2"),
      @GlobalIndex(name = "Inverted", pk = "SK", sk = "PK", projection = Projection.KEYS_ONLY)
    },
    lsis = @LocalIndex(name = "LSI1"),
    async = true) // ShopDb.createAsync too: the shop demo also runs on a DynamoDbAsyncClient
public interface Shop {

  @AccessPattern("Get a user by id")
  Optional<User> user(String userId);

  @AccessPattern("Look a user up by email")
  Optional<User> userByEmail(String email);

  @AccessPattern("A user's orders, newest first, a page at a time, optionally since a date")
  @Descending
  Page<Order> ordersOfUser(String userId, @Since("createdAt") Instant since, PageRequest page);

  @AccessPattern("Get an order by id")
  Optional<Order> order(String orderId);

  @AccessPattern("The items of an order")
  List<OrderItem> itemsOfOrder(String orderId);

  @AccessPattern("An order with all its items, in one query")
  ShopDb.OrderDetails orderWithItems(String orderId);

  @AccessPattern("Orders in a status across users, oldest first")
  Stream<Order> ordersInStatus(OrderStatus status);

  @AccessPattern("Get a product by id")
  Optional<Product> product(String productId);

  @AccessPattern("A product's reviews since a date, newest first")
  @Descending
  List<Review> reviewsOfProduct(String productId, @Since("createdAt") Instant since);

  @AccessPattern("A user's reviews")
  List<Review> reviewsByUser(String userId);
}
