package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.Layout;
import dev.singletable.runtime.internal.call.AsyncCaller;
import dev.singletable.runtime.internal.call.CallObserver;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.call.SyncCaller;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Everything a generated {@code XxxDb} shares with its repositories: the caller that sends
 * requests, the physical table name, the table layout and the options; and the table's rules about
 * items (their entity type, primary key and expiry).
 */
public final class TableContext {

  private final DynamoDbClient client;
  private final SyncCaller syncCaller;
  private final AsyncCaller asyncCaller;
  private final Layout layout;
  private final DbOptions options;
  private final String tableName;
  private volatile CursorKeys cursorKeys;

  /** The table through a synchronous client. */
  public TableContext(DynamoDbClient client, Layout layout, DbOptions options) {
    this(
        Objects.requireNonNull(client, "client"),
        layout,
        options,
        // The calling thread runs a branch too: n threads in all means n - 1 in the pool.
        options.shardReadThreads() > 1 ? new BranchPool(options.shardReadThreads() - 1) : null);
  }

  private TableContext(
      DynamoDbClient client, Layout layout, DbOptions options, BranchPool branches) {
    this(client, new SyncCaller(client, observer(options), branches), null, layout, options);
  }

  /** The table through an asynchronous client. */
  public TableContext(DynamoDbAsyncClient client, Layout layout, DbOptions options) {
    this(
        null,
        null,
        new AsyncCaller(Objects.requireNonNull(client, "client"), observer(options)),
        layout,
        options);
  }

  /** The observer of the options' request listener, or {@code null} when none is set. */
  private static CallObserver observer(DbOptions options) {
    return options.requestListener() == null ? null : new CallObserver(options.requestListener());
  }

  private TableContext(
      DynamoDbClient client,
      SyncCaller syncCaller,
      AsyncCaller asyncCaller,
      Layout layout,
      DbOptions options) {
    this.client = client;
    this.syncCaller = syncCaller;
    this.asyncCaller = asyncCaller;
    this.layout = Objects.requireNonNull(layout, "layout");
    this.options = Objects.requireNonNull(options, "options");
    this.tableName = TableNames.resolve(layout.defaultName(), options);
  }

  /**
   * Whether {@code other} was opened with the very same SDK client object (synchronous or
   * asynchronous), the one way to know that two tables are reached in one account and region by one
   * connection, as a request spanning both needs: a client's region, endpoint and credentials
   * cannot all be compared reliably, and one client per application is the SDK's own advice.
   */
  public boolean sameClient(TableContext other) {
    if (client != null || other.client != null) {
      return client == other.client;
    }
    return asyncCaller.client() == other.asyncCaller.client();
  }

  /** {@code DynamoDbClient} or {@code DynamoDbAsyncClient}, for messages. */
  public String clientKind() {
    return client != null ? "DynamoDbClient" : "DynamoDbAsyncClient";
  }

  /**
   * Sends the requests of the blocking face's operations on the calling thread and sleeps through
   * their backoff.
   *
   * @throws IllegalStateException when the table was opened with an asynchronous client: generated
   *     code hands a blocking face only the tables it opened with a {@code DynamoDbClient}
   */
  public SyncCaller syncCaller() {
    if (syncCaller == null) {
      throw new IllegalStateException(
          "table "
              + describeTable()
              + " was opened with a DynamoDbAsyncClient, not for blocking calls");
    }
    return syncCaller;
  }

  /**
   * Sends the requests of the asynchronous face's operations and schedules their backoff, holding
   * no thread.
   *
   * @throws IllegalStateException when the table was opened with a synchronous client
   */
  public AsyncCaller asyncCaller() {
    if (asyncCaller == null) {
      throw new IllegalStateException(
          "table "
              + describeTable()
              + " was opened with a DynamoDbClient, not for asynchronous calls");
    }
    return asyncCaller;
  }

