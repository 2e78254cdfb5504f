package dev.singletable.runtime.internal;

import dev.singletable.runtime.internal.call.AsyncCaller;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * Reshapes the future of an asynchronous read into the shape a declared read returns ({@code
 * CompletableFuture<Stream<Order>>} from a list), for generated code: unlike {@code thenApply},
 * whose future fails with a {@code CompletionException} around the cause, the reshaped future fails
 * with the typed exception itself; cancelling it cancels the read.
 */
public final class Futures {

  private Futures() {}

  /** {@code future}'s result through {@code shape}. */
  public static <A, B> CompletableFuture<B> map(
      CompletableFuture<A> future, Function<? super A, ? extends B> shape) {
    CompletableFuture<B> shaped = new CompletableFuture<>();
    future.whenComplete(
        (result, failure) -> {
          if (failure != null) {
            shaped.completeExceptionally(AsyncCaller.unwrap(failure));
            return;
          }
          try {
            shaped.complete(shape.apply(result));
          } catch (RuntimeException | Error e) {
            shaped.completeExceptionally(e);
          }
        });
    shaped.whenComplete(
        (result, failure) -> {
          if (shaped.isCancelled()) {
            future.cancel(false);
          }
        });
    return shaped;
  }
}
