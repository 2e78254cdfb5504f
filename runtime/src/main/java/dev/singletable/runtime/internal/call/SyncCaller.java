package dev.singletable.runtime.internal.call;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Runs an operation's steps on the calling thread: sends each request with a {@link
 * DynamoDbClient}, sleeps through each wait, and returns the result or throws what the operation
 * decided to throw. It holds no DynamoDB rule: what to send, how to read the answer, whether and
 * when to retry are the operation's.
 */
public final class SyncCaller implements Caller {

  /** Waits; replaceable in tests. */
  @FunctionalInterface
  public interface Sleeper {
    void sleep(Duration duration) throws InterruptedException;
  }

  private final DynamoDbClient client;
  private final Sleeper sleeper;
  private final CallObserver observer;

  public SyncCaller(DynamoDbClient client) {
    this(client, (CallObserver) null);
  }

  /**
   * @param observer reports each request and operation to the application's listener, or {@code
   *     null} to send requests unobserved
   */
  public SyncCaller(DynamoDbClient client, CallObserver observer) {
    this(client, duration -> Thread.sleep(duration.toMillis()), observer);
  }

  public SyncCaller(DynamoDbClient client, Sleeper sleeper) {
    this(client, sleeper, null);
  }

  public SyncCaller(DynamoDbClient client, Sleeper sleeper, CallObserver observer) {
    this.client = Objects.requireNonNull(client, "client");
    this.sleeper = Objects.requireNonNull(sleeper, "sleeper");
    this.observer = observer;
  }

  /** Runs {@code step} and every step after it; the operation's result. */
  @Override
  public <R> R run(Step<R> step) {
    if (observer == null) {
      return run(step, null);
    }
    CallObserver.Run run = observer.start();
    R result;
    try {
      result = run(step, run);
    } catch (RuntimeException | Error failure) {
      run.finished(failure);
      throw failure;
    }
    run.finished(null);
    return result;
  }

  private <R> R run(Step<R> step, CallObserver.Run run) {
    Step<R> current = step;
    while (true) {
      if (current instanceof Step.Done<R> done) {
        return done.result();
      }
      if (current instanceof Step.Wait<R> wait) {
        if (!pause(wait.delay())) {
          throw wait.onInterrupt().get();
        }
        current = wait.then().get();
      } else {
        current = send((Step.Call<?, ?, R>) current, run);
      }
    }
  }

  /**
   * Refused: a synchronous client cannot send without holding a thread, and pretending otherwise
   * would block the caller behind a future.
   */
  @Override
  public <R> CompletableFuture<R> runAsync(Supplier<Step<R>> operation) {
    throw asyncRefused();
  }

  /** What an asynchronous call on a table opened with a synchronous client throws. */
  public static IllegalStateException asyncRefused() {
    return new IllegalStateException(
        "this table was opened with a synchronous DynamoDbClient; open it with"
            + " createAsync(DynamoDbAsyncClient) to get CompletableFuture results");
  }

  private <Q, S, R> Step<R> send(Step.Call<Q, S, R> call, CallObserver.Run run) {
    CallObserver.Sent<Q> sent = run == null ? null : run.send(call);
    S response;
    try {
      response = call.api().send(client, sent == null ? call.request() : sent.request());
    } catch (SdkException failure) {
      if (sent != null) {
        sent.failed(failure);
      }
      return call.onFailure().apply(failure);
    }
    if (sent != null) {
      sent.answered(response);
    }
    return call.onResponse().apply(response);
  }

  /**
   * Waits {@code delay}. Returns {@code false}, with the thread's interrupt flag set again, when
   * interrupted: the operation then stops and reports what is left.
   */
  boolean pause(Duration delay) {
    if (delay.isZero()) {
      return !Thread.currentThread().isInterrupted();
    }
    try {
      sleeper.sleep(delay);
      return true;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
