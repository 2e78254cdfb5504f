package dev.singletable.golden;

import dev.singletable.runtime.CollectionQuery;
import dev.singletable.runtime.CombinedTransactGet;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.Tables;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

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

  private final MarketDb reads;

  /** Used by {@link MarketDb#createAsync}. */
  MarketAsyncDb(TableHandle table) {
    this.table = table;
    this.reads = new MarketDb(table);
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

  @Override
  public CompletableFuture<Optional<Customer>> customer(String customerId) {
    return reads.customer(Face.async(), customerId);
  }

  @Override
  public CompletableFuture<Optional<Customer>> customerByEmail(String email) {
    return reads.customerByEmail(Face.async(), email);
  }

  @Override
  public CompletableFuture<MarketDb.CustomerView> customerWithOrders(String customerId,
      PageRequest page) {
    return reads.customerWithOrders(Face.async(), customerId, page);
  }

  @Override
  public CompletableFuture<Page<Order>> ordersOfCustomer(String customerId, Instant from,
      Instant to, PageRequest page) {
    return reads.ordersOfCustomer(Face.async(), customerId, from, to, page);
  }

  @Override
  public CompletableFuture<List<Order>> largeOrders(String customerId, BigDecimal minimum,
      Order.Status status) {
    return reads.largeOrders(Face.async(), customerId, minimum, status);
  }

  @Override
  public CompletableFuture<List<Order>> latestOrders(Order.Status status) {
    return reads.latestOrders(Face.async(), status);
  }

  @Override
  public CompletableFuture<Stream<Product>> variantsOfSize(String sku, int size) {
    return reads.variantsOfSize(Face.async(), sku, size);
  }

  @Override
  public CompletableFuture<List<Product>> largerVariants(String sku, int size) {
    return reads.largerVariants(Face.async(), sku, size);
  }

  @Override
  public CompletableFuture<Page<Product>> productsOfCategory(String category, BigDecimal minimum) {
    return reads.productsOfCategory(Face.async(), category, minimum);
  }

  @Override
  public CompletableFuture<Optional<Review>> review(String reviewId) {
    return reads.review(Face.async(), reviewId);
  }

  @Override
  public CompletableFuture<List<Review>> reviewsStartingWith(String sku, String prefix) {
    return reads.reviewsStartingWith(Face.async(), sku, prefix);
  }

  @Override
  public CompletableFuture<List<Review>> bestReviews(String author, int count) {
    return reads.bestReviews(Face.async(), author, count);
  }

  @Override
  public CompletableFuture<Stream<Slot>> slotsOfInstance(String instance) {
    return reads.slotsOfInstance(Face.async(), instance);
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
}
