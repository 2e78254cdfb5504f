package dev.singletable.runtime.internal;

import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * The futures of the asynchronous face's declared reads, for generated code: a read started so that
 * whatever it refuses before sending fails its future, and a future reshaped into the declared
 * shape ({@code CompletableFuture<Stream<Order>>} from a list) that, unlike {@code thenApply}'s
 * (whose future fails with a {@code CompletionException} around the cause), fails with the typed
 * exception itself; cancelling it cancels the read.
 */
public final class Futures {

  private Futures() {}

  /**
   * The future {@code read} returns, or a future failed with what it threw while building the read
   * (a null key argument, a key value the key cannot hold).
   */
  public static <T> CompletableFuture<T> start(Supplier<CompletableFuture<T>> read) {
    try {
      return read.get();
    } catch (RuntimeException refused) {
      return CompletableFuture.failedFuture(refused);
    }
  }
}
