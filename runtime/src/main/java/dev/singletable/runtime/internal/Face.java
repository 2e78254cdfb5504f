package dev.singletable.runtime.internal;

import java.util.concurrent.CompletableFuture;

/**
 * Which face of a table a builder shared by both serves (generated-code contract, not API), so that
 * its terminal returns the result itself ({@link #blocking()}: {@code ShopDb}) or a future of it
 * ({@link #async()}: {@code ShopAsyncDb}). Builders such as {@code OrderUpdate<R>}, {@code
 * ShopTransaction<R>} and {@code CollectionQuery<R>} carry their terminal's type {@code R} as a
 * type parameter; generated code chooses the face when it starts one, and the runtime runs the
 * operation on the caller of that face that the table was opened with.
 *
 * @param <X> what the operation returns
 * @param <R> what the terminal returns: {@code X}, or {@code CompletableFuture<X>}
 */
public final class Face<X, R> {

  private static final Face<?, ?> BLOCKING = new Face<>(false);
  private static final Face<?, ?> ASYNC = new Face<>(true);

  private final boolean async;

  private Face(boolean async) {
    this.async = async;
  }

  /** The face of {@code ShopDb}: the terminal waits and returns the result. */
  @SuppressWarnings("unchecked") // stateless: one instance serves every result type
  public static <X> Face<X, X> blocking() {
    return (Face<X, X>) BLOCKING;
  }

  /**
   * The face of {@code ShopAsyncDb}: the terminal returns a future that holds no thread and fails
   * with the typed exception itself, a refusal before sending included.
   */
  @SuppressWarnings("unchecked") // stateless: one instance serves every result type
  public static <X> Face<X, CompletableFuture<X>> async() {
    return (Face<X, CompletableFuture<X>>) ASYNC;
  }

  /** Whether the terminal returns a future ({@code R} is {@code CompletableFuture<X>}). */
  public boolean isAsync() {
    return async;
  }

  @Override
  public String toString() {
    return async ? "Face.async()" : "Face.blocking()";
  }
}
