package dev.singletable.runtime.internal.call;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsAsyncClient;

/**
 * Runs an operation's steps on a {@link DynamoDbAsyncClient}: each request's future, when it
 * completes, hands the response (or the SDK's failure) to the operation, whose next step is run in
 * turn; each backoff is scheduled after its delay instead of slept, so no thread waits. Like {@link
 * SyncCaller} it holds no DynamoDB rule: the steps are the same.
 */
public final class AsyncCaller {

  /** Where a step runs after a delay; replaceable in tests. */
  @FunctionalInterface
  public interface Delays {
    Executor after(Duration delay);
  }

  private final DynamoDbAsyncClient client;
  private final DynamoDbStreamsAsyncClient streams;
  private final Delays delays;
  private final CallObserver observer;

  public AsyncCaller(DynamoDbAsyncClient client) {
    this(client, (CallObserver) null);
  }

  /** A caller reporting to {@code observer} (or to nobody when it is {@code null}). */
  public AsyncCaller(DynamoDbAsyncClient client, CallObserver observer) {
    this(
        client,
        delay -> CompletableFuture.delayedExecutor(delay.toNanos(), TimeUnit.NANOSECONDS),
        observer);
  }

  public AsyncCaller(DynamoDbAsyncClient client, Delays delays) {
    this(client, delays, null);
  }

  private AsyncCaller(DynamoDbAsyncClient client, Delays delays, CallObserver observer) {
    this(Objects.requireNonNull(client, "client"), null, delays, observer);
  }

  private AsyncCaller(
      DynamoDbAsyncClient client,
      DynamoDbStreamsAsyncClient streams,
      Delays delays,
      CallObserver observer) {
    this.client = client;
    this.streams = streams;
    this.delays = Objects.requireNonNull(delays, "delays");
    this.observer = observer;
  }

  /**
   * This caller, also sending the DynamoDB Streams requests of a stream poller with {@code
   * streams}.
   */
  public AsyncCaller withStreams(DynamoDbStreamsAsyncClient streams) {
    return new AsyncCaller(client, Objects.requireNonNull(streams, "streams"), delays, observer);
  }

  /** The client the requests go to (to tell whether two tables share it). */
  public DynamoDbAsyncClient client() {
    return client;
  }

  /**
   * Makes the operation's first step with {@code operation}, then runs it and every step after it
   * without holding the calling thread; the future completes with the result, or exceptionally with
   * the very exception the operation threw, a refusal before sending included (so that callers find
   * every failure in the future). Cancelling the returned future stops the operation before its
   * next request or after its current wait, as an interrupt stops the synchronous caller.
   */
  public <R> CompletableFuture<R> runAsync(Supplier<Step<R>> operation) {
    Run<R> result = new Run<>();
    if (observer != null) {
      CallObserver.Run observed = observer.start();
      result.observed = observed;
      result.whenComplete(
          (value, failure) -> observed.finished(failure == null ? null : unwrap(failure)));
    }
    resume(operation, result);
    return result;
  }

