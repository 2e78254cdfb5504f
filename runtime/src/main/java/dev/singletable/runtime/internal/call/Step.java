package dev.singletable.runtime.internal.call;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.core.exception.SdkException;

/**
 * Where an operation stands: finished with a result, waiting to send one DynamoDB request, waiting
 * out a backoff delay, or waiting for several chains of requests run at once. Operations are
 * written as pure functions from one answer to the next step; a caller ({@link SyncCaller} or
 * {@link AsyncCaller}) only sends requests and waits.
 *
 * @param <R> what the operation returns
 */
public sealed interface Step<R> {

  /** The operation is over. */
  record Done<R>(R result) implements Step<R> {}

  /**
   * Send {@code request}; hand the response to {@code onResponse} or the SDK's failure to {@code
   * onFailure}, each of which returns the next step (or throws the typed exception to report).
   * {@code entity} names the entity type (or item collection) the request is about, for a {@link
   * CallObserver}; {@code null} when it has no single one.
   */
  record Call<Q, S, R>(
      ApiCall<Q, S> api,
      String entity,
      Q request,
      Function<? super S, Step<R>> onResponse,
      Function<? super SdkException, Step<R>> onFailure)
      implements Step<R> {

    public Call {
      Objects.requireNonNull(api, "api");
      Objects.requireNonNull(request, "request");
    }

    <U> Step<U> andThen(Function<? super R, Step<U>> next) {
      return new Call<Q, S, U>(
          api,
          entity,
          request,
          response -> onResponse.apply(response).then(next),
          failure -> onFailure.apply(failure).then(next));
    }
  }

  /**
   * Wait {@code delay}, then continue with {@code then}; if the wait is interrupted, stop with the
   * exception {@code onInterrupt} makes (the caller keeps the thread's interrupt flag set).
   */
  record Wait<R>(
      Duration delay, Supplier<Step<R>> then, Supplier<? extends RuntimeException> onInterrupt)
      implements Step<R> {}

  /**
   * Run every one of {@code branches} at once, each its own chain of requests and waits, then
   * continue with {@code join} of their results, in the order of the branches: the shards of a
   * sharded partition, the segments of a parallel scan. If a branch fails, the step fails with that
   * branch's exception once every branch has finished. A synchronous caller runs the branches on a
   * bounded pool of threads; an asynchronous one sends them all without holding a thread.
   */
  record Fork<X, R>(List<Step<X>> branches, Function<? super List<X>, Step<R>> join)
      implements Step<R> {

    public Fork {
      branches = List.copyOf(branches);
      Objects.requireNonNull(join, "join");
    }

    <U> Step<U> andThen(Function<? super R, Step<U>> next) {
      return new Fork<X, U>(branches, results -> join.apply(results).then(next));
    }
  }

  static <R> Step<R> done(R result) {
    return new Done<>(result);
  }

  static <Q, S, R> Step<R> call(
      ApiCall<Q, S> api,
      Q request,
      Function<? super S, Step<R>> onResponse,
      Function<? super SdkException, Step<R>> onFailure) {
    return new Call<>(api, null, request, onResponse, onFailure);
  }

  /** {@link #call(ApiCall, Object, Function, Function)} of a request about {@code entity}. */
  static <Q, S, R> Step<R> call(
      ApiCall<Q, S> api,
      String entity,
      Q request,
      Function<? super S, Step<R>> onResponse,
      Function<? super SdkException, Step<R>> onFailure) {
    return new Call<>(api, entity, request, onResponse, onFailure);
  }

  /**
   * Send {@code request}: its result is {@code read} of the response; a failure throws what {@code
   * failure} reads it into.
   */
  static <Q, S, R> Step<R> send(
      ApiCall<Q, S> api,
      Q request,
      Function<? super S, ? extends R> read,
      Function<? super SdkException, ? extends RuntimeException> failure) {
    return send(api, null, request, read, failure);
  }

  /** {@link #send(ApiCall, Object, Function, Function)} of a request about {@code entity}. */
  static <Q, S, R> Step<R> send(
      ApiCall<Q, S> api,
      String entity,
      Q request,
      Function<? super S, ? extends R> read,
      Function<? super SdkException, ? extends RuntimeException> failure) {
    return new Call<>(api, entity, request, new Reading<>(read), new Refusing<>(failure));
  }

  /** Every one of {@code branches} at once; their results in the order of the branches. */
  static <X> Step<List<X>> all(List<Step<X>> branches) {
    if (branches.isEmpty()) {
      return done(List.of());
    }
    return new Fork<X, List<X>>(branches, Step::done);
  }

  static <R> Step<R> wait(
      Duration delay, Supplier<Step<R>> then, Supplier<? extends RuntimeException> onInterrupt) {
    return new Wait<>(delay, then, onInterrupt);
  }

  /** This step, then {@code next} on its result. */
  default <U> Step<U> then(Function<? super R, Step<U>> next) {
    if (this instanceof Done<R> done) {
      return next.apply(done.result());
    }
    if (this instanceof Wait<R> wait) {
      return new Wait<>(wait.delay(), () -> wait.then().get().then(next), wait.onInterrupt());
    }
    if (this instanceof Fork<?, R> fork) {
      return fork.andThen(next);
    }
    return ((Call<?, ?, R>) this).andThen(next);
  }

  /** This step with its result transformed by {@code f}. */
  default <U> Step<U> map(Function<? super R, ? extends U> f) {
    return then(result -> done(f.apply(result)));
  }
}
