package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.CatalogDb;
import dev.singletable.processor.it.model.CatalogItems;
import dev.singletable.processor.it.model.CatalogTransaction;
import dev.singletable.processor.it.model.Inventory;
import dev.singletable.processor.it.model.InventoryKey;
import dev.singletable.processor.it.model.InventorySchema;
import dev.singletable.processor.it.model.LineItem;
import dev.singletable.processor.it.model.LineItemKey;
import dev.singletable.processor.it.model.Note;
import dev.singletable.processor.it.model.NoteKey;
import dev.singletable.processor.it.model.NoteSchema;
import dev.singletable.processor.it.model.OrderHeader;
import dev.singletable.processor.it.model.OrderHeaderKey;
import dev.singletable.processor.it.model.OrderHeaderSchema;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.RetryPolicy;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.failure.CancellationReason;
import dev.singletable.runtime.failure.DuplicateItemException;
import dev.singletable.runtime.failure.IdempotencyMismatchException;
import dev.singletable.runtime.failure.ItemTooLargeException;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.runtime.failure.TransactionLimitException;
import dev.singletable.testkit.LocalDynamoDb;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * TransactWriteItems and TransactGetItems through the generated
 * CatalogTransaction<TransactionResult> and CatalogTransactGet.
 */
class TransactionTest extends EngineTest {

  static final RetryPolicy FAST = new RetryPolicy(5, Duration.ofMillis(1), Duration.ofMillis(10));
  static final Instant T0 = Instant.parse("2025-03-01T12:00:00Z");

  /** The test table, with fast retries, a fixed clock and {@code client}. */
  static CatalogDb dbWith(DynamoDbClient client) {
    return CatalogDb.create(
        client,
        DbOptions.builder()
            .tableName(db.tableName())
            .retryPolicy(FAST)
            .clock(Clock.fixed(T0, ZoneOffset.UTC))
            .build());
  }

  /** The reference design's "create order with its items": header, lines, and stock taken. */
  static CatalogTransaction<TransactionResult> placeOrder(
      CatalogDb catalog, String orderId, String sku, int quantity) {
    return catalog
        .transaction()
        .create(OrderHeader.placed(orderId, "c1", quantity * 250L))
        .create(new LineItem(orderId, sku, quantity, 250))
        .create(new LineItem(orderId, "gift-wrap", 1, 0))
        .update(
            new InventoryKey(sku),
            u ->
                u.apply(InventorySchema.AVAILABLE.decrement(quantity))
                    .condition(InventorySchema.AVAILABLE.ge(quantity)));
  }

  @Test
  void createsAnOrderWithItsItemsAtomically() {
    CatalogDb catalog = dbWith(client);
    db.inventories().put(new Inventory("sku-1", 10));

    TransactionResult result = placeOrder(catalog, "o1", "sku-1", 3).execute();

    assertThat(result.attempts()).isEqualTo(1);
    OrderHeader header = db.orderHeaders().get(new OrderHeaderKey("o1")).orElseThrow();
    assertThat(header).isEqualTo(new OrderHeader("o1", "c1", 750, "PLACED", 1, T0, T0));
    assertThat(result.written(new OrderHeaderKey("o1"))).contains(header);
    LineItem line = result.written(new LineItemKey("o1", "sku-1")).orElseThrow();
    assertThat(line).isEqualTo(new LineItem("o1", "sku-1", 3, 250));
    assertThat(result.writtenCount()).isEqualTo(3);
    assertThat(result.written(new InventoryKey("sku-1"))).isEmpty(); // updated, not put
    assertThat(db.lineItems().get(new LineItemKey("o1", "sku-1")))
        .contains(new LineItem("o1", "sku-1", 3, 250));
    assertThat(db.lineItems().get(new LineItemKey("o1", "gift-wrap"))).isPresent();
    assertThat(db.inventories().get(new InventoryKey("sku-1"))).contains(new Inventory("sku-1", 7));
  }

