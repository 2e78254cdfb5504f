package dev.singletable.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.Things.ScriptedClient;
import dev.singletable.runtime.Things.Thing;
import dev.singletable.runtime.Things.ThingTransaction;
import dev.singletable.runtime.failure.CancellationReason;
import dev.singletable.runtime.failure.IdempotencyMismatchException;
import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.runtime.internal.Face;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;
import software.amazon.awssdk.services.dynamodb.model.TransactionInProgressException;

/** Which failures of TransactWriteItems are retried, and that every attempt carries one token. */
class TransactionRetryTest {

  private final ScriptedClient client = new ScriptedClient();

  private ThingTransaction<TransactionResult> twoPuts() {
    return new ThingTransaction<>(Things.table(client), Face.blocking())
        .put(new Thing("a", "x", 0))
        .put(new Thing("b", "y", 3));
  }

  @Test
  void transientCancellationsAndInProgressAreRetriedWithTheSameToken() {
    client.transactFailures.add(Things.cancelled("TransactionConflict", "None"));
    client.transactFailures.add(
        (RuntimeException)
            TransactionInProgressException.builder()
                .awsErrorDetails(
                    AwsErrorDetails.builder().errorCode("TransactionInProgressException").build())
                .build());
    client.transactFailures.add(Things.cancelled("None", "ThrottlingError"));

    TransactionResult result = twoPuts().execute();

    assertThat(result.attempts()).isEqualTo(4);
    assertThat(client.transactions)
        .hasSize(4)
        .allSatisfy(
            request ->
                assertThat(request.clientRequestToken()).isEqualTo(result.idempotencyToken()))
        .allSatisfy(request -> assertThat(request).isEqualTo(client.transactions.get(0)));
    assertThat(result.written(Things.key("a"))).contains(new Thing("a", "x", 1));
    assertThat(result.written(Things.key("b"))).contains(new Thing("b", "y", 4));
    assertThat(result.written(Things.key("c"))).isEmpty();
    assertThat(result.writtenCount()).isEqualTo(2);
  }

  @Test
  void aFailedConditionIsNeverRetriedEvenAlongsideAConflict() {
    client.transactFailures.add(Things.cancelled("TransactionConflict", "ConditionalCheckFailed"));

    assertThatThrownBy(() -> twoPuts().execute())
        .isInstanceOfSatisfying(
            TransactionCancelledException.class,
            e -> {
              assertThat(e.attempts()).isEqualTo(1);
              assertThat(e.isTransient()).isFalse();
              assertThat(e.failures())
                  .extracting(CancellationReason::position)
                  .containsExactly(0, 1);
              // the put of b expected version 3 and DynamoDB returned no item: the version check
              // failed
              assertThat(e.versionConflicts())
                  .extracting(CancellationReason::key)
                  .containsExactly("PK=THING#b, SK=THING");
            });
    assertThat(client.transactions).hasSize(1);
  }

  @Test
  void conflictsBeyondThePolicyAreReportedAsTransient() {
    for (int i = 0; i < 10; i++) {
      client.transactFailures.add(Things.cancelled("None", "TransactionConflict"));
    }
    assertThatThrownBy(() -> twoPuts().execute())
        .isInstanceOfSatisfying(
            TransactionCancelledException.class,
            e -> {
              assertThat(e.attempts()).isEqualTo(Things.FAST.maxAttempts());
              assertThat(e.isTransient()).isTrue();
              assertThat(e.getMessage())
                  .contains("#1 Put Thing PK=THING#b, SK=THING: TransactionConflict");
            });
    assertThat(client.transactions).hasSize(Things.FAST.maxAttempts());
  }

  @Test
  void throttlingBeyondTheSdkIsRetriedOtherErrorsAreNot() {
    client.transactFailures.add(Things.error("ProvisionedThroughputExceededException", 400));
    assertThat(twoPuts().execute().attempts()).isEqualTo(2);

    client.transactions.clear();
    client.transactFailures.add(Things.error("ValidationException", 400));
    assertThatThrownBy(() -> twoPuts().execute())
        .isInstanceOfSatisfying(
            RequestFailedException.class,
            e -> {
              assertThat(e.operation()).isEqualTo("TransactWriteItems");
              assertThat(e.errorCode()).isEqualTo("ValidationException");
            });
    assertThat(client.transactions).hasSize(1);
  }

  @Test
  void idempotentParameterMismatchIsTyped() {
    client.transactFailures.add(
        (RuntimeException)
            IdempotentParameterMismatchException.builder()
                .awsErrorDetails(
                    AwsErrorDetails.builder()
                        .errorCode("IdempotentParameterMismatchException")
                        .build())
                .build());

    assertThatThrownBy(() -> twoPuts().idempotencyToken("order-42").execute())
        .isInstanceOfSatisfying(
            IdempotencyMismatchException.class,
            e -> assertThat(e.idempotencyToken()).isEqualTo("order-42"));
    assertThat(client.transactions).hasSize(1);
  }

  @Test
  void executingAgainResendsTheIdenticalRequestAndRefusesChanges() {
    ThingTransaction<TransactionResult> transaction = twoPuts();
    transaction.execute();
    transaction.execute();

    assertThat(client.transactions).hasSize(2);
    assertThat(client.transactions.get(1)).isEqualTo(client.transactions.get(0));
    assertThatThrownBy(() -> transaction.put(new Thing("c", "z", 0)))
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void tokensAreCheckedAndAnEmptyTransactionSendsNothing() {
    ThingTransaction<TransactionResult> transaction =
        new ThingTransaction<>(Things.table(client), Face.blocking());
    assertThatThrownBy(() -> transaction.idempotencyToken(""))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> transaction.idempotencyToken("x".repeat(37)))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(transaction.idempotencyToken()).hasSize(36);
    assertThat(transaction.execute().attempts()).isZero();
    assertThat(client.transactions).isEmpty();
  }
}
