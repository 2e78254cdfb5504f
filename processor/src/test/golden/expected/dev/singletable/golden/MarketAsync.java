package dev.singletable.golden;

import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import javax.annotation.processing.Generated;

/**
 * The reads {@link Market} declares, each returning a {@code CompletableFuture} of the shape it has
 * there; implemented by {@link MarketAsyncDb}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public interface MarketAsync {
  /** Get a customer by id, as just written. */
  CompletableFuture<Optional<Customer>> customer(String customerId);

  /** Look a customer up by email. */
  CompletableFuture<Optional<Customer>> customerByEmail(String email);

  /** A customer with their orders, a page at a time. */
  CompletableFuture<MarketDb.CustomerView> customerWithOrders(String customerId, PageRequest page);

  /** A customer's orders placed in a period, newest first, a page at a time. */
  CompletableFuture<Page<Order>> ordersOfCustomer(String customerId, Instant from, Instant to,
      PageRequest page);

  /** A customer's orders of at least a total, in a status. */
  CompletableFuture<List<Order>> largeOrders(String customerId, BigDecimal minimum,
      Order.Status status);

  /** The latest orders in a status. */
  CompletableFuture<List<Order>> latestOrders(Order.Status status);

  /** A product's variants of a size, every colour. */
  CompletableFuture<Stream<Product>> variantsOfSize(String sku, int size);

  /** A product's variants above a size. */
  CompletableFuture<List<Product>> largerVariants(String sku, int size);

  /** The first page of a category's products from a price up. */
  CompletableFuture<Page<Product>> productsOfCategory(String category, BigDecimal minimum);

  /** The review with an id. */
  CompletableFuture<Optional<Review>> review(String reviewId);

  /** A product's reviews whose id starts with a prefix. */
  CompletableFuture<List<Review>> reviewsStartingWith(String sku, String prefix);

  /** An author's best reviews. */
  CompletableFuture<List<Review>> bestReviews(String author, int count);

  /** The slots of an instance, for the nightly audit. */
  CompletableFuture<Stream<Slot>> slotsOfInstance(String instance);
}
