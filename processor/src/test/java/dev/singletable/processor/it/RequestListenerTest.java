package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.singletable.processor.it.model.CatalogDb;
import dev.singletable.processor.it.model.Inventory;
import dev.singletable.processor.it.model.InventoryKey;
import dev.singletable.processor.it.model.InventorySchema;
import dev.singletable.processor.it.model.LineItem;
import dev.singletable.processor.it.model.Order;
import dev.singletable.processor.it.model.Order.Status;
import dev.singletable.processor.it.model.OrderHeader;
import dev.singletable.processor.it.model.Profile;
import dev.singletable.processor.it.model.ProfileKey;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.RetryPolicy;
import dev.singletable.runtime.failure.ItemAlreadyExistsException;
import dev.singletable.runtime.observe.ConsumedUnits;
import dev.singletable.runtime.observe.OperationEvent;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.runtime.observe.RequestListener;
import dev.singletable.testkit.LocalDynamoDb;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/** The request listener hears every request and operation, with what the engine reports. */
class RequestListenerTest extends EngineTest {

  static final RetryPolicy FAST = new RetryPolicy(6, Duration.ofMillis(1), Duration.ofMillis(5));
  static final Instant T0 = Instant.parse("2025-01-01T00:00:00Z");

  final List<RequestEvent> requests = new CopyOnWriteArrayList<>();
  final List<OperationEvent> operations = new CopyOnWriteArrayList<>();
  final RequestListener recorder =
      new RequestListener() {
        @Override
        public void onRequest(RequestEvent event) {
          requests.add(event);
        }

        @Override
        public void onOperation(OperationEvent event) {
          operations.add(event);
        }
      };

  CatalogDb observed;

  @BeforeEach
  void observedDb() {
    observed = dbWith(client, recorder);
  }

  static CatalogDb dbWith(DynamoDbClient dynamoDb, RequestListener listener) {
    return CatalogDb.create(
        dynamoDb,
        DbOptions.builder()
            .tableName(db.tableName())
            .retryPolicy(FAST)
            .requestListener(listener)
            .build());
  }

  @Test
  void aGetReportsOneRequestWithItsEntityItemAndCapacity() {
    db.profiles().put(new Profile("ann", "Ann"));

    assertThat(observed.profiles().get(new ProfileKey("ann"))).isPresent();

    RequestEvent get = requests.get(0);
    assertThat(requests).hasSize(1);
    assertThat(get.api()).isEqualTo("GetItem");
    assertThat(get.table()).isEqualTo(db.tableName());
    assertThat(get.entity()).isEqualTo("Profile");
    assertThat(get.index()).isNull();
    assertThat(get.attempt()).isEqualTo(1);
    assertThat(get.items()).isEqualTo(1);
    // an item under 4 KB read eventually consistently: half a read unit, all on the table
    assertThat(get.capacity()).isEqualTo(ConsumedUnits.of(0.5, 0.5, Map.of()));
    assertThat(get.retries()).isZero();
    assertThat(get.throttles()).isZero();
    assertThat(get.latency()).isPositive();
    assertThat(get.succeeded()).isTrue();

    OperationEvent operation = operations.get(0);
    assertThat(operations).hasSize(1);
    assertThat(operation.api()).isEqualTo("GetItem");
    assertThat(operation.entity()).isEqualTo("Profile");
    assertThat(operation.requests()).isEqualTo(1);
    assertThat(operation.items()).isEqualTo(1);
    assertThat(operation.capacity()).isEqualTo(get.capacity());
    assertThat(operation.latency()).isGreaterThanOrEqualTo(get.latency());
    assertThat(operation.failure()).isNull();
  }

  @Test
  void aConsistentGetOfAMissingItemCostsOneFullUnit() {
    assertThat(observed.profiles().getConsistent(new ProfileKey("nobody"))).isEmpty();

    assertThat(requests)
        .singleElement()
        .satisfies(
            get -> {
              assertThat(get.items()).isZero();
              assertThat(get.capacity().total()).isEqualTo(1.0);
            });
  }

  @Test
  void throttledAttemptsTheSdkRetriedAreCounted(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    db.profiles().put(new Profile("bea", "Bea"));
    engine.faults().provisionedThroughputExceeded("GetItem", 2);

    assertThat(observed.profiles().get(new ProfileKey("bea"))).isPresent();

    // one request of the library, which the SDK sent three times
    assertThat(requests)
        .singleElement()
        .satisfies(
            get -> {
              assertThat(get.retries()).isEqualTo(2);
              assertThat(get.throttles()).isEqualTo(2);
              assertThat(get.items()).isEqualTo(1);
            });
    assertThat(operations)
        .singleElement()
        .satisfies(
            op -> {
              assertThat(op.retries()).isEqualTo(2);
              assertThat(op.throttles()).isEqualTo(2);
            });
  }

  @Test
  void aQueryOfAnIndexReportsTheIndexAndItsUnits() {
    db.orders().put(new Order("cat", "o1", T0, Status.PLACED, new BigDecimal("10.00")));
    db.orders().put(new Order("dan", "o2", T0.plusSeconds(1), Status.PLACED, BigDecimal.ONE));

    assertThat(observed.orders().byStatus(Status.PLACED).all().list())
        .hasSizeGreaterThanOrEqualTo(2);

    RequestEvent query = requests.get(0);
    assertThat(query.api()).isEqualTo("Query");
    assertThat(query.entity()).isEqualTo("Order");
    assertThat(query.index()).isEqualTo("GSI1");
    assertThat(query.items()).isGreaterThanOrEqualTo(2);
    assertThat(query.scanned()).isGreaterThanOrEqualTo(query.items());
    assertThat(query.resent()).isFalse();
    assertThat(query.accessPattern()).isNull(); // a repository query, not a declared read
    assertThat(query.capacity().index("GSI1")).isPositive();
    assertThat(query.capacity().total())
        .isEqualTo(query.capacity().table() + query.capacity().index("GSI1"));
    assertThat(operations)
        .singleElement()
        .satisfies(
            op -> {
              assertThat(op.index()).isEqualTo("GSI1");
              assertThat(op.requests()).isEqualTo(requests.size());
            });
  }