  @Test
  void aFailedConditionLeavesEveryItemUnchangedAndNamesTheAction() {
    db.inventories().put(new Inventory("sku-2", 1));

    assertThatThrownBy(() -> placeOrder(dbWith(client), "o2", "sku-2", 2).execute())
        .isInstanceOfSatisfying(
            TransactionCancelledException.class,
            e -> {
              assertThat(e.attempts()).isEqualTo(1);
              assertThat(e.reasons())
                  .extracting(CancellationReason::code)
                  .containsExactly("None", "None", "None", "ConditionalCheckFailed");
              CancellationReason<?> reason = e.failures().get(0);
              assertThat(reason.position()).isEqualTo(3);
              assertThat(reason.action()).isEqualTo("Update");
              assertThat(reason.entityType()).isEqualTo("Inventory");
              assertThat(reason.key()).isEqualTo("PK=SKU#sku-2, SK=INVENTORY");
              assertThat(e.reason(new InventoryKey("sku-2")))
                  .hasValueSatisfying(
                      typed -> {
                        Optional<Inventory> current = typed.currentItem();
                        assertThat(current).contains(new Inventory("sku-2", 1));
                        assertThat(typed).isSameAs(reason);
                      });
              assertThat(e.reason(new InventoryKey("sku-other"))).isEmpty();
              assertThat(reason.versionConflict()).isFalse();
              assertThat(e.isTransient()).isFalse();
              assertThat(e.entityType()).isEqualTo("Inventory");
              assertThat(e.getMessage())
                  .contains(
                      "#3 Update Inventory PK=SKU#sku-2, SK=INVENTORY: "
                          + "ConditionalCheckFailed (the condition did not hold)");
            });

    assertThat(db.orderHeaders().get(new OrderHeaderKey("o2"))).isEmpty();
    assertThat(db.lineItems().get(new LineItemKey("o2", "sku-2"))).isEmpty();
    assertThat(db.lineItems().get(new LineItemKey("o2", "gift-wrap"))).isEmpty();
    assertThat(db.inventories().get(new InventoryKey("sku-2"))).contains(new Inventory("sku-2", 1));
  }

  @Test
  void createOfAnExistingItemReportsItAndTheItemAsItIs() {
    db.notes().put(new Note("u3", "n1", "first"));

    assertThatThrownBy(
            () ->
                db.transaction()
                    .create(new Note("u3", "n2", "fine"))
                    .create(new Note("u3", "n1", "second"))
                    .execute())
        .isInstanceOfSatisfying(
            TransactionCancelledException.class,
            e -> {
              CancellationReason<?> reason = e.failures().get(0);
              assertThat(reason.position()).isEqualTo(1);
              assertThat(reason.action()).isEqualTo("Create");
              assertThat(reason.toString())
                  .isEqualTo(
                      "#1 Create Note PK=USER#u3, SK=NOTE#n1: ConditionalCheckFailed (already"
                          + " exists)");
              Optional<Note> current =
                  e.reason(new NoteKey("u3", "n1")).flatMap(CancellationReason::currentItem);
              assertThat(current).contains(new Note("u3", "n1", "first"));
              assertThat(e.reason(new NoteKey("u3", "n2")).orElseThrow().failed()).isFalse();
            });
    assertThat(db.notes().get(new NoteKey("u3", "n2"))).isEmpty();
  }

  @Test
  void versionsAreCheckedAndIncrementedAndConflictsRecognised() {
    CatalogDb catalog = dbWith(client);
    OrderHeader stored = catalog.orderHeaders().create(OrderHeader.placed("o4", "c1", 100));
    assertThat(stored.version()).isEqualTo(1);

    OrderHeader shipped =
        catalog
            .transaction()
            .put(new OrderHeader("o4", "c1", 100, "SHIPPED", 1, stored.createdAt(), null))
            .execute()
            .written(new OrderHeaderKey("o4"))
            .orElseThrow();
    assertThat(shipped.version()).isEqualTo(2);
    assertThat(catalog.orderHeaders().get(new OrderHeaderKey("o4"))).contains(shipped);

    // a writer still holding version 1 loses
    assertThatThrownBy(
            () ->
                catalog
                    .transaction()
                    .create(new LineItem("o4", "late", 1, 1))
                    .put(new OrderHeader("o4", "c1", 100, "CANCELLED", 1, stored.createdAt(), null))
                    .execute())
        .isInstanceOfSatisfying(
            TransactionCancelledException.class,
            e -> {
              assertThat(e.hasVersionConflict()).isTrue();
              assertThat(e.versionConflicts())
                  .singleElement()
                  .satisfies(
                      reason -> {
                        assertThat(reason.position()).isEqualTo(1);
                        assertThat(reason.toString()).endsWith("(is no longer at version 1)");
                        assertThat(
                                e.reason(new OrderHeaderKey("o4"))
                                    .flatMap(CancellationReason::currentItem))
                            .contains(shipped);
                      });
            });

    // update: ADD 1 to the version, SET updatedAt, createdAt kept; with an expected version
    CatalogDb later =
        CatalogDb.create(
            client,
            DbOptions.builder()
                .tableName(db.tableName())
                .clock(Clock.fixed(T0.plusSeconds(60), ZoneOffset.UTC))
                .build());
    later
        .transaction()
        .update(
            new OrderHeaderKey("o4"),
            u -> u.set(OrderHeaderSchema.STATE, "DELIVERED").expectVersion(2))
        .execute();
    assertThat(catalog.orderHeaders().get(new OrderHeaderKey("o4")))
        .contains(new OrderHeader("o4", "c1", 100, "DELIVERED", 3, T0, T0.plusSeconds(60)));

    assertThatThrownBy(
            () ->
                later
                    .transaction()
                    .update(
                        new OrderHeaderKey("o4"),
                        u -> u.set(OrderHeaderSchema.STATE, "LOST").expectVersion(2))
                    .execute())
        .isInstanceOfSatisfying(
            TransactionCancelledException.class,
            e ->
                assertThat(e.versionConflicts())
                    .extracting(CancellationReason::position)
                    .containsExactly(0));

    // delete(entity) checks the version too
    assertThatThrownBy(() -> catalog.transaction().delete(shipped).execute())
        .isInstanceOfSatisfying(
            TransactionCancelledException.class, e -> assertThat(e.hasVersionConflict()).isTrue());
    catalog
        .transaction()
        .delete(catalog.orderHeaders().get(new OrderHeaderKey("o4")).orElseThrow())
        .execute();
    assertThat(catalog.orderHeaders().get(new OrderHeaderKey("o4"))).isEmpty();
  }

