package dev.singletable.golden;

import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.ReadOnlyRef;
import dev.singletable.runtime.expression.StringRef;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import javax.annotation.processing.Generated;

/**
 * The typed attribute references of {@link Trip} ({@code TripSchema.DAY}, as {@link TripSchema}
 * implements it), built by the first one used, never by mapping items. Those of key components are
 * read-only: updates do not change the key.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public interface TripRefs {
  /**
   * The {@code day} attribute; a key attribute of native index TripsByDriver, which holds the item
   * while it stores every key attribute.
   */
  ReadOnlyRef<Trip, LocalDate> DAY = new ReadOnlyRef<>(Path.attribute("day"), TripSchema.DAY_CODEC);

  /**
   * The {@code startedAt} attribute; a key attribute of native index TripsByDriver, which holds the
   * item while it stores every key attribute.
   */
  ReadOnlyRef<Trip, Instant> STARTED_AT = new ReadOnlyRef<>(Path.attribute("startedAt"),
      TripSchema.STARTED_AT_CODEC);

  ReadOnlyRef<Trip, CarId> CAR = new ReadOnlyRef<>(Path.attribute("car"), TripSchema.CAR_CODEC);

  /** The {@code length} attribute, an index key input: {@code setLength(...)} sets it. */
  ReadOnlyRef<Trip, Duration> LENGTH = new ReadOnlyRef<>(Path.attribute("length"),
      TripSchema.LENGTH_CODEC);

  /**
   * The {@code driver} attribute; a key attribute of native index TripsByDriver: setting it (the
   * other key attributes present) moves the item into the index, removing it (or writing null)
   * moves it out; an empty value is refused.
   */
  StringRef<Trip> DRIVER = new StringRef<>(Path.attribute("driver"));

  /** The {@code version} attribute, maintained by Singletable: updates do not set it. */
  ReadOnlyRef<Trip, Long> VERSION = new ReadOnlyRef<>(Path.attribute("version"),
      TripSchema.VERSION_CODEC);
}
