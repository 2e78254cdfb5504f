package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.CollectionQuery;
import dev.singletable.runtime.CombinedTransactGet;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.StreamPoller;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.internal.DeclaredReads;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.Futures;
import dev.singletable.runtime.internal.Tables;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsAsyncClient;

/**
 * The asynchronous entry point to table {@code Market}: what {@link MarketDb} offers, every read,
 * write and terminal returning a {@code CompletableFuture} that holds no thread and fails with the
 * same typed exceptions.
 *
 * <pre>{@code
 * MarketAsyncDb db = MarketDb.createAsync(dynamoDbAsyncClient);
 * }</pre>
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class MarketAsyncDb implements MarketAsync {
  private final TableHandle table;

  /** Used by {@link MarketDb#createAsync}. */
  MarketAsyncDb(TableHandle table) {
    this.table = table;
  }

  /** {@link Customer} items. */
  public CustomerAsyncRepository customers() {
    return new CustomerAsyncRepository(table);
  }

  /** {@link Order} items. */
  public OrderAsyncRepository orders() {
    return new OrderAsyncRepository(table);
  }

  /** {@link Product} items. */
  public ProductAsyncRepository products() {
    return new ProductAsyncRepository(table);
  }

  /** {@link Review} items. */
  public ReviewAsyncRepository reviews() {
    return new ReviewAsyncRepository(table);
  }

  /** {@link Slot} items. */
  public SlotAsyncRepository slots() {
    return new SlotAsyncRepository(table);
  }

  /** The physical table name in use. */
  public String tableName() {
    return table.tableName();
  }

  /** The request that creates this table, as {@link MarketDb#tableDefinition()}. */
  public CreateTableRequest tableDefinition() {
    return MarketDb.LAYOUT.createTableRequest(table.tableName());
  }

  /**
   * Creates the table if it does not exist and enables TTL, as {@link MarketDb#createTable()};
   * the future completes once the table is active.
   */
  public CompletableFuture<Void> createTable() {
    return Tables.createIfAbsent(table, Face.async());
  }

  /** The {@code customerView} collection (Customer, Order): {@code PK = CUSTOMER#{customerId}}. */
  public CollectionQuery<CompletableFuture<MarketDb.CustomerView>> customerView(String customerId) {
    return Tables.collection(table, "customerView",
        null, CustomerKey.partitionKey(customerId),
        List.of(CustomerSchema.INSTANCE, OrderSchema.INSTANCE),
        MarketDb.CustomerView::of, Face.async());
  }

  /**
   * The {@code customerOrders} collection (Order): {@code PK = CUSTOMER#{customerId}}, {@code SK}
   * begins with {@code "ORDER#"}.
   */
  public CollectionQuery<CompletableFuture<MarketDb.CustomerOrders>> customerOrders(
      String customerId) {
    return Tables.collection(table, "customerOrders",
        null, OrderKey.partitionKey(customerId), "ORDER#",
        List.of(OrderSchema.INSTANCE),
        MarketDb.CustomerOrders::of, Face.async());
  }

  /**
   * Starts a transaction: up to 100 writes of any entity types, applied all together or not at all
   * (TransactWriteItems). Add actions, then call {@code execute()}.
   */
  public MarketTransaction<CompletableFuture<TransactionResult>> transaction() {
    return new MarketTransaction<>(table, Face.async());
  }

  /**
   * Starts a transactional read: up to 100 items of any entity types, read as one consistent
   * snapshot (TransactGetItems).
   */
  public MarketTransactGet<CompletableFuture<MarketItems>, CompletableFuture<CombinedTransactGet.CombinedItems>> transactGet(
      ) {
    return new MarketTransactGet<>(table, Face.async(), Face.async());
  }

  /**
   * Starts a batch read of any number of keys of any entity types (BatchGetItem, 100 keys per
   * request, unprocessed keys re-sent).
   */
  public MarketBatchGet<CompletableFuture<MarketItems>> batchGet() {
    return new MarketBatchGet<>(table, Face.async());
  }

  /**
   * Starts a batch of puts and deletes of any entity types (BatchWriteItem, 25 writes per request,
   * unprocessed writes re-sent). Neither atomic nor conditional: use {@link #transaction()} for
   * that.
   */
  public MarketBatchWrite<CompletableFuture<Void>> batchWrite() {
    return new MarketBatchWrite<>(table, Face.async());
  }

  /** Get a customer by id, as just written. Served as {@link MarketDb#customer} is. */
  @Override
  public CompletableFuture<Optional<Customer>> customer(String customerId) {
    return DeclaredReads.start("customer", () -> {
      DeclaredReads.require("customer", List.of("customerId"), customerId);
      return customers().getConsistent(new CustomerKey(customerId));
    });
  }

  /** Look a customer up by email. Served as {@link MarketDb#customerByEmail} is. */
  @Override
  public CompletableFuture<Optional<Customer>> customerByEmail(String email) {
    return DeclaredReads.start("customerByEmail", () -> {
      DeclaredReads.require("customerByEmail", List.of("email"), email);
      return customers().byEmail(email).first();
    });
  }

  /**
   * A customer with their orders, a page at a time. Served as {@link MarketDb#customerWithOrders}
   * is.
   */
  @Override
  public CompletableFuture<MarketDb.CustomerView> customerWithOrders(String customerId,
      PageRequest page) {
    return DeclaredReads.start("customerWithOrders", () -> {
      DeclaredReads.require("customerWithOrders", List.of("customerId", "page"), customerId, page);
      return customerView(customerId).page(page);
    });
  }

  /**
   * A customer's orders placed in a period, newest first, a page at a time. Served as
   * {@link MarketDb#ordersOfCustomer} is.
   */
  @Override
  public CompletableFuture<Page<Order>> ordersOfCustomer(String customerId, Instant from,
      Instant to, PageRequest page) {
    return DeclaredReads.start("ordersOfCustomer", () -> {
      DeclaredReads.require("ordersOfCustomer", List.of("customerId", "page"), customerId, page);
      OrderRepository.PlacedAtOrderIdStage<AsyncEntityQuery<Order>> partition =
          orders().ordersOf(customerId);
      AsyncEntityQuery<Order> query = partition.all();
      if (from != null && to != null) {
        query = partition.placedAt(Range.between(from, to));
      } else if (from != null) {
        query = partition.placedAt(Range.from(from));
      } else if (to != null) {
        query = partition.placedAt(Range.upTo(to));
      }
      return query.descending().page(page);
    });
  }

  /**
   * A customer's orders of at least a total, in a status. Served as {@link MarketDb#largeOrders}
   * is.
   */
  @Override
  public CompletableFuture<List<Order>> largeOrders(String customerId, BigDecimal minimum,
      Order.Status status) {
    return DeclaredReads.start("largeOrders", () -> {
      DeclaredReads.require("largeOrders", List.of("customerId"), customerId);
      OrderRepository.TotalOrderIdStage<AsyncEntityQuery<Order>> partition =
          orders().ordersByTotal(customerId);
      AsyncEntityQuery<Order> query = partition.all();
      if (minimum != null) {
        query = partition.total(Range.from(minimum));
      }
      if (status != null) {
        query = query.filter(MarketDb.LARGE_ORDERS_FILTER.bind(OrderSchema.STATUS.encode(status)));
      }
      return query.consistentRead().list();
    });
  }

  /** The latest orders in a status. Served as {@link MarketDb#latestOrders} is. */
  @Override
  public CompletableFuture<List<Order>> latestOrders(Order.Status status) {
    return DeclaredReads.start("latestOrders", () -> {
      DeclaredReads.require("latestOrders", List.of("status"), status);
      return orders().byStatus(status).all().descending().limit(10).first(10);
    });
  }

  /** A product's variants of a size, every colour. Served as {@link MarketDb#variantsOfSize} is. */
  @Override
  public CompletableFuture<Stream<Product>> variantsOfSize(String sku, int size) {
    return DeclaredReads.start("variantsOfSize", () -> {
      DeclaredReads.require("variantsOfSize", List.of("sku"), sku);
      return Futures.map(products().bySku(sku).size(size).all().list(), List::stream);
    });
  }

  /** A product's variants above a size. Served as {@link MarketDb#largerVariants} is. */
  @Override
  public CompletableFuture<List<Product>> largerVariants(String sku, int size) {
    return DeclaredReads.start("largerVariants", () -> {
      DeclaredReads.require("largerVariants", List.of("sku"), sku);
      return products().bySku(sku).size(Range.after(size)).list();
    });
  }

  /**
   * The first page of a category's products from a price up. Served as
   * {@link MarketDb#productsOfCategory} is.
   */
  @Override
  public CompletableFuture<Page<Product>> productsOfCategory(String category, BigDecimal minimum) {
    return DeclaredReads.start("productsOfCategory", () -> {
      DeclaredReads.require("productsOfCategory", List.of("category"), category);
      AsyncEntityQuery<Product> query = products().inCategory(category);
      if (minimum != null) {
        query = query.filter(MarketDb.PRODUCTS_OF_CATEGORY_FILTER.bind(
            ProductSchema.PRICE.encode(minimum)));
      }
      return query.page();
    });
  }

  /** The review with an id. Served as {@link MarketDb#review} is. */
  @Override
  public CompletableFuture<Optional<Review>> review(String reviewId) {
    return DeclaredReads.start("review", () -> {
      DeclaredReads.require("review", List.of("reviewId"), reviewId);
      return reviews().byReview(reviewId).all().first();
    });
  }

  /**
   * A product's reviews whose id starts with a prefix. Served as
   * {@link MarketDb#reviewsStartingWith} is.
   */
  @Override
  public CompletableFuture<List<Review>> reviewsStartingWith(String sku, String prefix) {
    return DeclaredReads.start("reviewsStartingWith", () -> {
      DeclaredReads.require("reviewsStartingWith", List.of("sku"), sku);
      ReviewRepository.ReviewIdStage<AsyncEntityQuery<Review>> partition = reviews().reviewsOf(sku);
      AsyncEntityQuery<Review> query = partition.all();
      if (prefix != null) {
        query = partition.reviewId(Range.beginsWith(prefix));
      }
      return query.list();
    });
  }

  /** An author's best reviews. Served as {@link MarketDb#bestReviews} is. */
  @Override
  public CompletableFuture<List<Review>> bestReviews(String author, int count) {
    return DeclaredReads.start("bestReviews", () -> {
      DeclaredReads.require("bestReviews", List.of("author"), author);
      return reviews().byAuthor(author).all().descending().limit(count).first(count);
    });
  }

  /**
   * The slots of an instance, for the nightly audit. Served as {@link MarketDb#slotsOfInstance} is.
   */
  @Override
  public CompletableFuture<Stream<Slot>> slotsOfInstance(String instance) {
    return DeclaredReads.start("slotsOfInstance", () -> {
      AsyncEntityQuery<Slot> query = slots().scan();
      if (instance != null) {
        query = query.filter(MarketDb.SLOTS_OF_INSTANCE_FILTER.bind(
            SlotSchema.INSTANCE_VALUE.encode(instance)));
      }
      return Futures.map(query.list(), List::stream);
    });
  }

  /**
   * A poller of this table's stream that delivers {@link MarketChange}s, each poll a future:
   * choose where it starts and where checkpoints go, then {@code build()} and {@code poll(...)}.
   * Production consumers use AWS Lambda or the Kinesis Client Library with {@link MarketChanges}.
   */
  public StreamPoller.Builder<MarketChange, StreamPoller<MarketChange, CompletableFuture<Integer>, CompletableFuture<String>>> changes(
      DynamoDbStreamsAsyncClient streams) {
    return StreamPoller.builder(streams, MarketChanges::decode, MarketChange.Unknown::new)
        .table(table);
  }
}
