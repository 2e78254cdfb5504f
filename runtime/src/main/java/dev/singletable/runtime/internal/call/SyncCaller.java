package dev.singletable.runtime.internal.call;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Runs an operation's steps on the calling thread: sends each request with a {@link
 * DynamoDbClient}, sleeps through each wait, and returns the result or throws what the operation
 * decided to throw. It holds no DynamoDB rule: what to send, how to read the answer, whether and
 * when to retry are the operation's.
 */
public final class SyncCaller {

  /** Waits; replaceable in tests. */
  @FunctionalInterface
  public interface Sleeper {
    void sleep(Duration duration) throws InterruptedException;
  }

  private final DynamoDbClient client;
  private final DynamoDbStreamsClient streams;
  private final Sleeper sleeper;
  private final CallObserver observer;
  private final Executor branches;

  /**
   * @param observer reports each request and operation to the application's listener, or {@code
   *     null} to send requests unobserved
   * @param branches runs the branches of a {@link Step.Fork} beside the calling thread, or {@code
   *     null} to run them one after another on it
   */
  public SyncCaller(DynamoDbClient client, CallObserver observer, Executor branches) {
    this(client, ThreadSleeper.INSTANCE, observer, branches);
  }

  /** Sleeps on the calling thread: a class, not a lambda spun by the first request of a JVM. */
  private static final class ThreadSleeper implements Sleeper {
    static final ThreadSleeper INSTANCE = new ThreadSleeper();

    @Override
    public void sleep(Duration duration) throws InterruptedException {
      Thread.sleep(duration.toMillis());
    }
  }

  public SyncCaller(DynamoDbClient client, Sleeper sleeper) {
    this(client, sleeper, null, null);
  }

  public SyncCaller(
      DynamoDbClient client, Sleeper sleeper, CallObserver observer, Executor branches) {
    this(Objects.requireNonNull(client, "client"), null, sleeper, observer, branches);
  }

  private SyncCaller(
      DynamoDbClient client,
      DynamoDbStreamsClient streams,
      Sleeper sleeper,
      CallObserver observer,
      Executor branches) {
    this.client = client;
    this.streams = streams;
    this.sleeper = Objects.requireNonNull(sleeper, "sleeper");
    this.observer = observer;
    this.branches = branches;
  }

  /**
   * This caller, also sending the DynamoDB Streams requests of a stream poller with {@code
   * streams}.
   */
  public SyncCaller withStreams(DynamoDbStreamsClient streams) {
    return new SyncCaller(
        client, Objects.requireNonNull(streams, "streams"), sleeper, observer, branches);
  }

  /** Runs {@code step} and every step after it; the operation's result. */
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
        if (run != null) {
          run.waiting();
        }
        if (!pause(wait.delay())) {
          throw wait.onInterrupt().get();
        }
        current = wait.then().get();
      } else if (current instanceof Step.Fork<?, R> fork) {
        current = fork(fork, run);
      } else {
        current = send((Step.Call<?, ?, R>) current, run);
      }
    }
  }

  /**
   * Runs the branches of {@code fork} at once: the pool takes them as it has threads, and the
   * calling thread runs, in order, each branch no pool thread has started yet (so a fork inside a
   * branch can never wait on a pool it fills); then its continuation. The first failure, in branch
   * order, is thrown once every branch has finished, so that no branch is still sending when the
   * operation reports.
   */
  private <X, R> Step<R> fork(Step.Fork<X, R> fork, CallObserver.Run run) {
    List<Branch<X>> started = new ArrayList<>(fork.branches().size());
    for (Step<X> step : fork.branches()) {
      Branch<X> branch = new Branch<>(step, run);
      started.add(branch);
      if (branches != null && started.size() > 1) {
        try {
          branches.execute(branch);
        } catch (RejectedExecutionException full) {
          // Run below on the calling thread.
        }
      }
    }
    List<X> results = new ArrayList<>(started.size());
    RuntimeException failure = null;
    for (Branch<X> branch : started) {
      try {
        results.add(branch.join());
      } catch (RuntimeException e) {
        failure = failure == null ? e : failure;
        results.add(null);
      }
    }
    if (failure != null) {
      throw failure;
    }
    return fork.join().apply(results);
  }

  /** One branch of a fork, run by whichever thread claims it first. */
  private final class Branch<X> implements Runnable {
    private final Step<X> step;
    private final CallObserver.Run run;
    private final AtomicBoolean claimed = new AtomicBoolean();
    private final CompletableFuture<X> result = new CompletableFuture<>();

    Branch(Step<X> step, CallObserver.Run run) {
      this.step = step;
      this.run = run;
    }

    @Override
    public void run() {
      if (claimed.compareAndSet(false, true)) {
        try {
          result.complete(SyncCaller.this.run(step, run));
        } catch (Throwable failure) {
          result.completeExceptionally(failure);
        }
      }
    }

    /** The branch's result: run here if no pool thread has started it, else waited for. */
    X join() {
      run();
      return AsyncCaller.join(result);
    }
  }

  private <Q, S, R> Step<R> send(Step.Call<Q, S, R> call, CallObserver.Run run) {
    CallObserver.Sent<Q> sent = run == null ? null : run.send(call);
    S response;
    try {
      response = call.api().send(client, streams, sent == null ? call.request() : sent.request());
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
