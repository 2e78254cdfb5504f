package dev.singletable.golden;

import dev.singletable.runtime.AttributeConverter;
import java.time.Duration;

/** A trip's length as whole seconds: a Long, which keys hold in the order of lengths. */
public final class TripLengthConverter implements AttributeConverter<Duration, Long> {

  @Override
  public Long toStored(Duration value) {
    return value.getSeconds();
  }

  @Override
  public Duration fromStored(Long stored) {
    return Duration.ofSeconds(stored);
  }
}
