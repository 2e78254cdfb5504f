package dev.singletable.golden;

import dev.singletable.annotations.AccessPattern;
import dev.singletable.annotations.After;
import dev.singletable.annotations.BeginsWith;
import dev.singletable.annotations.Bind;
import dev.singletable.annotations.ConsistentRead;
import dev.singletable.annotations.Descending;
import dev.singletable.annotations.Filter;
import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Limit;
import dev.singletable.annotations.LocalIndex;
import dev.singletable.annotations.Projection;
import dev.singletable.annotations.StreamView;
import dev.singletable.annotations.Scan;
import dev.singletable.annotations.Since;
import dev.singletable.annotations.Table;
import dev.singletable.annotations.Until;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The reference table of the golden test: every index shape the processor supports, a stream,
 * the asynchronous face (the goldens' only table with it), and a read of each shape and condition
 * declared on it. GSI2 and GSI3 do not project whole
 * orders: their queries return views, and no declared read uses them.
 */
@Table(
    name = "Market",
    async = true,
    gsis = {
      @GlobalIndex(name = "GSI1"),
      @GlobalIndex(name = "Inverted", pk = "SK", sk = "PK"),
      @GlobalIndex(name = "GSI2", projection = Projection.KEYS_ONLY),
      @GlobalIndex(
          name = "GSI3",
          projection = Projection.INCLUDE,
          include = {"status", "total"}),
      @GlobalIndex(name = "GSI4", hasSortKey = false)
    },
    lsis = @LocalIndex(name = "LSI1"),
    stream = StreamView.NEW_AND_OLD_IMAGES)
@SuppressWarnings("singletable:index-unused")
public interface Market {

  @AccessPattern("Get a customer by id, as just written")
  @ConsistentRead
  Optional<Customer> customer(String customerId);

  @AccessPattern("Look a customer up by email")
  Optional<Customer> customerByEmail(String email);

  @AccessPattern("A customer with their orders, a page at a time")
  MarketDb.CustomerView customerWithOrders(String customerId, PageRequest page);

  @AccessPattern("A customer's orders placed in a period, newest first, a page at a time")
  @Descending
  Page<Order> ordersOfCustomer(
      String customerId,
      @Since("placedAt") Instant from,
      @Until("placedAt") Instant to,
      PageRequest page);

  @AccessPattern("A customer's orders of at least a total, in a status")
  @ConsistentRead
  List<Order> largeOrders(
      String customerId, @Since("total") BigDecimal minimum, @Filter Order.Status status);

  @AccessPattern("The latest orders in a status")
  @Descending
  @Limit(10)
  List<Order> latestOrders(Order.Status status);

  @AccessPattern("A product's variants of a size, every colour")
  Stream<Product> variantsOfSize(String sku, int size);

  @AccessPattern("A product's variants above a size")
  List<Product> largerVariants(String sku, @After("size") int size);

  @AccessPattern("The first page of a category's products from a price up")
  Page<Product> productsOfCategory(String category, @Filter @Since("price") BigDecimal minimum);

  @AccessPattern("The review with an id")
  Optional<Review> review(String reviewId);

  @AccessPattern("A product's reviews whose id starts with a prefix")
  List<Review> reviewsStartingWith(String sku, @BeginsWith("reviewId") String prefix);

  @AccessPattern("An author's best reviews")
  @Descending
  List<Review> bestReviews(@Bind("authorId") String author, @Limit int count);

  @AccessPattern("The slots of an instance, for the nightly audit")
  @Scan
  Stream<Slot> slotsOfInstance(@Filter String instance);
}
