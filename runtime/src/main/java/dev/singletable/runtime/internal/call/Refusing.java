package dev.singletable.runtime.internal.call;

import java.util.function.Function;
import software.amazon.awssdk.core.exception.SdkException;

/**
 * The failure handler of {@link Step#send}: throws what {@code failure} reads the SDK's exception
 * into. A class rather than a lambda, for the same reason as {@link Reading}.
 */
record Refusing<R>(Function<? super SdkException, ? extends RuntimeException> failure)
    implements Function<SdkException, Step<R>> {

  @Override
  public Step<R> apply(SdkException e) {
    throw failure.apply(e);
  }
}
