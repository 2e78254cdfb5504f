package dev.singletable.runtime.internal.call;

import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * Runs an operation's steps with one kind of client: {@link SyncCaller} on the calling thread,
 * {@link AsyncCaller} on the asynchronous client's futures. Both run the same steps, so an
 * operation behaves alike under either.
 */
public sealed interface Caller permits SyncCaller, AsyncCaller {

  /** Runs {@code step} and every step after it, waiting for the result on the calling thread. */
  <R> R run(Step<R> step);

  /**
   * Makes the operation's first step with {@code operation}, then runs it and every step after it
   * without holding the calling thread; the future completes with the result, or exceptionally with
   * the very exception the operation threw, a refusal before sending included (so that callers find
   * every failure in the future).
   *
   * @throws IllegalStateException when this caller has no asynchronous client
   */
  <R> CompletableFuture<R> runAsync(Supplier<Step<R>> operation);
}
