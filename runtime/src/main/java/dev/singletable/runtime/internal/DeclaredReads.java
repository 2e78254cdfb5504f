package dev.singletable.runtime.internal;

import dev.singletable.runtime.internal.call.CallObserver;
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
