package dev.singletable.runtime.internal.call;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/**
 * The asynchronous caller sends, schedules waits and hands answers back to the operation, as the
 * synchronous one does, and fails its future with the operation's own exception.
 */
class AsyncCallerTest {

  /** Answers GetItem with futures the test completes (or that are already complete). */
  private static final class ScriptedClient implements DynamoDbAsyncClient {
    final List<GetItemRequest> sent = new ArrayList<>();
    final Deque<CompletableFuture<GetItemResponse>> answers = new ArrayDeque<>();

    @Override
    public CompletableFuture<GetItemResponse> getItem(GetItemRequest request) {
      sent.add(request);
      return answers.poll();
    }

    @Override
    public String serviceName() {
      return "dynamodb";
    }

    @Override
    public void close() {}
  }

  /** Records each delay and holds its task until the test releases it. */
  private static final class HeldDelays implements AsyncCaller.Delays {
    final List<Duration> delays = new ArrayList<>();
    final Deque<Runnable> held = new ArrayDeque<>();

    @Override
    public Executor after(Duration delay) {
      delays.add(delay);
      return held::add;
    }

    void releaseAll() {
      while (!held.isEmpty()) {
        held.poll().run();
      }
    }
  }

  private final ScriptedClient client = new ScriptedClient();
  private final HeldDelays delays = new HeldDelays();
  private final AsyncCaller caller = new AsyncCaller(client, delays);

  private static GetItemRequest get(String table) {
    return GetItemRequest.builder().tableName(table).build();
  }

  private static CompletableFuture<GetItemResponse> answered() {
    return CompletableFuture.completedFuture(GetItemResponse.builder().build());
  }

  private static CompletableFuture<GetItemResponse> failed(Throwable failure) {
    // The SDK's futures fail with the exception wrapped, as CompletableFuture's stages do.
    return CompletableFuture.failedFuture(new CompletionException(failure));
  }

  @Test
  void eachAnswerChoosesTheNextStepAndWaitsAreScheduledNotSlept() {
    CompletableFuture<GetItemResponse> first = new CompletableFuture<>();
    client.answers.add(first);
    client.answers.add(failed(SdkClientException.create("timed out")));
    Step<String> operation =
        Step.call(
            ApiCall.GET_ITEM,
            get("first"),
            response ->
                Step.wait(
                    Duration.ofMillis(30),
                    () ->
                        Step.call(
                            ApiCall.GET_ITEM,
                            get("second"),
                            second -> Step.done("unexpected"),
                            failure -> Step.done("recovered from " + failure.getMessage())),
                    () -> new IllegalStateException("interrupted")),
            failure -> Step.done("unexpected"));

    CompletableFuture<String> result = caller.runAsync(() -> operation);

    // nothing blocks: the call returned with the first request in flight
    assertThat(result).isNotDone();
    first.complete(GetItemResponse.builder().build());
    assertThat(delays.delays).containsExactly(Duration.ofMillis(30));
    assertThat(client.sent).extracting(GetItemRequest::tableName).containsExactly("first");
    delays.releaseAll();
    assertThat(result).isCompletedWithValue("recovered from timed out");
    assertThat(client.sent)
        .extracting(GetItemRequest::tableName)
        .containsExactly("first", "second");
  }

  @Test
  void theFutureFailsWithTheOperationsOwnExceptionAndOnlySdkFailuresAreHandedToIt() {
    IllegalArgumentException typed = new IllegalArgumentException("typed");
    client.answers.add(failed(SdkClientException.create("refused")));
    Step<String> reading =
        Step.send(
            ApiCall.GET_ITEM,
            get("t"),
            response -> "read",
            failure -> {
              assertThat(failure).hasMessage("refused"); // unwrapped before it is handed over
              return typed;
            });

    CompletableFuture<String> result = caller.runAsync(() -> reading);

    assertThatThrownBy(result::join)
        .isInstanceOf(CompletionException.class)
        .cause()
        .isSameAs(typed);
    assertThatThrownBy(() -> AsyncCaller.join(result)).isSameAs(typed);

    IllegalStateException bug = new IllegalStateException("a bug, not a DynamoDB answer");
    client.answers.add(failed(bug));
    Step<String> notHanded =
        Step.call(ApiCall.GET_ITEM, get("t"), r -> Step.done("read"), f -> Step.done("handed"));
    assertThatThrownBy(() -> AsyncCaller.join(caller.runAsync(() -> notHanded))).isSameAs(bug);
  }

  @Test
  void anExceptionWhileReadingAnAnswerFailsTheFuture() {
    client.answers.add(answered());
    IllegalStateException unreadable = new IllegalStateException("unreadable");
    Step<String> reading =
        Step.call(
            ApiCall.GET_ITEM,
            get("t"),
            response -> {
              throw unreadable;
            },
            failure -> Step.done("handed"));
    assertThatThrownBy(() -> AsyncCaller.join(caller.runAsync(() -> reading))).isSameAs(unreadable);
  }

  @Test
  void aRefusalBeforeSendingFailsTheFutureInsteadOfThrowing() {
    IllegalArgumentException refused = new IllegalArgumentException("key too long");
    CompletableFuture<String> result =
        caller.runAsync(
            () -> {
              throw refused;
            });
    assertThatThrownBy(() -> AsyncCaller.join(result)).isSameAs(refused);
    assertThat(client.sent).isEmpty();
  }

  @Test
  void cancellingStopsTheOperationBeforeItsNextRequest() {
    client.answers.add(answered());
    Step<String> operation =
        Step.call(
            ApiCall.GET_ITEM,
            get("first"),
            response ->
                Step.wait(
                    Duration.ofSeconds(1),
                    () ->
                        Step.call(
                            ApiCall.GET_ITEM,
                            get("second"),
                            r -> Step.done("read"),
                            f -> Step.done("failed")),
                    () -> new IllegalStateException("interrupted")),
            failure -> Step.done("failed"));

    CompletableFuture<String> result = caller.runAsync(() -> operation);
    result.cancel(false);
    delays.releaseAll();

    assertThat(result).isCancelled();
    assertThat(client.sent).extracting(GetItemRequest::tableName).containsExactly("first");
  }

  @Test
  void cancellingAbandonsTheRequestInFlight() {
    CompletableFuture<GetItemResponse> inFlight = new CompletableFuture<>();
    client.answers.add(inFlight);
    CompletableFuture<String> result =
        caller.runAsync(
            () ->
                Step.call(ApiCall.GET_ITEM, get("t"), r -> Step.done("read"), f -> Step.done("x")));

    result.cancel(false);

    assertThat(inFlight).isCancelled();
  }

  @Test
  void finishedStepsAndZeroWaitsCompleteWithoutScheduling() {
    Step<Integer> noRequest =
        Step.wait(Duration.ZERO, () -> Step.done(2), () -> new IllegalStateException("x"))
            .map(n -> n * 21);
    assertThat(caller.runAsync(() -> noRequest)).isCompletedWithValue(42);
    assertThat(delays.delays).isEmpty();
    assertThat(client.sent).isEmpty();
  }

  @Test
  void joinRethrowsErrorsAndCheckedCausesAsFuturesDo() {
    assertThatThrownBy(
            () -> AsyncCaller.join(CompletableFuture.failedFuture(new StackOverflowError())))
        .isInstanceOf(StackOverflowError.class);
    Exception checked = new Exception("checked");
    assertThatThrownBy(() -> AsyncCaller.join(CompletableFuture.failedFuture(checked)))
        .isInstanceOf(CompletionException.class)
        .hasCause(checked);
  }
}
