package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.CatalogDb;
import dev.singletable.processor.it.model.Note;
import dev.singletable.processor.it.model.NoteKey;
import dev.singletable.processor.it.model.NoteSchema;
import dev.singletable.processor.it.model.Stock;
import dev.singletable.processor.it.model.StockKey;
import dev.singletable.processor.it.model.StockSchema;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.RetryPolicy;
import dev.singletable.runtime.failure.OutcomeUnknownException;
import dev.singletable.runtime.failure.WriteConflictException;
import dev.singletable.testkit.Faults;
import dev.singletable.testkit.LocalDynamoDb;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Single-item writes under injected faults: a transaction writing the item (retried with backoff,
 * then typed), and an answer lost after the write was applied (settled from the item as it now is,
 * or named as an unknown outcome).
 */
class WriteFaultsTest extends EngineTest {

  private static final RetryPolicy FAST =
      new RetryPolicy(3, Duration.ofMillis(1), Duration.ofMillis(5));

  static DynamoDbClient noSdkRetries;
  static CatalogDb withoutSdkRetries;
  Faults faults;

  @BeforeAll
  static void clients(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    noSdkRetries =
        engine
            .clientBuilder()
            .overrideConfiguration(o -> o.retryStrategy(AwsRetryStrategy.doNotRetry()))
            .build();
    withoutSdkRetries =
        CatalogDb.create(noSdkRetries, DbOptions.builder().tableName(db.tableName()).build());
  }

  @AfterAll
  static void close() {
    if (noSdkRetries != null) {
      noSdkRetries.close();
    }
  }

  @BeforeEach
  void faults(LocalDynamoDb engine) {
    faults = engine.faults();
  }

  @Test
  void aWriteRefusedForATransactionConflictIsSentAgain() {
    faults.transactionConflictException("PutItem", 2);

    db.notes().put(new Note("wf1", "n1", "after two conflicts"));

    assertThat(faults.requestCount("PutItem")).isEqualTo(3);
    assertThat(db.notes().get(new NoteKey("wf1", "n1")).orElseThrow().text())
        .isEqualTo("after two conflicts");
  }

  @Test
  void conflictsBeyondTheRetryPolicyAreAWriteConflict() {
    CatalogDb fast =
        CatalogDb.create(
            client, DbOptions.builder().tableName(db.tableName()).retryPolicy(FAST).build());
    db.notes().put(new Note("wf2", "n1", "before"));
    faults.transactionConflictException("UpdateItem", 5);

    assertThatThrownBy(
            () ->
                fast.notes()
                    .update(new NoteKey("wf2", "n1"))
                    .set(NoteSchema.TEXT, "after")
                    .execute())
        .isInstanceOfSatisfying(
            WriteConflictException.class,
            e -> {
              assertThat(e.attempts()).isEqualTo(3);
              assertThat(e.entityType()).isEqualTo("Note");
              assertThat(e.key()).isEqualTo("PK=USER#wf2, SK=NOTE#n1");
              assertThat(e.errorCode()).isEqualTo("TransactionConflictException");
            });
    assertThat(faults.requestCount("UpdateItem")).isEqualTo(3);
    faults.reset();
    assertThat(db.notes().get(new NoteKey("wf2", "n1")).orElseThrow().text()).isEqualTo("before");
  }

  @Test
  void aVersionedUpdateWhoseAnswerWasLostAndWhoseResendFailedItsVersionSucceeds() {
    Stock stock = db.stocks().put(new Stock("wf3", 10, 0, null, null));
    faults.applyThenFail("UpdateItem", 1);

    Stock updated =
        db.stocks()
            .update(new StockKey("wf3"))
            .set(StockSchema.QUANTITY, 7)
            .expectVersion(stock.version())
            .execute()
            .orElseThrow();

    assertThat(faults.requestCount("UpdateItem")).as("the SDK re-sent the update").isEqualTo(2);
    assertThat(updated.quantity()).isEqualTo(7);
    assertThat(updated.version()).isEqualTo(stock.version() + 1);
    assertThat(db.stocks().getConsistent(new StockKey("wf3")).orElseThrow().version())
        .isEqualTo(stock.version() + 1);
  }

  @Test
  void aVersionedPutAndACreateWhoseAnswersWereLostSucceed() {
    faults.applyThenFail("PutItem", 1);
    Stock created = db.stocks().create(new Stock("wf4", 1, 0, null, null));
    assertThat(created.version()).isEqualTo(1);

    faults.applyThenFail("PutItem", 1);
    Stock replaced = db.stocks().put(new Stock("wf4", 2, 1, created.createdAt(), null));
    assertThat(replaced.version()).isEqualTo(2);
    assertThat(faults.requestCount("PutItem")).isEqualTo(4);
    assertThat(db.stocks().getConsistent(new StockKey("wf4"))).contains(replaced);
  }

  @Test
  void aLostAnswerWithoutSdkRetriesIsSettledByReadingTheItem() {
    Stock stock = withoutSdkRetries.stocks().put(new Stock("wf5", 10, 0, null, null));
    faults.applyThenFail("UpdateItem", 1);

    Stock updated =
        withoutSdkRetries
            .stocks()
            .update(new StockKey("wf5"))
            .set(StockSchema.QUANTITY, 3)
            .expectVersion(stock.version())
            .execute()
            .orElseThrow();

    assertThat(updated.quantity()).isEqualTo(3);
    assertThat(faults.requestCount("UpdateItem")).isEqualTo(1);
    assertThat(faults.requestCount("GetItem")).as("read back once").isEqualTo(1);
  }

  @Test
  void aLostAnswerTheItemCannotSettleIsAnUnknownOutcome() {
    Stock stock = db.stocks().put(new Stock("wf6", 10, 0, null, null));
    faults.applyThenFail("UpdateItem", 1);

    // A decrement's result cannot be told from the item: was it applied once, or not at all?
    assertThatThrownBy(
            () ->
                db.stocks()
                    .update(new StockKey("wf6"))
                    .apply(StockSchema.QUANTITY.decrement(1))
                    .expectVersion(stock.version())
                    .execute())
        .isInstanceOfSatisfying(
            OutcomeUnknownException.class,
            e -> {
              assertThat(e.entityType()).isEqualTo("Stock");
              assertThat(e.key()).isEqualTo("PK=STOCK#wf6, SK=STOCK");
              assertThat(e.getMessage())
                  .contains("the outcome of UpdateItem of Stock PK=STOCK#wf6, SK=STOCK is unknown")
                  .contains("version 2 (the write would have made version 2)")
                  .contains("cannot be read from the item");
            });
    assertThat(db.stocks().getConsistent(new StockKey("wf6")).orElseThrow().quantity())
        .as("applied once, by the first attempt")
        .isEqualTo(9);
  }

  @Test
  void aDeleteWhoseAnswerWasLostSucceedsWhenTheItemIsGone() {
    Stock stock = db.stocks().put(new Stock("wf7", 1, 0, null, null));
    faults.applyThenFail("DeleteItem", 1);

    db.stocks().deleteEntity(stock);

    assertThat(faults.requestCount("DeleteItem")).isEqualTo(2);
    assertThat(db.stocks().getConsistent(new StockKey("wf7"))).isEmpty();
  }
}
