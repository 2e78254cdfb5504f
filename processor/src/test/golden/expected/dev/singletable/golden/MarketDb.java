package dev.singletable.golden;

import dev.singletable.migrations.MigrationJob;
import dev.singletable.migrations.Migrations;
import dev.singletable.runtime.CollectionQuery;
import dev.singletable.runtime.CombinedTransactGet;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.TableLayout;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.internal.CollectionPage;
import dev.singletable.runtime.internal.DeclaredReads;
import dev.singletable.runtime.internal.Expressions;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.IndexLayout;
import dev.singletable.runtime.internal.Layout;
import dev.singletable.runtime.internal.Tables;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * The entry point to table {@code Market} (Customer, Order, Product, Review, Slot): one repository
 * per entity type, the table definition, and helpers that span entity types.
 *
 * <pre>{@code
 * MarketDb db = MarketDb.create(dynamoDbClient);
 * }</pre>
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class MarketDb implements Market {
  /** The shape of the table: keys, entity type attribute, delimiter, TTL attribute and indexes. */
  public static final TableLayout LAYOUT = Layout.builder("Market")
      .partitionKey("PK")
      .sortKey("SK")
      .entityTypeAttribute("entityType")
      .delimiter('#')
      .ttlAttribute("expiresAt")
      .index(IndexLayout.globalIndex("GSI1").partitionKey("GSI1PK").sortKey("GSI1SK"))
      .index(IndexLayout.globalIndex("Inverted").partitionKey("SK").sortKey("PK"))
      .index(IndexLayout.globalIndex("GSI2").partitionKey("GSI2PK").sortKey("GSI2SK")
          .projection(ProjectionType.KEYS_ONLY))
      .index(IndexLayout.globalIndex("GSI3").partitionKey("GSI3PK").sortKey("GSI3SK")
          .include(List.of("status", "total")))
      .index(IndexLayout.globalIndex("GSI4").partitionKey("GSI4PK"))
      .index(IndexLayout.localIndex("LSI1").sortKey("LSI1SK"))
      .streamView(StreamViewType.NEW_AND_OLD_IMAGES)
      .build();

  /** The filter of {@link #largeOrders}, rendered at compile time. */
  static final Expressions.Template<Order> LARGE_ORDERS_FILTER = Expressions.template("#n0 = :v0",
      "status");

  /** The filter of {@link #productsOfCategory}, rendered at compile time. */
  static final Expressions.Template<Product> PRODUCTS_OF_CATEGORY_FILTER = Expressions.template(
      "#n0 >= :v0", "price");

  /** The filter of {@link #slotsOfInstance}, rendered at compile time. */
  static final Expressions.Template<Slot> SLOTS_OF_INSTANCE_FILTER = Expressions.template(
      "#n0 = :v0", "instance");

  private final TableHandle table;

  /**
   * Used by {@link #create} and by {@link MarketAsyncDb}, which runs the declared reads' bodies.
   */
  MarketDb(TableHandle table) {
    this.table = table;
  }

  /** Uses table {@code Market} through {@code client}. */
  public static MarketDb create(DynamoDbClient client) {
    return create(client, DbOptions.defaults());
  }

  /** Uses the table through {@code client} with options (table name, clock, retries...). */
  public static MarketDb create(DynamoDbClient client, DbOptions options) {
    return new MarketDb(TableHandle.of(client, LAYOUT, options));
  }

  /**
   * Uses table {@code Market} through the asynchronous {@code client}: every read, write and
   * terminal returns a {@code CompletableFuture}.
   */
  public static MarketAsyncDb createAsync(DynamoDbAsyncClient client) {
    return createAsync(client, DbOptions.defaults());
  }

  /**
   * Uses the table through the asynchronous {@code client} with options (table name, clock,
   * retries...).
   */
  public static MarketAsyncDb createAsync(DynamoDbAsyncClient client, DbOptions options) {
    return new MarketAsyncDb(TableHandle.of(client, LAYOUT, options));
  }

  /** {@link Customer} items. */
  public CustomerRepository customers() {
    return new CustomerRepository(table);
  }

  /** {@link Order} items. */
  public OrderRepository orders() {
    return new OrderRepository(table);
  }

  /** {@link Product} items. */
  public ProductRepository products() {
    return new ProductRepository(table);
  }

  /** {@link Review} items. */
  public ReviewRepository reviews() {
    return new ReviewRepository(table);
  }

  /** {@link Slot} items. */
  public SlotRepository slots() {
    return new SlotRepository(table);
  }

  /** The physical table name in use. */
  public String tableName() {
    return table.tableName();
  }

  /**
   * The request that creates this table: key attributes, indexes and projections,
   * on-demand billing. Use it in infrastructure code or tests. A CreateTable request
   * cannot turn TTL on: enable it on {@code expiresAt} with UpdateTimeToLive too, as {@link
   * #createTable()} does.
   */
  public CreateTableRequest tableDefinition() {
    return LAYOUT.createTableRequest(table.tableName());
  }

  /**
   * Creates the table if it does not exist, waits until it is active, and enables TTL on
   * the {@code @Ttl} attribute if there is one.
   */
  public void createTable() {
    Tables.createIfAbsent(table, Face.blocking());
  }

  /**
   * The online migrations of the stored items: one job per change the entities declare
   * ({@code formerly = ...}), and one backfill per entity and index it fills
   * ({@code Order.fill:GSI1}; {@code createIndex} adds an index to a deployed
   * table): see docs/evolution.md.
   */
  public Migrations migrations() {
    return Migrations.of(table,
        MigrationJob.fillIndex("Customer.fill:GSI1", CustomerSchema.INSTANCE, "GSI1"),
        MigrationJob.fillIndex("Order.fill:GSI1", OrderSchema.INSTANCE, "GSI1"),
        MigrationJob.fillIndex("Order.fill:GSI2", OrderSchema.INSTANCE, "GSI2"),
        MigrationJob.fillIndex("Order.fill:GSI3", OrderSchema.INSTANCE, "GSI3"),
        MigrationJob.fillIndex("Order.fill:LSI1", OrderSchema.INSTANCE, "LSI1"),
        MigrationJob.fillIndex("Product.fill:GSI4", ProductSchema.INSTANCE, "GSI4"),
        MigrationJob.fillIndex("Review.fill:GSI1", ReviewSchema.INSTANCE, "GSI1"),
        MigrationJob.fillIndex("Slot.fill:GSI1", SlotSchema.INSTANCE, "GSI1"));
  }

  /** The {@code customerView} collection (Customer, Order): {@code PK = CUSTOMER#{customerId}}. */
  public CollectionQuery<CustomerView> customerView(String customerId) {
    return Tables.collection(table, "customerView",
        null, CustomerKey.partitionKey(customerId),
        List.of(CustomerSchema.INSTANCE, OrderSchema.INSTANCE),
        CustomerView::of, Face.blocking());
  }

  /**
   * The {@code customerOrders} collection (Order): {@code PK = CUSTOMER#{customerId}}, {@code SK}
   * begins with {@code "ORDER#"}.
   */
  public CollectionQuery<CustomerOrders> customerOrders(String customerId) {
    return Tables.collection(table, "customerOrders",
        null, OrderKey.partitionKey(customerId), "ORDER#",
        List.of(OrderSchema.INSTANCE),
        CustomerOrders::of, Face.blocking());
  }

  /**
   * Starts a transaction: up to 100 writes of any entity types, applied all together or not at all
   * (TransactWriteItems). Add actions, then call {@code execute()}.
   */
  public MarketTransaction<TransactionResult> transaction() {
    return new MarketTransaction<>(table, Face.blocking());
  }

  /**
   * Starts a transactional read: up to 100 items of any entity types, read as one consistent
   * snapshot (TransactGetItems).
   */
  public MarketTransactGet<MarketItems, CombinedTransactGet.CombinedItems> transactGet() {
    return new MarketTransactGet<>(table, Face.blocking(), Face.blocking());
  }

  /**
   * Starts a batch read of any number of keys of any entity types (BatchGetItem, 100 keys per
   * request, unprocessed keys re-sent).
   */
  public MarketBatchGet<MarketItems> batchGet() {
    return new MarketBatchGet<>(table, Face.blocking());
  }

  /**
   * Starts a batch of puts and deletes of any entity types (BatchWriteItem, 25 writes per request,
   * unprocessed writes re-sent). Neither atomic nor conditional: use {@link #transaction()} for
   * that.
   */
  public MarketBatchWrite<Void> batchWrite() {
    return new MarketBatchWrite<>(table, Face.blocking());
  }

  /**
   * Get a customer by id, as just written.
   *
   * <p>GetItem of the table: {@code PK = "CUSTOMER#{customerId}", SK = "PROFILE"}.
   */
  @Override
  public Optional<Customer> customer(String customerId) {
    return customer(Face.blocking(), customerId);
  }

  /** The body of {@link #customer}, which both faces run on their face. */
  <R> R customer(Face<Optional<Customer>, R> face, String customerId) {
    return DeclaredReads.serve(face, "customer", () -> {
      DeclaredReads.require("customer", List.of("customerId"), customerId);
      return DeclaredReads.getConsistent(face, customers(), new CustomerKey(customerId));
    });
  }

  /**
   * Look a customer up by email.
   *
   * <p>Query of index GSI1: {@code GSI1PK = "EMAIL#{email}" AND GSI1SK = "CUSTOMER"}.
   */
  @Override
  public Optional<Customer> customerByEmail(String email) {
    return customerByEmail(Face.blocking(), email);
  }

  /** The body of {@link #customerByEmail}, which both faces run on their face. */
  <R> R customerByEmail(Face<Optional<Customer>, R> face, String email) {
    return DeclaredReads.serve(face, "customerByEmail", () -> {
      DeclaredReads.require("customerByEmail", List.of("email"), email);
      return DeclaredReads.first(face, customers().byEmail(email));
    });
  }

  /**
   * A customer with their orders, a page at a time.
   *
   * <p>Query of the table: {@code PK = "CUSTOMER#{customerId}"}.
   */
  @Override
  public CustomerView customerWithOrders(String customerId, PageRequest page) {
    return customerWithOrders(Face.blocking(), customerId, page);
  }

  /** The body of {@link #customerWithOrders}, which both faces run on their face. */
  <R> R customerWithOrders(Face<CustomerView, R> face, String customerId, PageRequest page) {
    return DeclaredReads.serve(face, "customerWithOrders", () -> {
      DeclaredReads.require("customerWithOrders", List.of("customerId", "page"), customerId, page);
      return DeclaredReads.page(face, customerView(customerId), page);
    });
  }

  /**
   * A customer's orders placed in a period, newest first, a page at a time.
   *
   * <p>Query of the table:
   * {@code PK = "CUSTOMER#{customerId}" AND SK BETWEEN "ORDER#{from}#" AND "ORDER#{to}$"} (bounds
   * exact in UTF-8 byte order: "ORDER#{from}#" sorts before every key with placedAt = {from};
   * "ORDER#{to}$" sorts after every key with placedAt = {to} ('$' follows '#'); a null {from} or
   * {to} bounds that side by the prefix "ORDER#" (both null: every key that starts with "ORDER#")).
   */
  @Override
  public Page<Order> ordersOfCustomer(String customerId, Instant from, Instant to,
      PageRequest page) {
    return ordersOfCustomer(Face.blocking(), customerId, from, to, page);
  }

  /** The body of {@link #ordersOfCustomer}, which both faces run on their face. */
  <R> R ordersOfCustomer(Face<Page<Order>, R> face, String customerId, Instant from, Instant to,
      PageRequest page) {
    return DeclaredReads.serve(face, "ordersOfCustomer", () -> {
      DeclaredReads.require("ordersOfCustomer", List.of("customerId", "page"), customerId, page);
      OrderRepository.PlacedAtOrderIdStage<EntityQuery<Order>> partition =
          orders().ordersOf(customerId);
      EntityQuery<Order> query = partition.all();
      if (from != null && to != null) {
        query = partition.placedAt(Range.between(from, to));
      } else if (from != null) {
        query = partition.placedAt(Range.from(from));
      } else if (to != null) {
        query = partition.placedAt(Range.upTo(to));
      }
      return DeclaredReads.page(face, query.descending(), page);
    });
  }

  /**
   * A customer's orders of at least a total, in a status.
   *
   * <p>Query of index LSI1:
   * {@code PK = "CUSTOMER#{customerId}" AND LSI1SK BETWEEN "TOTAL#{minimum}#" AND "TOTAL$"} (bounds
   * exact in UTF-8 byte order: "TOTAL#{minimum}#" sorts before every key with total = {minimum};
   * "TOTAL$" sorts after every key that starts with "TOTAL#"; a null {minimum} reads every key that
   * starts with "TOTAL#"), filtered by {@code status = {status}}.
   */
  @Override
  public List<Order> largeOrders(String customerId, BigDecimal minimum, Order.Status status) {
    return largeOrders(Face.blocking(), customerId, minimum, status);
  }

  /** The body of {@link #largeOrders}, which both faces run on their face. */
  <R> R largeOrders(Face<List<Order>, R> face, String customerId, BigDecimal minimum,
      Order.Status status) {
    return DeclaredReads.serve(face, "largeOrders", () -> {
      DeclaredReads.require("largeOrders", List.of("customerId"), customerId);
      OrderRepository.TotalOrderIdStage<EntityQuery<Order>> partition =
          orders().ordersByTotal(customerId);
      EntityQuery<Order> query = partition.all();
      if (minimum != null) {
        query = partition.total(Range.from(minimum));
      }
      if (status != null) {
        query = query.filter(LARGE_ORDERS_FILTER.bind(OrderSchema.STATUS.encode(status)));
      }
      return DeclaredReads.list(face, query.consistentRead());
    });
  }

  /**
   * The latest orders in a status.
   *
   * <p>Query of index GSI1: {@code GSI1PK = "STATUS#{status}"}.
   */
  @Override
  public List<Order> latestOrders(Order.Status status) {
    return latestOrders(Face.blocking(), status);
  }

  /** The body of {@link #latestOrders}, which both faces run on their face. */
  <R> R latestOrders(Face<List<Order>, R> face, Order.Status status) {
    return DeclaredReads.serve(face, "latestOrders", () -> {
      DeclaredReads.require("latestOrders", List.of("status"), status);
      return DeclaredReads.first(face, orders().byStatus(status).all().descending().limit(10), 10);
    });
  }

  /**
   * A product's variants of a size, every colour.
   *
   * <p>Query of the table: {@code PK = "PRODUCT#{sku}" AND begins_with(SK, "VARIANT#{size}#")}.
   */
  @Override
  public Stream<Product> variantsOfSize(String sku, int size) {
    return variantsOfSize(Face.blocking(), sku, size);
  }

  /** The body of {@link #variantsOfSize}, which both faces run on their face. */
  <R> R variantsOfSize(Face<Stream<Product>, R> face, String sku, int size) {
    return DeclaredReads.serve(face, "variantsOfSize", () -> {
      DeclaredReads.require("variantsOfSize", List.of("sku"), sku);
      return DeclaredReads.stream(face, products().bySku(sku).size(size).all());
    });
  }

  /**
   * A product's variants above a size.
   *
   * <p>Query of the table:
   * {@code PK = "PRODUCT#{sku}" AND SK BETWEEN "VARIANT#{size}$" AND "VARIANT$"} (bounds exact in
   * UTF-8 byte order: "VARIANT#{size}$" sorts after every key with size = {size} ('$' follows '#');
   * "VARIANT$" sorts after every key that starts with "VARIANT#").
   */
  @Override
  public List<Product> largerVariants(String sku, int size) {
    return largerVariants(Face.blocking(), sku, size);
  }

  /** The body of {@link #largerVariants}, which both faces run on their face. */
  <R> R largerVariants(Face<List<Product>, R> face, String sku, int size) {
    return DeclaredReads.serve(face, "largerVariants", () -> {
      DeclaredReads.require("largerVariants", List.of("sku"), sku);
      return DeclaredReads.list(face, products().bySku(sku).size(Range.after(size)));
    });
  }

  /**
   * The first page of a category's products from a price up.
   *
   * <p>Query of index GSI4: {@code GSI4PK = "CATEGORY#{category}"}, filtered by
   * {@code price >= {minimum}}.
   */
  @Override
  public Page<Product> productsOfCategory(String category, BigDecimal minimum) {
    return productsOfCategory(Face.blocking(), category, minimum);
  }

  /** The body of {@link #productsOfCategory}, which both faces run on their face. */
  <R> R productsOfCategory(Face<Page<Product>, R> face, String category, BigDecimal minimum) {
    return DeclaredReads.serve(face, "productsOfCategory", () -> {
      DeclaredReads.require("productsOfCategory", List.of("category"), category);
      EntityQuery<Product> query = products().inCategory(category);
      if (minimum != null) {
        query = query.filter(PRODUCTS_OF_CATEGORY_FILTER.bind(ProductSchema.PRICE.encode(minimum)));
      }
      return DeclaredReads.page(face, query);
    });
  }

  /**
   * The review with an id.
   *
   * <p>Query of index Inverted: {@code SK = "REVIEW#{reviewId}" AND begins_with(PK, "PRODUCT#")}.
   */
  @Override
  public Optional<Review> review(String reviewId) {
    return review(Face.blocking(), reviewId);
  }

  /** The body of {@link #review}, which both faces run on their face. */
  <R> R review(Face<Optional<Review>, R> face, String reviewId) {
    return DeclaredReads.serve(face, "review", () -> {
      DeclaredReads.require("review", List.of("reviewId"), reviewId);
      return DeclaredReads.first(face, reviews().byReview(reviewId).all());
    });
  }

  /**
   * A product's reviews whose id starts with a prefix.
   *
   * <p>Query of the table: {@code PK = "PRODUCT#{sku}" AND begins_with(SK, "REVIEW#{prefix}")}
   * (begins_with reads exactly the keys that start with "REVIEW#{prefix}"; a null {prefix} reads
   * every key that starts with "REVIEW#").
   */
  @Override
  public List<Review> reviewsStartingWith(String sku, String prefix) {
    return reviewsStartingWith(Face.blocking(), sku, prefix);
  }

  /** The body of {@link #reviewsStartingWith}, which both faces run on their face. */
  <R> R reviewsStartingWith(Face<List<Review>, R> face, String sku, String prefix) {
    return DeclaredReads.serve(face, "reviewsStartingWith", () -> {
      DeclaredReads.require("reviewsStartingWith", List.of("sku"), sku);
      ReviewRepository.ReviewIdStage<EntityQuery<Review>> partition = reviews().reviewsOf(sku);
      EntityQuery<Review> query = partition.all();
      if (prefix != null) {
        query = partition.reviewId(Range.beginsWith(prefix));
      }
      return DeclaredReads.list(face, query);
    });
  }

  /**
   * An author's best reviews.
   *
   * <p>Query of index GSI1: {@code GSI1PK = "AUTHOR#{author}" AND begins_with(GSI1SK, "RATING#")}.
   */
  @Override
  public List<Review> bestReviews(String author, int count) {
    return bestReviews(Face.blocking(), author, count);
  }

  /** The body of {@link #bestReviews}, which both faces run on their face. */
  <R> R bestReviews(Face<List<Review>, R> face, String author, int count) {
    return DeclaredReads.serve(face, "bestReviews", () -> {
      DeclaredReads.require("bestReviews", List.of("author"), author);
      return DeclaredReads.first(face, reviews().byAuthor(author).all().descending().limit(count),
          count);
    });
  }

  /**
   * The slots of an instance, for the nightly audit.
   *
   * <p>Scan of the whole table, filtered by {@code instance = {instance}}.
   */
  @Override
  public Stream<Slot> slotsOfInstance(String instance) {
    return slotsOfInstance(Face.blocking(), instance);
  }

  /** The body of {@link #slotsOfInstance}, which both faces run on their face. */
  <R> R slotsOfInstance(Face<Stream<Slot>, R> face, String instance) {
    return DeclaredReads.serve(face, "slotsOfInstance", () -> {
      EntityQuery<Slot> query = slots().scan();
      if (instance != null) {
        query = query.filter(SLOTS_OF_INSTANCE_FILTER.bind(
            SlotSchema.INSTANCE_VALUE.encode(instance)));
      }
      return DeclaredReads.stream(face, query);
    });
  }

  /**
   * The table in use, for a poller of its stream (singletable-tools):
   * {@code StreamPoller.builder(streams, MarketChanges::decode,
   * MarketChange.Unknown::new).table(db.table())}. Production consumers use AWS Lambda or the
   * Kinesis Client Library with {@link MarketChanges}.
   */
  public TableHandle table() {
    return table;
  }

  /** A page of {@code customerView}; {@code skippedItems}: items of other types. */
  public record CustomerView(Optional<Customer> customer, List<Order> orders, String cursor,
      int skippedItems) {
    static CustomerView of(CollectionPage page) {
      return new CustomerView(
          page.itemsOf(CustomerSchema.INSTANCE).stream().findFirst(),
          page.itemsOf(OrderSchema.INSTANCE),
          page.cursor(),
          page.skippedItems());
    }
  }

  /** A page of {@code customerOrders}; {@code skippedItems}: items of other types. */
  public record CustomerOrders(List<Order> orders, String cursor, int skippedItems) {
    static CustomerOrders of(CollectionPage page) {
      return new CustomerOrders(
          page.itemsOf(OrderSchema.INSTANCE),
          page.cursor(),
          page.skippedItems());
    }
  }
}
