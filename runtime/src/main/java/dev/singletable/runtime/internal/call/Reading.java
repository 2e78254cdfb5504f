package dev.singletable.runtime.internal.call;

import java.util.function.Function;

/**
 * The response handler of {@link Step#send}: the result is {@code read} of the response. A class
 * rather than a lambda, because every operation's first request would otherwise spin one at run
 * time (the cold start of a fresh JVM; see benchmarks/README.md).
 */
record Reading<S, R>(Function<? super S, ? extends R> read) implements Function<S, Step<R>> {

  @Override
  public Step<R> apply(S response) {
    return Step.done(read.apply(response));
  }
}