  /**
   * The result of {@code future}, waiting for it; a failure is thrown as the exception that failed
   * the future, unwrapped from {@link CompletionException}, so callers catch the same typed
   * exceptions as from a synchronous call.
   */
  public static <R> R join(CompletableFuture<R> future) {
    try {
      return future.join();
    } catch (CompletionException wrapped) {
      Throwable cause = unwrap(wrapped);
      if (cause instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (cause instanceof Error error) {
        throw error;
      }
      throw wrapped;
    }
  }

  /** The failure inside the wrappers futures put around it. */
  public static Throwable unwrap(Throwable failure) {
    Throwable current = failure;
    while ((current instanceof CompletionException || current instanceof ExecutionException)
        && current.getCause() != null) {
      current = current.getCause();
    }
    return current;
  }

  private <R> void advance(Step<R> step, Run<R> result) {
    Step<R> current = step;
    try {
      // Finished steps and zero waits run at once; only requests and real delays leave the loop.
      while (!result.isDone()) {
        if (current instanceof Step.Done<R> done) {
          result.complete(done.result());
          return;
        }
        if (current instanceof Step.Wait<R> wait) {
          if (result.observed != null) {
            result.observed.waiting();
          }
          if (!wait.delay().isZero()) {
            Step.Wait<R> pending = wait;
            delays.after(wait.delay()).execute(() -> resume(() -> pending.then().get(), result));
            return;
          }
          current = wait.then().get();
        } else if (current instanceof Step.Fork<?, R> fork) {
          fork(fork, result);
          return;
        } else {
          send((Step.Call<?, ?, R>) current, result);
          return;
        }
      }
    } catch (Throwable failure) {
      result.completeExceptionally(failure);
    }
  }

  /** Continues with the step {@code next} makes, unless the operation was cancelled meanwhile. */
  private <R> void resume(Supplier<Step<R>> next, Run<R> result) {
    if (result.isDone()) {
      return;
    }
    Step<R> step;
    try {
      step = next.get();
    } catch (Throwable failure) {
      result.completeExceptionally(failure);
      return;
    }
    advance(step, result);
  }

  /**
   * Starts every branch of {@code fork} at once, each its own chain of futures (observed as part of
   * the same operation); when all have finished, continues with the fork's continuation, or fails
   * with the first failure in branch order. Cancelling the operation cancels every branch.
   */
  private <X, R> void fork(Step.Fork<X, R> fork, Run<R> result) {
    List<Run<X>> branches = new ArrayList<>(fork.branches().size());
    for (int i = 0; i < fork.branches().size(); i++) {
      Run<X> branch = new Run<>();
      branch.observed = result.observed;
      branches.add(branch);
    }
    result.forked(branches);
    for (int i = 0; i < branches.size(); i++) {
      advance(fork.branches().get(i), branches.get(i));
    }
    CompletableFuture.allOf(branches.toArray(CompletableFuture<?>[]::new))
        .whenComplete(
            (none, ignored) -> {
              List<X> results = new ArrayList<>(branches.size());
              for (Run<X> branch : branches) {
                try {
                  results.add(branch.join());
                } catch (CompletionException | CancellationException failed) {
                  result.completeExceptionally(unwrap(failed));
                  return;
                }
              }
              resume(() -> fork.join().apply(results), result);
            });
  }

  private <Q, S, R> void send(Step.Call<Q, S, R> call, Run<R> result) {
    CallObserver.Sent<Q> sent = result.observed == null ? null : result.observed.send(call);
    CompletableFuture<S> response;
    try {
      response =
          call.api().sendAsync(client, streams, sent == null ? call.request() : sent.request());
    } catch (SdkException refused) {
      // Some failures (a request the SDK cannot even marshal) are thrown rather than returned.
      if (sent != null) {
        sent.failed(refused);
      }
      resume(() -> call.onFailure().apply(refused), result);
      return;
    }
    // Recorded before the answer can arrive, which may send the next request at once.
    result.sending(response);
    response.whenComplete(
        (answer, failure) -> {
          if (failure == null) {
            if (sent != null) {
              sent.answered(answer);
            }
            resume(() -> call.onResponse().apply(answer), result);
            return;
          }
          Throwable cause = unwrap(failure);
          if (sent != null) {
            sent.failed(cause);
          }
          if (cause instanceof SdkException sdk) {
            resume(() -> call.onFailure().apply(sdk), result);
          } else {
            result.completeExceptionally(cause);
          }
        });
  }

  /** The future of one operation: cancelling it also abandons the request in flight. */
  private static final class Run<R> extends CompletableFuture<R> {
    private volatile Future<?> inFlight;
    private volatile List<? extends Future<?>> branches = List.of();
    private volatile CallObserver.Run observed;

    void forked(List<? extends Future<?>> started) {
      branches = started;
      if (isCancelled()) {
        started.forEach(branch -> branch.cancel(false));
      }
    }

    void sending(Future<?> request) {
      inFlight = request;
      if (isCancelled()) { // cancelled while the request was being handed to the client
        request.cancel(false);
      }
    }

    @Override
    public boolean cancel(boolean mayInterruptIfRunning) {
      boolean cancelled = super.cancel(mayInterruptIfRunning);
      Future<?> request = inFlight;
      if (cancelled && request != null) {
        request.cancel(false);
      }
      if (cancelled) {
        branches.forEach(branch -> branch.cancel(false));
      }
      return cancelled;
    }
  }
}