  @Test
  void upsertsWriteTheEntityTypeAndKeyComponentsAndUpdatesNeedTheItem() {
    db.transaction()
        .upsert(new InventoryKey("sku-5"), u -> u.set(InventorySchema.AVAILABLE, 4))
        .execute();
    assertThat(db.inventories().get(new InventoryKey("sku-5"))).contains(new Inventory("sku-5", 4));

    assertThatThrownBy(
            () ->
                db.transaction()
                    .update(
                        new InventoryKey("sku-absent"), u -> u.set(InventorySchema.AVAILABLE, 4))
                    .execute())
        .isInstanceOfSatisfying(
            TransactionCancelledException.class,
            e ->
                assertThat(e.failures().get(0).toString())
                    .isEqualTo(
                        "#0 Update Inventory PK=SKU#sku-absent, SK=INVENTORY:"
                            + " ConditionalCheckFailed (the item does not exist)"));
    assertThat(db.inventories().get(new InventoryKey("sku-absent"))).isEmpty();
  }

  @Test
  void checksAndConditionalDeletesReportTheItemTheyLookedAt() {
    db.notes().put(new Note("u6", "n1", "keep"));
    db.notes().put(new Note("u6", "n2", "draft"));

    assertThatThrownBy(
            () ->
                db.transaction()
                    .delete(new NoteKey("u6", "n2"), NoteSchema.TEXT.eq("draft"))
                    .check(new NoteKey("u6", "n1"), NoteSchema.TEXT.eq("published"))
                    .execute())
        .isInstanceOfSatisfying(
            TransactionCancelledException.class,
            e -> {
              assertThat(e.failures())
                  .singleElement()
                  .satisfies(
                      reason -> {
                        assertThat(reason.position()).isEqualTo(1);
                        assertThat(reason.action()).isEqualTo("ConditionCheck");
                        assertThat(
                                e.reason(new NoteKey("u6", "n1"))
                                    .flatMap(CancellationReason::currentItem))
                            .contains(new Note("u6", "n1", "keep"));
                      });
            });
    assertThat(db.notes().get(new NoteKey("u6", "n2"))).isPresent();

    db.transaction()
        .delete(new NoteKey("u6", "n2"), NoteSchema.TEXT.eq("draft"))
        .check(new NoteKey("u6", "n1"), NoteSchema.TEXT.eq("keep"))
        .execute();
    assertThat(db.notes().get(new NoteKey("u6", "n2"))).isEmpty();
  }

