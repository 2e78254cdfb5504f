package dev.singletable.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.Things.Thing;
import dev.singletable.runtime.Things.ThingSchema;
import dev.singletable.runtime.Things.ThingTransaction;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.runtime.failure.ItemAlreadyExistsException;
import dev.singletable.runtime.failure.OptimisticLockException;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.runtime.failure.WriteConflictException;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.Tables;
import dev.singletable.runtime.internal.call.AsyncCaller;
import dev.singletable.testkit.Faults;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.retries.DefaultRetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * The runtime's operations through the asynchronous caller on the local engine: typed failures fail
 * the futures as they are, and the retries of transaction conflicts, of conflicting single-item
 * writes and of throttled transactions run with scheduled (not slept) backoff.
 */
@LocalDynamoDbTest
class AsyncCallerEngineTest {

  private static final RetryPolicy QUICK =
      new RetryPolicy(4, Duration.ofMillis(1), Duration.ofMillis(5));

  /** A repository of things, as a generated one would be. */
  static final class ThingRepository extends EntityRepository<Thing, String, Object> {
    ThingRepository(TableHandle table) {
      super(table, ThingSchema.INSTANCE, start -> start);
    }
  }

  /** Its asynchronous twin. */
  static final class ThingAsyncRepository extends AsyncEntityRepository<Thing, String, Object> {
    ThingAsyncRepository(TableHandle table) {
      super(table, ThingSchema.INSTANCE, start -> start);
    }
  }

  static DynamoDbAsyncClient asyncClient;
  static TableHandle table;
  static ThingAsyncRepository things;
  Faults faults;

  @BeforeAll
  static void open(LocalDynamoDb engine, TestTable testTable) {
    // The SDK retries only a connection lost on the way (the engine's gateway closes idle
    // connections, which the pooled asynchronous client may just have picked): each injected
    // DynamoDB error reaches the runtime's retry rules.
    asyncClient =
        engine
            .asyncClientBuilder()
            .overrideConfiguration(
                o ->
                    o.retryStrategy(
                        DefaultRetryStrategy.standardStrategyBuilder()
                            .retryOnExceptionInstanceOf(SdkClientException.class)
                            .circuitBreakerEnabled(false)
                            .useClientDefaults(false)
                            .build()))
            .build();
    table =
        TableHandle.of(
            asyncClient,
            Things.table(engine.client()).layout(),
            DbOptions.builder().tableName(testTable.name()).retryPolicy(QUICK).build());
    join(Tables.createIfAbsent(table, Face.async()));
    things = new ThingAsyncRepository(table);
  }

  @AfterAll
  static void close() {
    if (asyncClient != null) {
      asyncClient.close();
    }
  }

  @BeforeEach
  void faults(LocalDynamoDb engine) {
    faults = engine.faults();
  }

  @Test
  void writesAndReadsCompleteTheirFutures() {
    CompletableFuture<Thing> created = things.create(new Thing("a1", "first", 0));

    assertThat(created.join()).isEqualTo(new Thing("a1", "first", 1));
    assertThat(things.get("a1").join()).contains(new Thing("a1", "first", 1));
    assertThat(things.deleteReturning("a1").join()).contains(new Thing("a1", "first", 1));
    assertThat(things.getConsistent("a1").join()).isEmpty();
  }

  @Test
  void typedFailuresFailTheFutureAsTheyAre() {
    join(things.create(new Thing("a2", "first", 0)));

    CompletableFuture<Thing> again = things.create(new Thing("a2", "second", 0));
    assertThatThrownBy(again::join)
        .isInstanceOf(CompletionException.class)
        .cause()
        .isInstanceOfSatisfying(
            ItemAlreadyExistsException.class,
            e -> assertThat(e.getMessage()).contains("Thing").contains("PK=THING#a2"));
    assertThatThrownBy(() -> join(things.put(new Thing("a2", "stale", 5))))
        .isInstanceOf(OptimisticLockException.class)
        .hasMessageContaining("PK=THING#a2");
    assertThat(join(things.get("a2"))).map(Thing::text).contains("first");

    // a callback on the returned future sees the typed exception, not a CompletionException
    Throwable refused =
        things
            .delete("a2", Condition.attributeNotExists("PK"))
            .handle((deleted, failure) -> failure)
            .join();
    assertThat(refused).isInstanceOf(ConditionFailedException.class);
  }

  @Test
  void transactionConflictsAreRetriedWithTheSameToken() {
    faults.transactionConflict(2);

    TransactionResult result =
        join(
            new ThingTransaction<>(table, Face.async())
                .put(new Thing("t1", "x", 0))
                .put(new Thing("t2", "y", 0))
                .execute());

    assertThat(result.attempts()).isEqualTo(3);
    assertThat(faults.requestCount("TransactWriteItems")).isEqualTo(3);
    assertThat(join(things.get("t1"))).map(Thing::text).contains("x");
  }

  @Test
  void transactionsThrottledBeyondTheSdkAreRetriedThenReportedTyped() {
    faults.provisionedThroughputExceeded("TransactWriteItems", 1);
    TransactionResult result =
        join(new ThingTransaction<>(table, Face.async()).put(new Thing("t3", "x", 0)).execute());
    assertThat(result.attempts()).isEqualTo(2);

    faults.transactionConflict(QUICK.maxAttempts());
    assertThatThrownBy(
            () ->
                join(
                    new ThingTransaction<>(table, Face.async())
                        .put(new Thing("t4", "x", 0))
                        .execute()))
        .isInstanceOfSatisfying(
            TransactionCancelledException.class,
            e -> {
              assertThat(e.isTransient()).isTrue();
              assertThat(e.attempts()).isEqualTo(QUICK.maxAttempts());
            });
    assertThat(join(things.get("t4"))).isEqualTo(Optional.empty());
  }

  @Test
  void singleItemWritesRefusedForAConflictAreSentAgainThenTyped() {
    faults.transactionConflictException("PutItem", 2);
    join(things.put(new Thing("w1", "after two conflicts", 0)));
    assertThat(faults.requestCount("PutItem")).isEqualTo(3);

    faults.transactionConflictException("DeleteItem", QUICK.maxAttempts());
    assertThatThrownBy(() -> join(things.delete("w1")))
        .isInstanceOf(WriteConflictException.class)
        .hasMessageContaining("PK=THING#w1");
    assertThat(join(things.get("w1"))).isPresent();
  }

  @Test
  void theBlockingFaceIsRefusedOnATableOpenedForTheAsynchronousOne() {
    ThingRepository blocking = new ThingRepository(table);
    assertThatThrownBy(() -> blocking.put(new Thing("b1", "blocked", 0)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("DynamoDbAsyncClient");
    assertThatThrownBy(
            () ->
                new ThingTransaction<>(table, Face.blocking())
                    .put(new Thing("b2", "x", 0))
                    .execute())
        .isInstanceOf(IllegalStateException.class);
    assertThat(join(things.get("b1"))).isEmpty();
  }

  /** The result of {@code future}, failing with the typed exception rather than its wrapper. */
  static <T> T join(CompletableFuture<T> future) {
    return AsyncCaller.join(future);
  }
}
