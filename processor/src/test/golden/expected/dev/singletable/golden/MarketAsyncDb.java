package dev.singletable.golden;

import dev.singletable.runtime.AsyncStreamPoller;
import dev.singletable.runtime.CollectionQuery;
import dev.singletable.runtime.QueryTarget;
import dev.singletable.runtime.StreamPoller;
import dev.singletable.runtime.TableHandle;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsAsyncClient;

/**
 * The asynchronous entry point to table {@code Market}: what {@link MarketDb} offers, each
 * operation returning a {@code CompletableFuture} that fails with the same typed exceptions.
 *
 * <pre>{@code
 * MarketAsyncDb db = MarketDb.createAsync(dynamoDbAsyncClient);
 * }</pre>
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class MarketAsyncDb {
  private final TableHandle table;

  private final CustomerAsyncRepository customers;

  private final OrderAsyncRepository orders;

  private final ProductAsyncRepository products;

  private final ReviewAsyncRepository reviews;

  private final SlotAsyncRepository slots;

  /**
   * Used by {@link MarketDb#createAsync}.
   */
  MarketAsyncDb(TableHandle table) {
    this.table = table;
    this.customers = new CustomerAsyncRepository(new CustomerRepository(table));
    this.orders = new OrderAsyncRepository(new OrderRepository(table));
    this.products = new ProductAsyncRepository(new ProductRepository(table));
    this.reviews = new ReviewAsyncRepository(new ReviewRepository(table));
    this.slots = new SlotAsyncRepository(new SlotRepository(table));
  }

  /**
   * {@link Customer} items.
   */
  public CustomerAsyncRepository customers() {
    return customers;
  }

  /**
   * {@link Order} items.
   */
  public OrderAsyncRepository orders() {
    return orders;
  }

  /**
   * {@link Product} items.
   */
  public ProductAsyncRepository products() {
    return products;
  }

  /**
   * {@link Review} items.
   */
  public ReviewAsyncRepository reviews() {
    return reviews;
  }

  /**
   * {@link Slot} items.
   */
  public SlotAsyncRepository slots() {
    return slots;
  }

  /**
   * The physical table name in use.
   */
  public String tableName() {
    return table.tableName();
  }

  /**
   * The request that creates this table, as {@link MarketDb#tableDefinition()}.
   */
  public CreateTableRequest tableDefinition() {
    return MarketDb.LAYOUT.createTableRequest(table.tableName());
  }

  /**
   * Creates the table if it does not exist and enables TTL, as {@link MarketDb#createTable()};
   * the future completes once the table is active.
   */
  public CompletableFuture<Void> createTable() {
    return table.createIfAbsentAsync();
  }

  /**
   * The {@code customerView} item collection (Customer, Order) of partition
   * {@code PK = CUSTOMER#{customerId}}, read with one Query per page.
   */
  public MarketDb.CustomerViewQuery customerView(String customerId) {
    return new MarketDb.CustomerViewQuery(CollectionQuery.of(table, "customerView",
        QueryTarget.table(CustomerKey.partitionKey(customerId)),
        List.of(CustomerSchema.INSTANCE, OrderSchema.INSTANCE)));
  }

  /**
   * Starts a transaction: up to 100 writes of any entity types, applied all together or not at all
   * (TransactWriteItems). Add actions, then call {@code executeAsync()}.
   */
  public MarketTransaction transaction() {
    return new MarketTransaction(table);
  }

  /**
   * Starts a transactional read: up to 100 items of any entity types, read as one consistent
   * snapshot (TransactGetItems).
   */
  public MarketTransactGet transactGet() {
    return new MarketTransactGet(table);
  }

  /**
   * Starts a batch read of any number of keys of any entity types (BatchGetItem, 100 keys per
   * request, unprocessed keys re-sent).
   */
  public MarketBatchGet batchGet() {
    return new MarketBatchGet(table);
  }

  /**
   * Starts a batch of puts and deletes of any entity types (BatchWriteItem, 25 writes per request,
   * unprocessed writes re-sent). Neither atomic nor conditional: use {@link #transaction()} for
   * that.
   */
  public MarketBatchWrite batchWrite() {
    return new MarketBatchWrite(table);
  }

  /**
   * A poller of this table's stream that delivers {@link MarketChange}s, each poll a future:
   * choose where it starts and where checkpoints go, then {@code build()} and {@code poll(...)}.
   * Production consumers use AWS Lambda or the Kinesis Client Library with {@link MarketChanges}.
   */
  public StreamPoller.Builder<MarketChange, AsyncStreamPoller<MarketChange>> changes(
      DynamoDbStreamsAsyncClient streams) {
    return AsyncStreamPoller.builder(streams, MarketChanges::decode, MarketChange.Unknown::new)
        .table(table);
  }
}