  @Test
  void conflictsAreRetriedWithTheSameTokenUntilTheTransactionGoesThrough(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    List<String> tokens = new CopyOnWriteArrayList<>();
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
                            if (context.request() instanceof TransactWriteItemsRequest request) {
                              tokens.add(request.clientRequestToken());
                            }
                          }
                        }))
            .build()) {
      db.inventories().put(new Inventory("sku-7", 5));
      engine.faults().transactionConflict(2);

      TransactionResult result = placeOrder(dbWith(recording), "o7", "sku-7", 1).execute();

      assertThat(result.attempts()).isEqualTo(3);
      assertThat(engine.faults().requestCount("TransactWriteItems")).isEqualTo(3);
      assertThat(tokens).hasSize(3).containsOnly(result.idempotencyToken());
      assertThat(db.inventories().get(new InventoryKey("sku-7")))
          .contains(new Inventory("sku-7", 4));
      assertThat(db.orderHeaders().get(new OrderHeaderKey("o7"))).isPresent();
    }
  }

  @Test
  void conflictsBeyondThePolicyAreReportedAndNothingIsApplied(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    db.inventories().put(new Inventory("sku-8", 5));
    engine.faults().transactionConflict(FAST.maxAttempts());

    assertThatThrownBy(() -> placeOrder(dbWith(client), "o8", "sku-8", 1).execute())
        .isInstanceOfSatisfying(
            TransactionCancelledException.class,
            e -> {
              assertThat(e.attempts()).isEqualTo(FAST.maxAttempts());
              assertThat(e.isTransient()).isTrue();
              assertThat(e.failures())
                  .singleElement()
                  .satisfies(
                      reason -> {
                        assertThat(reason.code()).isEqualTo("TransactionConflict");
                        assertThat(reason.entityType()).isEqualTo("OrderHeader");
                        assertThat(reason.key()).isEqualTo("PK=ORDER#o8, SK=METADATA");
                      });
            });
    assertThat(engine.faults().requestCount("TransactWriteItems")).isEqualTo(FAST.maxAttempts());
    assertThat(db.orderHeaders().get(new OrderHeaderKey("o8"))).isEmpty();
    assertThat(db.inventories().get(new InventoryKey("sku-8"))).contains(new Inventory("sku-8", 5));
  }

  @Test
  void throttlingIsRetriedBySdkAndThenByTheLibrary(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    engine.faults().provisionedThroughputExceeded("TransactWriteItems", 2);
    assertThat(db.transaction().put(new Note("u9", "n1", "sdk")).execute().attempts()).isEqualTo(1);
    assertThat(engine.faults().requestCount("TransactWriteItems")).isEqualTo(3);

    try (DynamoDbClient noSdkRetries =
        engine
            .clientBuilder()
            .overrideConfiguration(o -> o.retryStrategy(AwsRetryStrategy.doNotRetry()))
            .build()) {
      engine.faults().reset();
      engine.faults().provisionedThroughputExceeded("TransactWriteItems", 2);
      TransactionResult result =
          dbWith(noSdkRetries).transaction().put(new Note("u9", "n2", "ours")).execute();
      assertThat(result.attempts()).isEqualTo(3);
      assertThat(engine.faults().requestCount("TransactWriteItems")).isEqualTo(3);
    }
    assertThat(db.notes().get(new NoteKey("u9", "n2"))).isPresent();
  }

  @Test
  void theSameTokenAppliesATransactionOnceAndRefusesOtherParameters() {
    CatalogDb catalog = dbWith(client);
    db.inventories().put(new Inventory("sku-10", 5));
    CatalogTransaction<TransactionResult> take =
        catalog
            .transaction()
            .idempotencyToken("take-sku-10-order-o10")
            .update(
                new InventoryKey("sku-10"), u -> u.apply(InventorySchema.AVAILABLE.decrement(1)));

    take.execute();
    take.execute(); // a retry after, say, a timeout: replayed, not applied again
    catalog
        .transaction() // the same request rebuilt by another instance (same clock): replayed too
        .idempotencyToken("take-sku-10-order-o10")
        .update(new InventoryKey("sku-10"), u -> u.apply(InventorySchema.AVAILABLE.decrement(1)))
        .execute();
    assertThat(db.inventories().get(new InventoryKey("sku-10")))
        .contains(new Inventory("sku-10", 4));

    assertThatThrownBy(
            () ->
                catalog
                    .transaction()
                    .idempotencyToken("take-sku-10-order-o10")
                    .update(
                        new InventoryKey("sku-10"),
                        u -> u.apply(InventorySchema.AVAILABLE.decrement(2)))
                    .execute())
        .isInstanceOfSatisfying(
            IdempotencyMismatchException.class,
            e -> assertThat(e.idempotencyToken()).isEqualTo("take-sku-10-order-o10"));
    assertThat(db.inventories().get(new InventoryKey("sku-10")))
        .contains(new Inventory("sku-10", 4));
  }

  @Test
  void limitsAreCheckedBeforeSending(LocalDynamoDb engine) {
    CatalogTransaction<TransactionResult> hundred = db.transaction();
    for (int i = 0; i < 100; i++) {
      hundred.put(new Note("u11", "n" + i, "x"));
    }
    assertThatThrownBy(() -> hundred.put(new Note("u11", "n100", "x")))
        .isInstanceOfSatisfying(
            TransactionLimitException.class,
            e -> {
              assertThat(e.limit()).isEqualTo(100);
              assertThat(e.key()).isEqualTo("PK=USER#u11, SK=NOTE#n100");
              assertThat(e.getMessage()).contains("over DynamoDB's limit of 100");
            });

    assertThatThrownBy(
            () ->
                db.transaction()
                    .create(OrderHeader.placed("o11", "c1", 1))
                    .create(new LineItem("o11", "a", 1, 1))
                    .delete(new OrderHeaderKey("o11")))
        .isInstanceOfSatisfying(
            DuplicateItemException.class,
            e -> {
              assertThat(e.entityType()).isEqualTo("OrderHeader");
              assertThat(e.key()).isEqualTo("PK=ORDER#o11, SK=METADATA");
              assertThat(e.firstPosition()).isEqualTo(0);
              assertThat(e.secondPosition()).isEqualTo(2);
              assertThat(e.getMessage())
                  .contains(
                      "#0 Create and #2 Delete are both on OrderHeader PK=ORDER#o11, SK=METADATA");
            });

    CatalogTransaction<TransactionResult> big = db.transaction();
    String text = "x".repeat(390_000);
    for (int i = 0; i < 10; i++) {
      big.put(new Note("u11", "big" + i, text));
    }
    assertThatThrownBy(() -> big.put(new Note("u11", "big10", text)))
        .isInstanceOfSatisfying(
            TransactionLimitException.class,
            e -> {
              assertThat(e.limit()).isEqualTo(4L * 1024 * 1024);
              assertThat(e.actual()).isGreaterThan(e.limit());
              assertThat(e.getMessage()).contains("#10 (Put Note PK=USER#u11, SK=NOTE#big10");
            });

    assertThatThrownBy(() -> db.transaction().put(new Note("u11", "huge", "x".repeat(410_000))))
        .isInstanceOf(ItemTooLargeException.class);

    if (engine.faultsAvailable()) {
      assertThat(engine.faults().requestCount("TransactWriteItems")).isZero();
    }
  }

  @Test
  void transactGetReadsTypedItemsAsOneSnapshot(LocalDynamoDb engine) {
    CatalogDb catalog = dbWith(client);
    db.inventories().put(new Inventory("sku-12", 3));
    placeOrder(catalog, "o12", "sku-12", 2).execute();
    db.notes().put(new Note("u12", "n1", "hello"));

    CatalogItems items =
        catalog
            .transactGet()
            .add(new OrderHeaderKey("o12"))
            .add(new LineItemKey("o12", "sku-12"))
            .add(new InventoryKey("sku-12"))
            .add(new NoteKey("u12", "n1"))
            .add(new NoteKey("u12", "absent"))
            .add(new OrderHeaderKey("o12"))
            .execute();

    assertThat(items.get(new OrderHeaderKey("o12")).orElseThrow().version()).isEqualTo(1);
    assertThat(items.get(new LineItemKey("o12", "sku-12")))
        .contains(new LineItem("o12", "sku-12", 2, 250));
    assertThat(items.get(new InventoryKey("sku-12"))).contains(new Inventory("sku-12", 1));
    assertThat(items.notes()).containsExactly(new Note("u12", "n1", "hello"));
    assertThat(items.get(new NoteKey("u12", "absent"))).isEmpty();
    List<NoteKey> missing = items.missingKeys(NoteKey.class);
    assertThat(missing).containsExactly(new NoteKey("u12", "absent"));
    assertThat(items.missingKeys(OrderHeaderKey.class)).isEmpty();
    assertThat(items.allFound()).isFalse();
    assertThatThrownBy(() -> items.get(new NoteKey("u12", "never-asked")))
        .isInstanceOf(IllegalArgumentException.class);
    if (engine.faultsAvailable()) {
      assertThat(engine.faults().requestCount("TransactGetItems")).isEqualTo(1);
    }

    var tooMany = catalog.transactGet();
    for (int i = 0; i < 100; i++) {
      tooMany.add(new NoteKey("u12", "n" + i));
    }
    tooMany.add(new NoteKey("u12", "n5")); // a duplicate does not count
    assertThatThrownBy(() -> tooMany.add(new NoteKey("u12", "n100")))
        .isInstanceOf(TransactionLimitException.class);
  }
}
