package dev.singletable.runtime;

import dev.singletable.runtime.internal.call.AsyncCaller;
import java.util.concurrent.CompletionStage;

/**
 * Waits for the futures of the asynchronous API where a thread may block (a main method, a test, a
 * batch job), failing with the typed exception the operation failed with rather than the {@link
 * java.util.concurrent.CompletionException} around it.
 */
public final class Futures {

  private Futures() {}

  /**
   * The result of {@code stage}, waiting for it.
   *
   * <pre>{@code
   * try {
   *   Order order = Futures.join(db.orders().create(order));
   * } catch (ItemAlreadyExistsException e) { ... }
   * }</pre>
   *
   * @throws RuntimeException the exception that failed the stage, unwrapped (a {@link
   *     SingletableException} for a DynamoDB failure, for example)
   * @throws java.util.concurrent.CancellationException when the stage was cancelled
   */
  public static <T> T join(CompletionStage<T> stage) {
    return AsyncCaller.join(stage.toCompletableFuture());
  }
}
