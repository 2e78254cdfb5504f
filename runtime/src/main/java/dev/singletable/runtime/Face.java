package dev.singletable.runtime;

import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.TableContext;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * Which face of a table a builder shared by both serves, so that its terminal returns the result
 * itself ({@link #blocking()}: {@code ShopDb}) or a future of it ({@link #async()}: {@code
 * ShopAsyncDb}). Builders such as {@code OrderUpdate<R>}, {@code ShopTransaction<R>} and {@link
 * CollectionQuery} carry their terminal's type {@code R} as a type parameter; generated code
 * chooses the face when it starts one, and the face runs the operation on the caller the table was
 * opened with. Opaque: applications meet it only in the generated code they read.
 *
 * @param <X> what the operation returns
 * @param <R> what the terminal returns: {@code X}, or {@code CompletableFuture<X>}
 */
public abstract sealed class Face<X, R> {

  private static final Face<?, ?> BLOCKING = new Blocking<>();
  private static final Face<?, ?> ASYNC = new Async<>();

  private Face() {}

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

  /** Runs the operation {@code operation} makes on the table's caller of this face. */
  abstract R run(TableContext context, Supplier<Step<X>> operation);

  /**
   * Runs the operation as {@link #run} does, then {@code after} once it has returned or failed (on
   * the asynchronous face, once its future completes).
   */
  abstract R runThen(TableContext context, Supplier<Step<X>> operation, Runnable after);

  private static final class Blocking<X> extends Face<X, X> {
    @Override
    X run(TableContext context, Supplier<Step<X>> operation) {
      return context.syncCaller().run(operation.get());
    }

    @Override
    X runThen(TableContext context, Supplier<Step<X>> operation, Runnable after) {
      try {
        return run(context, operation);
      } finally {
        after.run();
      }
    }

    @Override
    public String toString() {
      return "Face.blocking()";
    }
  }

  private static final class Async<X> extends Face<X, CompletableFuture<X>> {
    @Override
    CompletableFuture<X> run(TableContext context, Supplier<Step<X>> operation) {
      return context.asyncCaller().runAsync(operation);
    }

    @Override
    CompletableFuture<X> runThen(
        TableContext context, Supplier<Step<X>> operation, Runnable after) {
      CompletableFuture<X> result = run(context, operation);
      result.whenComplete((value, failure) -> after.run());
      return result;
    }

    @Override
    public String toString() {
      return "Face.async()";
    }
  }
}
