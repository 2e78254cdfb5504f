package dev.singletable.runtime.internal.call;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/** The synchronous caller only sends, waits and hands answers back to the operation. */
class SyncCallerTest {

  /** Answers GetItem from a script: a response, or a failure to throw. */
  private static final class ScriptedClient implements DynamoDbClient {
    final List<GetItemRequest> sent = new ArrayList<>();
    final Deque<Object> answers = new ArrayDeque<>();

    @Override
    public GetItemResponse getItem(GetItemRequest request) {
      sent.add(request);
      Object answer = answers.poll();
      if (answer instanceof RuntimeException failure) {
        throw failure;
      }
      return (GetItemResponse) answer;
    }

    @Override
    public String serviceName() {
      return "dynamodb";
    }

    @Override
    public void close() {}
  }

  private final ScriptedClient client = new ScriptedClient();
  private final List<Duration> slept = new ArrayList<>();
  private final SyncCaller caller = new SyncCaller(client, slept::add);

  private static GetItemRequest get(String table) {
    return GetItemRequest.builder().tableName(table).build();
  }

  @Test
  void eachAnswerChoosesTheNextStepUntilTheOperationIsDone() {
    client.answers.add(GetItemResponse.builder().build());
    client.answers.add(SdkClientException.create("timed out"));
    Step<String> operation =
        Step.call(
            ApiCall.GET_ITEM,
            get("first"),
            first ->
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

    assertThat(caller.run(operation)).isEqualTo("recovered from timed out");
    assertThat(client.sent)
        .extracting(GetItemRequest::tableName)
        .containsExactly("first", "second");
    assertThat(slept).containsExactly(Duration.ofMillis(30));
  }

  @Test
  void whatTheOperationThrowsReachesTheCallerAndOnlySdkFailuresAreHandedToIt() {
    client.answers.add(SdkClientException.create("refused"));
    Step<String> reading =
        Step.send(
            ApiCall.GET_ITEM,
            get("t"),
            response -> "read",
            failure -> new IllegalArgumentException("typed: " + failure.getMessage()));
    assertThatThrownBy(() -> caller.run(reading)).hasMessage("typed: refused");

    client.answers.add(new IllegalStateException("a bug, not a DynamoDB answer"));
    Step<String> notHanded =
        Step.call(ApiCall.GET_ITEM, get("t"), r -> Step.done("read"), f -> Step.done("handed"));
    assertThatThrownBy(() -> caller.run(notHanded)).hasMessage("a bug, not a DynamoDB answer");
  }

  @Test
  void anInterruptedWaitStopsWithTheOperationsReportAndKeepsTheInterruptFlag() {
    SyncCaller interrupted =
        new SyncCaller(
            client,
            duration -> {
              throw new InterruptedException();
            });
    Step<String> waiting =
        Step.wait(
            Duration.ofMillis(5),
            () -> Step.done("never"),
            () -> new IllegalStateException("left: 3 writes"));
    assertThatThrownBy(() -> interrupted.run(waiting)).hasMessage("left: 3 writes");
    assertThat(Thread.interrupted()).isTrue(); // the flag was restored (and is cleared here)

    Thread.currentThread().interrupt();
    Step<String> noDelay =
        Step.wait(Duration.ZERO, () -> Step.done("never"), () -> new IllegalStateException("x"));
    assertThatThrownBy(() -> caller.run(noDelay)).hasMessage("x");
    assertThat(Thread.interrupted()).isTrue();
    assertThat(slept).isEmpty();
  }

  @Test
  void thenAndMapComposeStepsWithoutSendingAnything() {
    Step<Integer> composed =
        Step.call(ApiCall.GET_ITEM, get("t"), r -> Step.done(2), f -> Step.done(-1))
            .then(n -> Step.done(n * 10))
            .map(n -> n + 1);
    assertThat(client.sent).isEmpty();
    client.answers.add(GetItemResponse.builder().build());
    assertThat(caller.run(composed)).isEqualTo(21);
  }
}