  @Test
  void aBatchWriteReportsEachAttemptAndTheOperationItsAttemptCount(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    List<LineItem> lines =
        IntStream.range(0, 30).mapToObj(i -> new LineItem("b1", "sku-" + i, 1, 100)).toList();
    engine.faults().unprocessedWrites(1, 5);

    observed.batchWrite().putLineItems(lines).execute();

    // 25 sent, 5 written and 20 left; then the 20 and the 5 not sent yet
    assertThat(requests).hasSize(2);
    assertThat(requests)
        .extracting(
            RequestEvent::api,
            RequestEvent::attempt,
            RequestEvent::items,
            RequestEvent::unprocessed)
        .containsExactly(tuple("BatchWriteItem", 1, 5, 20), tuple("BatchWriteItem", 2, 25, 0));
    assertThat(requests).allSatisfy(r -> assertThat(r.entity()).isNull());
    // the second request re-sends what the first left, after a backoff
    assertThat(requests).extracting(RequestEvent::resent).containsExactly(false, true);
    assertThat(operations)
        .singleElement()
        .satisfies(
            op -> {
              assertThat(op.api()).isEqualTo("BatchWriteItem");
              assertThat(op.requests()).isEqualTo(2);
              assertThat(op.resends()).isEqualTo(1);
              assertThat(op.items()).isEqualTo(30);
              assertThat(op.succeeded()).isTrue();
            });
  }

  @Test
  void aTransactionReportsEachAttemptAndItsCancellations(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    db.inventories().put(new Inventory("sku-t", 5));
    engine.faults().transactionConflict(2);

    observed
        .transaction()
        .create(OrderHeader.placed("t1", "c1", 250))
        .create(new LineItem("t1", "sku-t", 1, 250))
        .update(new InventoryKey("sku-t"), u -> u.apply(InventorySchema.AVAILABLE.decrement(1)))
        .execute();

    assertThat(requests)
        .extracting(
            RequestEvent::api, RequestEvent::attempt, RequestEvent::items, RequestEvent::failure)
        .containsExactly(
            tuple("TransactWriteItems", 1, 0, "TransactionCanceledException"),
            tuple("TransactWriteItems", 2, 0, "TransactionCanceledException"),
            tuple("TransactWriteItems", 3, 3, null));
    assertThat(requests).allSatisfy(r -> assertThat(r.table()).isEqualTo(db.tableName()));
    // the testkit runs transactions itself and reports no consumed capacity for them (DynamoDB
    // does: two units per item written)
    assertThat(requests).allSatisfy(r -> assertThat(r.capacity()).isEqualTo(ConsumedUnits.NONE));
    assertThat(operations)
        .singleElement()
        .satisfies(
            op -> {
              assertThat(op.requests()).isEqualTo(3);
              assertThat(op.items()).isEqualTo(3);
              assertThat(op.succeeded()).isTrue();
            });
  }

  @Test
  void aFailedOperationNamesTheExceptionItThrewAndItsRequestTheErrorCode() {
    db.profiles().put(new Profile("fay", "Fay"));

    assertThatThrownBy(() -> observed.profiles().create(new Profile("fay", "Fay again")))
        .isInstanceOf(ItemAlreadyExistsException.class);

    assertThat(requests)
        .singleElement()
        .satisfies(
            put -> {
              assertThat(put.api()).isEqualTo("PutItem");
              assertThat(put.entity()).isEqualTo("Profile");
              assertThat(put.items()).isZero();
              assertThat(put.failure()).isEqualTo("ConditionalCheckFailedException");
            });
    assertThat(operations)
        .singleElement()
        .satisfies(
            op -> {
              assertThat(op.failure()).isEqualTo("ItemAlreadyExistsException");
              assertThat(op.succeeded()).isFalse();
            });
  }

  @Test
  void aListenerThatThrowsDoesNotBreakTheOperation() {
    db.profiles().put(new Profile("eve", "Eve"));
    CatalogDb throwing =
        dbWith(
            client,
            event -> {
              throw new IllegalStateException("listener bug");
            });

    assertThat(throwing.profiles().get(new ProfileKey("eve"))).contains(new Profile("eve", "Eve"));
    throwing.profiles().put(new Profile("eve", "Eve 2"));
    assertThat(db.profiles().get(new ProfileKey("eve"))).contains(new Profile("eve", "Eve 2"));
  }

  @Test
  void requestsAskForConsumedCapacityOnlyWhenAListenerIsSet(LocalDynamoDb engine) {
    List<ReturnConsumedCapacity> asked = new CopyOnWriteArrayList<>();
    try (DynamoDbClient recording =
        engine
            .clientBuilder()
            .overrideConfiguration(
                o ->
                    o.addExecutionInterceptor(
                        new ExecutionInterceptor() {
                          @Override
                          public void beforeExecution(
                              Context.BeforeExecution context, ExecutionAttributes attributes) {
                            if (context.request() instanceof GetItemRequest get) {
                              asked.add(get.returnConsumedCapacity());
                            }
                          }
                        }))
            .build()) {
      dbWith(recording, null).profiles().get(new ProfileKey("x"));
      dbWith(recording, recorder).profiles().get(new ProfileKey("x"));
    }
    assertThat(asked).containsExactly(null, ReturnConsumedCapacity.INDEXES);
  }
}
