package dev.singletable.processor.it.model.converted;

import dev.singletable.runtime.AttributeConverter;
import java.time.Duration;

/**
 * A duration as its length in nanoseconds: a Long, so it can be a key component, and it keeps the
 * order of durations (up to about 292 years either way, which {@code toNanos} checks).
 */
public final class DurationConverter implements AttributeConverter<Duration, Long> {

  @Override
  public Long toStored(Duration value) {
    return value.toNanos();
  }

  @Override
  public Duration fromStored(Long stored) {
    return Duration.ofNanos(stored);
  }
}