  /**
   * Runs the operation {@code operation} makes on this table's caller of {@code face}: the result
   * itself on the blocking face, a future of it on the asynchronous one.
   */
  @SuppressWarnings("unchecked") // Face's factories fix R: X when blocking, a future of X when not
  public <X, R> R run(Face<X, R> face, Supplier<Step<X>> operation) {
    return face.isAsync()
        ? (R) asyncCaller().runAsync(operation)
        : (R) syncCaller().run(operation.get());
  }

  public Layout layout() {
    return layout;
  }

  public DbOptions options() {
    return options;
  }

  /** The physical table name, resolved from the logical one when the table was opened. */
  public String tableName() {
    return tableName;
  }

  /**
   * The table for messages: {@code Shop (dev-Shop)}, its logical and physical names, or {@code
   * Shop} when they are the same.
   */
  public String describeTable() {
    return TableNames.describe(layout.defaultName(), tableName);
  }

  /** The keys of paging cursors, derived once from the options' secrets. */
  public CursorKeys cursorKeys() {
    CursorKeys keys = cursorKeys;
    if (keys == null) {
      keys = CursorKeys.of(options);
      cursorKeys = keys;
    }
    return keys;
  }

  public Instant now() {
    return options.clock().instant();
  }

  /** A readable rendering of a key for messages: {@code PK=USER#u1, SK=PROFILE}. */
  public String describeKey(Map<String, AttributeValue> key) {
    StringBuilder text = new StringBuilder();
    appendKeyPart(text, layout.partitionKey(), key);
    if (layout.sortKey() != null) {
      appendKeyPart(text, layout.sortKey(), key);
    }
    return text.toString();
  }

  private static void appendKeyPart(
      StringBuilder text, String name, Map<String, AttributeValue> key) {
    AttributeValue value = key.get(name);
    if (value == null) {
      return;
    }
    if (text.length() > 0) {
      text.append(", ");
    }
    text.append(name).append('=').append(value.s() != null ? value.s() : String.valueOf(value));
  }

  /** The primary key attributes of an item (or of a key) returned by DynamoDB. */
  public Map<String, AttributeValue> primaryKeyOf(Map<String, AttributeValue> item) {
    Map<String, AttributeValue> key = new HashMap<>();
    key.put(layout.partitionKey(), item.get(layout.partitionKey()));
    if (layout.sortKey() != null) {
      key.put(layout.sortKey(), item.get(layout.sortKey()));
    }
    return key;
  }

  /** The entity type an item is stored as, or {@code null} when it has none. */
  public String entityTypeOf(Map<String, AttributeValue> item) {
    AttributeValue type = item.get(layout.entityTypeAttribute());
    return type == null ? null : type.s();
  }

  /** Whether an item is stored as the schema's entity type. */
  public boolean isOfType(Map<String, AttributeValue> item, EntitySchema<?, ?> schema) {
    String type = entityTypeOf(item);
    return schema.entityType().equals(type)
        || (type != null && type.equals(schema.formerEntityType()));
  }

  /** Whether an item's TTL has passed (and it should be hidden unless expired items are shown). */
  public boolean isExpired(Map<String, AttributeValue> item) {
    String ttl = layout.ttlAttribute();
    if (ttl == null || options.includeExpiredItems()) {
      return false;
    }
    AttributeValue value = item.get(ttl);
    if (value == null || value.n() == null) {
      return false;
    }
    try {
      return Long.parseLong(value.n()) <= now().getEpochSecond();
    } catch (NumberFormatException notAnInteger) {
      return false;
    }
  }

  /**
   * The item a read returned, or {@code null} when there is none: DynamoDB answers an absent item
   * with no (or an empty) map, and an expired item not yet deleted counts as absent.
   */
  public Map<String, AttributeValue> liveItem(Map<String, AttributeValue> item) {
    return item == null || item.isEmpty() || isExpired(item) ? null : item;
  }

  /**
   * The {@code @Ttl} attribute of {@code schema} when expired items are hidden, else {@code null}:
   * writes then treat an expired item that DynamoDB has not deleted yet as absent.
   */
  public String hiddenExpiryAttribute(EntitySchema<?, ?> schema) {
    return options.includeExpiredItems() ? null : schema.ttlAttribute();
  }
}
