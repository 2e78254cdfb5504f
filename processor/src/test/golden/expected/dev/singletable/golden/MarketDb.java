package dev.singletable.golden;

import dev.singletable.runtime.CollectionPage;
import dev.singletable.runtime.CollectionQuery;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.IndexLayout;
import dev.singletable.runtime.QueryTarget;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.TableLayout;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * The entry point to table {@code Market} (Customer, Order, Product, Review, Slot): one repository
 * per entity type, the table definition, and helpers that span entity types.
 *
 * <pre>{@code
 * MarketDb db = MarketDb.create(dynamoDbClient);
 * }</pre>
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class MarketDb {
  /**
   * The shape of the table: keys, entity type attribute, delimiter, TTL attribute and indexes.
   */
  public static final TableLayout LAYOUT = TableLayout.builder("Market")
      .partitionKey("PK")
      .sortKey("SK")
      .entityTypeAttribute("entityType")
      .delimiter('#')
      .ttlAttribute("expiresAt")
      .index(IndexLayout.globalIndex("GSI1").partitionKey("GSI1PK").sortKey("GSI1SK"))
      .index(IndexLayout.globalIndex("Inverted").partitionKey("SK").sortKey("PK"))
      .index(IndexLayout.globalIndex("GSI2").partitionKey("GSI2PK").sortKey("GSI2SK")
          .projection(IndexLayout.Projection.KEYS_ONLY))
      .index(IndexLayout.globalIndex("GSI3").partitionKey("GSI3PK").sortKey("GSI3SK")
          .include(List.of("status", "total")))
      .index(IndexLayout.globalIndex("GSI4").partitionKey("GSI4PK"))
      .index(IndexLayout.localIndex("LSI1").sortKey("LSI1SK"))
      .build();

  private final TableHandle table;

  private final CustomerRepository customers;

  private final OrderRepository orders;

  private final ProductRepository products;

  private final ReviewRepository reviews;

  private final SlotRepository slots;

  private MarketDb(TableHandle table) {
    this.table = table;
    this.customers = new CustomerRepository(table);
    this.orders = new OrderRepository(table);
    this.products = new ProductRepository(table);
    this.reviews = new ReviewRepository(table);
    this.slots = new SlotRepository(table);
  }

  /**
   * Uses table {@code Market} through {@code client}.
   */
  public static MarketDb create(DynamoDbClient client) {
    return create(client, DbOptions.defaults());
  }

  /**
   * Uses the table through {@code client} with options (table name, clock, retries...).
   */
  public static MarketDb create(DynamoDbClient client, DbOptions options) {
    return new MarketDb(TableHandle.of(client, LAYOUT, options));
  }

  /**
   * {@link Customer} items.
   */
  public CustomerRepository customers() {
    return customers;
  }

  /**
   * {@link Order} items.
   */
  public OrderRepository orders() {
    return orders;
  }

  /**
   * {@link Product} items.
   */
  public ProductRepository products() {
    return products;
  }

  /**
   * {@link Review} items.
   */
  public ReviewRepository reviews() {
    return reviews;
  }

  /**
   * {@link Slot} items.
   */
  public SlotRepository slots() {
    return slots;
  }

  /**
   * The physical table name in use.
   */
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
    table.createIfAbsent();
  }

  /**
   * The {@code customerView} item collection (Customer, Order) of partition
   * {@code PK = CUSTOMER#{customerId}}, read with one Query per page.
   */
  public CustomerViewQuery customerView(String customerId) {
    return new CustomerViewQuery(CollectionQuery.of(table, "customerView",
        QueryTarget.table(CustomerKey.partitionKey(customerId)),
        List.of(CustomerSchema.INSTANCE, OrderSchema.INSTANCE)));
  }

  /**
   * Starts a transaction: up to 100 writes of any entity types, applied all together or not at all
   * (TransactWriteItems). Add actions, then call {@code execute()}.
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
   * Reads the {@code customerView} collection: one page, or all of it.
   */
  public static final class CustomerViewQuery {
    private final CollectionQuery query;

    CustomerViewQuery(CollectionQuery query) {
      this.query = query;
    }

    /**
     * At most {@code pageSize} items evaluated per page.
     */
    public CustomerViewQuery limit(int pageSize) {
      return new CustomerViewQuery(query.limit(pageSize));
    }

    /**
     * Resumes after the page that returned {@code cursor}.
     */
    public CustomerViewQuery startAfter(String cursor) {
      return new CustomerViewQuery(query.startAfter(cursor));
    }

    /**
     * Strongly consistent reads (refused on a global index).
     */
    public CustomerViewQuery consistentRead() {
      return new CustomerViewQuery(query.consistentRead());
    }

    /**
     * Reads one page; {@code cursor()} of the result resumes after it.
     */
    public CustomerView page() {
      return CustomerView.of(query.page());
    }

    /**
     * Reads the whole collection, page after page.
     */
    public CustomerView fetch() {
      return CustomerView.of(query.fetchAll());
    }

    /**
     * The key condition sent, readable.
     */
    public String describe() {
      return query.describe();
    }
  }

  /**
   * The {@code customerView} collection as read. {@code cursor} resumes after this page
   * ({@code null} at the end); {@code skippedItems} counts items of other entity types in the
   * partition.
   */
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
}
