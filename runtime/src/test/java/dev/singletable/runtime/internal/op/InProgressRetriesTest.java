package dev.singletable.runtime.internal.op;

import static dev.singletable.runtime.internal.op.Widgets.NOW;
import static dev.singletable.runtime.internal.op.Widgets.SCHEMA;
import static dev.singletable.runtime.internal.op.Widgets.fail;
import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.RetryPolicy;
import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.Widgets.Widget;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.model.TransactionInProgressException;

/**
 * A transaction still in progress is re-sent with its token until one attempt is made at least 5 s
 * after the first, as DynamoDB advises, whatever the policy's attempts (unless it allows one).
 */
class InProgressRetriesTest {

  private static final TransactionInProgressException IN_PROGRESS =
      (TransactionInProgressException)
          TransactionInProgressException.builder()
              .awsErrorDetails(
                  AwsErrorDetails.builder().errorCode("TransactionInProgressException").build())
              .statusCode(400)
              .build();

  private final TableContext context = Widgets.context();

  /** Fails every attempt as in progress; the waits before attempts 2, 3, ... */
  private List<Duration> waitsUntilItGivesUp(RetryPolicy policy, double random) {
    List<TransactionAction> actions =
        List.of(
            TransactionAction.put(
                context, SCHEMA, new Widget("w1", null, 0, 0, null), null, true, NOW, 0));
    TransactWriteOperation operation =
        new TransactWriteOperation(
            new Backoff(policy, () -> random),
            TransactWriteOperation.request(actions, "token"),
            actions);
    List<Duration> waits = new ArrayList<>();
    Step<Integer> step = operation.step();
    while (true) {
      Step<Integer> next;
      try {
        next = fail(step, IN_PROGRESS);
      } catch (RequestFailedException givenUp) {
        assertThat(givenUp.errorCode()).isEqualTo("TransactionInProgressException");
        return waits;
      }
      Step.Wait<Integer> wait = (Step.Wait<Integer>) next;
      waits.add(wait.delay());
      step = wait.then().get();
    }
  }

  private static Duration total(List<Duration> waits) {
    return waits.stream().reduce(Duration.ZERO, Duration::plus);
  }

  @Test
  void theWaitsReachFiveSecondsEvenBeyondThePolicysAttempts() {
    RetryPolicy three = new RetryPolicy(3, Duration.ofMillis(1), Duration.ofMillis(1));

    List<Duration> shortest = waitsUntilItGivesUp(three, 0.0);
    assertThat(shortest)
        .extracting(Duration::toMillis)
        .containsExactly(250L, 500L, 1000L, 1000L, 1000L, 1000L, 1000L);
    assertThat(total(shortest)).isGreaterThanOrEqualTo(Duration.ofSeconds(5));

    List<Duration> longest = waitsUntilItGivesUp(three, 0.9999);
    assertThat(longest).extracting(Duration::toMillis).containsExactly(500L, 1000L, 2000L, 2000L);
    assertThat(total(longest)).isGreaterThanOrEqualTo(Duration.ofSeconds(5));
  }

  @Test
  void theDefaultPolicyWaitsAtLeastFiveSecondsToo() {
    List<Duration> waits = waitsUntilItGivesUp(RetryPolicy.DEFAULT, 0.0);
    assertThat(total(waits)).isGreaterThanOrEqualTo(Duration.ofSeconds(5));
    assertThat(waits).hasSize(7);
  }

  @Test
  void aPolicyOfOneAttemptSendsItOnce() {
    assertThat(waitsUntilItGivesUp(RetryPolicy.none(), 0.0)).isEmpty();
  }
}
