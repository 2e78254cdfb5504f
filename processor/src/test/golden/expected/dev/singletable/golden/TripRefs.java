package dev.singletable.golden;

import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.ReadOnlyRef;
import dev.singletable.runtime.expression.StringRef;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import javax.annotation.processing.Generated;

/**
 * The typed attribute references of {@link Trip}, for its conditions, filters and updates.
 * {@link TripSchema} implements this interface, so they read {@code TripSchema.DAY}; they are
 * declared here so that mapping items builds none of them: they are made with the first one used.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public interface TripRefs {
  /**
   * The {@code day} attribute (stored as {@code day}); a key attribute of native index
   * TripsByDriver, which holds the item while it stores every key attribute; a primary key
   * component, which updates do not change.
   */
  ReadOnlyRef<Trip, LocalDate> DAY = new ReadOnlyRef<>(Path.attribute("day"), TripSchema.DAY_CODEC);

  /**
   * The {@code startedAt} attribute (stored as {@code startedAt}); a key attribute of native index
   * TripsByDriver, which holds the item while it stores every key attribute; a primary key
   * component, which updates do not change.
   */
  ReadOnlyRef<Trip, Instant> STARTED_AT = new ReadOnlyRef<>(Path.attribute("startedAt"),
      TripSchema.STARTED_AT_CODEC);

  /**
   * The {@code car} attribute (stored as {@code car}); a primary key component, which updates do
   * not change.
   */
  ReadOnlyRef<Trip, CarId> CAR = new ReadOnlyRef<>(Path.attribute("car"), TripSchema.CAR_CODEC);

  /**
   * The {@code length} attribute (stored as {@code length}); it feeds an index key, so updates set
   * it with {@code TripUpdate.setLength(...)}, which rewrites that key too.
   */
  ReadOnlyRef<Trip, Duration> LENGTH = new ReadOnlyRef<>(Path.attribute("length"),
      TripSchema.LENGTH_CODEC);

  /**
   * The {@code driver} attribute (stored as {@code driver}); a key attribute of native index
   * TripsByDriver: setting it (the other key attributes present) moves the item into the index,
   * removing it (or writing null) moves it out; an empty value is refused.
   */
  StringRef<Trip> DRIVER = new StringRef<>(Path.attribute("driver"));

  /**
   * The {@code version} attribute (stored as {@code version}); maintained by Singletable, so
   * updates do not set it.
   */
  ReadOnlyRef<Trip, Long> VERSION = new ReadOnlyRef<>(Path.attribute("version"),
      TripSchema.VERSION_CODEC);
}
