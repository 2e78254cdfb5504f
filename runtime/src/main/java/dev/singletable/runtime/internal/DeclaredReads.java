package dev.singletable.runtime.internal;

import dev.singletable.runtime.internal.call.CallObserver;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * The bodies of declared reads, for generated code: each runs under the name of its access pattern
 * (the table interface's method), which the request listener's events report ({@code
 * RequestEvent.accessPattern()}); a stream returned by the body keeps the name for the pages it
 * reads later.
 */
public final class DeclaredReads {

  private DeclaredReads() {}

  /**
   * Refuses a {@code null} key argument of the declared read {@code accessPattern} before anything
   * is sent, since it would select no item: {@code arguments} are the values of the parameters
   * {@code parameters}, in order.
   *
   * @throws IllegalArgumentException naming the read and the first null parameter
   */
  public static void require(String accessPattern, List<String> parameters, Object... arguments) {
    for (int i = 0; i < arguments.length; i++) {
      if (arguments[i] == null) {
        throw new IllegalArgumentException(
            accessPattern
                + ": "
                + parameters.get(i)
                + " must not be null; it selects the items to read");
      }
    }
  }

  /** The result of {@code read}, the body of the blocking face's {@code accessPattern}. */
  public static <T> T run(String accessPattern, Supplier<T> read) {
    return CallObserver.serving(accessPattern, read);
  }

  /**
   * The future of {@code read}, the body of the asynchronous face's {@code accessPattern}, or a
   * future failed with what it threw while building the read ({@link Futures#start}).
   */
  public static <T> CompletableFuture<T> start(
      String accessPattern, Supplier<CompletableFuture<T>> read) {
    return CallObserver.serving(accessPattern, () -> Futures.start(read));
  }
}
