package dev.singletable.runtime.internal.call;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/**
 * A fork of steps (the shards of a sharded read, the segments of a parallel scan) runs its branches
 * at once under either caller, joins their results in branch order, and fails with a branch's own
 * exception only after every branch has finished.
 */
class ForkTest {

  /**
   * Answers GetItem by table name: "fail-..." fails; "wait-..." waits until a "release-..." is
   * sent.
   */
  private static final class Tables implements DynamoDbClient {
    final List<String> sent = Collections.synchronizedList(new ArrayList<>());
    final Map<String, Thread> threads = new ConcurrentHashMap<>();
    final CountDownLatch release = new CountDownLatch(1);

    @Override
    public GetItemResponse getItem(GetItemRequest request) {
      String table = request.tableName();
      sent.add(table);
      threads.put(table, Thread.currentThread());
      if (table.startsWith("release-")) {
        release.countDown();
      }
      if (table.startsWith("wait-")) {
        try {
          release.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      if (table.startsWith("fail-")) {
        throw SdkClientException.create(table + " refused");
      }
      return GetItemResponse.builder().build();
    }

    @Override
    public String serviceName() {
      return "dynamodb";
    }

    @Override
    public void close() {}
  }

  private final Tables tables = new Tables();
  private final ExecutorService pool = Executors.newFixedThreadPool(2);

  @AfterEach
  void stop() {
    pool.shutdownNow();
  }

  private static Step<String> read(String table) {
    return Step.send(
        ApiCall.GET_ITEM,
        GetItemRequest.builder().tableName(table).build(),
        response -> "read " + table,
        failure -> new IllegalStateException(failure.getMessage()));
  }

  @Test
  void theSyncCallerRunsBranchesAtOnceAndJoinsThemInOrder() {
    SyncCaller caller = new SyncCaller(tables, null, pool);
    // "wait-a" blocks the calling thread until "release-b" has been sent: only a branch run
    // beside it can send that.
    Step<List<String>> fork = Step.all(List.of(read("wait-a"), read("release-b"), read("c")));

    assertThat(caller.run(fork)).containsExactly("read wait-a", "read release-b", "read c");
    assertThat(tables.threads.get("wait-a")).isEqualTo(Thread.currentThread());
    assertThat(tables.threads.get("release-b")).isNotEqualTo(Thread.currentThread());
  }

  @Test
  void aFailedBranchFailsTheForkWithItsOwnExceptionAfterEveryBranchHasRun() {
    SyncCaller caller = new SyncCaller(tables, null, pool);
    tables.release.countDown();
    Step<List<String>> fork =
        Step.all(List.of(read("a"), read("fail-b"), read("fail-c"), read("d")));

    assertThatThrownBy(() -> caller.run(fork))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("fail-b refused");
    assertThat(tables.sent).containsExactlyInAnyOrder("a", "fail-b", "fail-c", "d");
  }

  @Test
  void aForkInsideABranchNeverWaitsOnAFullPool() {
    ExecutorService single = Executors.newSingleThreadExecutor();
    try {
      SyncCaller caller = new SyncCaller(tables, null, single);
      tables.release.countDown();
      Step<List<List<String>>> nested =
          Step.all(
              List.of(
                  Step.all(List.of(read("a1"), read("a2"), read("a3"))),
                  Step.all(List.of(read("b1"), read("b2"), read("b3")))));

      assertThat(caller.run(nested))
          .containsExactly(
              List.of("read a1", "read a2", "read a3"), List.of("read b1", "read b2", "read b3"));
    } finally {
      single.shutdownNow();
    }
  }

  @Test
  void withoutAPoolTheBranchesRunOneAfterAnotherOnTheCallingThread() {
    SyncCaller caller = new SyncCaller(tables, null, null);
    tables.release.countDown();
    assertThat(caller.run(Step.all(List.of(read("a"), read("b")))))
        .containsExactly("read a", "read b");
    assertThat(tables.sent).containsExactly("a", "b");
    assertThat(tables.threads.values()).containsOnly(Thread.currentThread());
  }

  @Test
  void aForkOfNoBranchesIsDoneAtOnce() {
    assertThat(new SyncCaller(tables, null, pool).run(Step.<String>all(List.of()))).isEmpty();
  }

  /** Answers GetItem with a future per table that the test completes, in any order. */
  private static final class HeldTables implements DynamoDbAsyncClient {
    final Map<String, CompletableFuture<GetItemResponse>> held = new ConcurrentHashMap<>();

    @Override
    public CompletableFuture<GetItemResponse> getItem(GetItemRequest request) {
      CompletableFuture<GetItemResponse> answer = new CompletableFuture<>();
      held.put(request.tableName(), answer);
      return answer;
    }

    void answer(String table) {
      held.get(table).complete(GetItemResponse.builder().build());
    }

    @Override
    public String serviceName() {
      return "dynamodb";
    }

    @Override
    public void close() {}
  }

  @Test
  void theAsyncCallerSendsEveryBranchBeforeAnyAnswerAndJoinsThemInOrder() {
    HeldTables held = new HeldTables();
    CompletableFuture<List<String>> result =
        new AsyncCaller(held).runAsync(() -> Step.all(List.of(read("a"), read("b"), read("c"))));

    assertThat(held.held).containsOnlyKeys("a", "b", "c");
    held.answer("c");
    held.answer("a");
    assertThat(result).isNotDone();
    held.answer("b");
    assertThat(result.join()).containsExactly("read a", "read b", "read c");
  }

  @Test
  void theAsyncForkFailsWithTheBranchsOwnExceptionOnceAllHaveFinished() {
    HeldTables held = new HeldTables();
    CompletableFuture<List<String>> result =
        new AsyncCaller(held).runAsync(() -> Step.all(List.of(read("a"), read("b"))));

    held.held.get("b").completeExceptionally(SdkClientException.create("b refused"));
    assertThat(result).isNotDone();
    held.answer("a");
    assertThatThrownBy(() -> AsyncCaller.join(result))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("b refused");
  }

  @Test
  void cancellingTheAsyncOperationAbandonsEveryBranchsRequest() {
    HeldTables held = new HeldTables();
    CompletableFuture<List<String>> result =
        new AsyncCaller(held).runAsync(() -> Step.all(List.of(read("a"), read("b"))));

    result.cancel(false);
    assertThat(held.held.values()).allSatisfy(request -> assertThat(request).isCancelled());
  }
}
