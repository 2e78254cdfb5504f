package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.AsyncViewQuery;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.NativeTarget;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Trip} items through an asynchronous client; reach it with
 * {@code FleetAsyncDb.trips()}. Every read and write, and the terminals of its updates and queries,
 * return futures.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class TripAsyncRepository extends AsyncEntityRepository<Trip, TripKey> {
  private static final Keys.Target TRIPS_ON = Keys.table().prefix("TRIP#");

  private static final Keys.Target BY_CAR = Keys.index("GSI1");

  private static final NativeTarget TRIPS_BY_DRIVER = NativeTarget.of("Trip", "TripsByDriver",
      TripSchema.DRIVER);

  /** Used by {@link FleetAsyncDb}; obtain repositories from there. */
  TripAsyncRepository(TableHandle table) {
    super(table, TripSchema.INSTANCE);
  }

  /** Updates the existing item with this key (the update fails when there is none). */
  public TripRepository.TripUpdate<CompletableFuture<Optional<Trip>>> update(TripKey key) {
    return new TripRepository.TripUpdate<>(startUpdate(key));
  }

  /** Updates the item with this key, creating it when absent. */
  public TripRepository.TripUpdate<CompletableFuture<Optional<Trip>>> upsert(TripKey key) {
    return new TripRepository.TripUpdate<>(startUpsert(key));
  }

  /**
   * {@link Trip} items of partition {@code PK = DAY#{day}#{shard}}, in
   * {@code SK = TRIP#{startedAt}#{car}} order.
   */
  public TripsOnQuery tripsOn(LocalDate day) {
    return new TripsOnQuery(query(TRIPS_ON.shards(TripKey.partitionKeys(day))));
  }

  /**
   * Views ({@link TripGsi1View}: keys only) of the {@link Trip} items of partition
   * {@code GSI1PK = CAR#{car}} of index GSI1, in {@code GSI1SK = {length}#{day}} order: the index
   * does not project whole items; {@code fetchItems()} or {@code fetch(page.items())} read them.
   */
  public ByCarQuery byCar(CarId car) {
    return new ByCarQuery(viewQuery(BY_CAR.at(TripSchema.gsi1PartitionKey(car)),
        TripGsi1View.SCHEMA));
  }

  /**
   * {@link Trip} items of native index TripsByDriver whose driver are the given values, in
   * {@code day, startedAt} order (each compared as stored: numbers as numbers).
   */
  public TripsByDriverQuery tripsByDriver(String driver) {
    return new TripsByDriverQuery(query(TRIPS_BY_DRIVER.at(driver)));
  }

  /** The {@code tripsOn} query: choose {@code startedAt} or a range of it, or run it as is. */
  public static final class TripsOnQuery extends AsyncEntityQuery<Trip> {
    private static final Keys.Slot<Instant> SLOT = Keys.slot(TripKey.SK, TripKey.STARTED_AT, "#",
        true);

    TripsOnQuery(AsyncEntityQuery<Trip> query) {
      super(query);
    }

    /** Only items whose {@code startedAt} is the given value. */
    public TripsOnStartedAtQuery startedAt(Instant startedAt) {
      return new TripsOnStartedAtQuery(withSortKey(SLOT, startedAt));
    }

    /** Only items whose {@code startedAt} is in {@code range}, in key order. */
    public AsyncEntityQuery<Trip> startedAt(Range<Instant> range) {
      return withSortKey(SLOT, range);
    }
  }

  /**
   * The {@code tripsOn} query with startedAt fixed: choose {@code car} or a range of it, or run it
   * as is.
   */
  public static final class TripsOnStartedAtQuery extends AsyncEntityQuery<Trip> {
    private static final Keys.Slot<String> SLOT = Keys.slot(TripKey.SK, TripKey.CAR, "", false);

    TripsOnStartedAtQuery(AsyncEntityQuery<Trip> query) {
      super(query);
    }

    /** Only the item whose {@code car} is the given value. */
    public AsyncEntityQuery<Trip> car(CarId car) {
      return withSortKey(SLOT, car == null ? null : TripKey.CAR.stored(car.value()));
    }

    /** Only items whose {@code car} is in {@code range}, in key order. */
    public AsyncEntityQuery<Trip> car(Range<CarId> range) {
      return withSortKey(SLOT, range.map(value -> TripKey.CAR.stored(value.value())));
    }
  }

  /** The {@code byCar} query: choose {@code length} or a range of it, or run it as is. */
  public static final class ByCarQuery extends AsyncViewQuery<TripGsi1View, Trip, TripKey> {
    private static final Keys.Slot<Long> SLOT = Keys.slot(TripKey.GSI1_SK, TripKey.LENGTH, "#",
        true);

    ByCarQuery(AsyncViewQuery<TripGsi1View, Trip, TripKey> query) {
      super(query);
    }

    /** Only items whose {@code length} is the given value. */
    public ByCarLengthQuery length(Duration length) {
      return new ByCarLengthQuery(withSortKey(SLOT, length == null ? null
          : TripKey.LENGTH.stored(FleetConverters.TRIP_LENGTH_CONVERTER.toStored(length))));
    }

    /** Only items whose {@code length} is in {@code range}, in key order. */
    public AsyncViewQuery<TripGsi1View, Trip, TripKey> length(Range<Duration> range) {
      return withSortKey(SLOT, range.map(value ->
          TripKey.LENGTH.stored(FleetConverters.TRIP_LENGTH_CONVERTER.toStored(value))));
    }
  }

  /**
   * The {@code byCar} query with length fixed: choose {@code day} or a range of it, or run it as
   * is.
   */
  public static final class ByCarLengthQuery extends AsyncViewQuery<TripGsi1View, Trip, TripKey> {
    private static final Keys.Slot<LocalDate> SLOT = Keys.slot(TripKey.GSI1_SK, TripKey.DAY, "",
        false);

    ByCarLengthQuery(AsyncViewQuery<TripGsi1View, Trip, TripKey> query) {
      super(query);
    }

    /** Only the item whose {@code day} is the given value. */
    public AsyncViewQuery<TripGsi1View, Trip, TripKey> day(LocalDate day) {
      return withSortKey(SLOT, day);
    }

    /** Only items whose {@code day} is in {@code range}, in key order. */
    public AsyncViewQuery<TripGsi1View, Trip, TripKey> day(Range<LocalDate> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** The {@code tripsByDriver} query: choose {@code day} or a range of it, or run it as is. */
  public static final class TripsByDriverQuery extends AsyncEntityQuery<Trip> {
    TripsByDriverQuery(AsyncEntityQuery<Trip> query) {
      super(query);
    }

    /** Only items whose {@code day} is the given value. */
    public TripsByDriverDayQuery day(LocalDate day) {
      return new TripsByDriverDayQuery(withKey(TripSchema.DAY, day));
    }

    /** Only items whose {@code day} is in {@code range}, compared as stored. */
    public AsyncEntityQuery<Trip> day(Range<LocalDate> range) {
      return withKey(TripSchema.DAY, range);
    }
  }

  /**
   * The {@code tripsByDriver} query with day fixed: choose {@code startedAt} or a range of it, or
   * run it as is.
   */
  public static final class TripsByDriverDayQuery extends AsyncEntityQuery<Trip> {
    TripsByDriverDayQuery(AsyncEntityQuery<Trip> query) {
      super(query);
    }

    /** Only items whose {@code startedAt} is the given value. */
    public AsyncEntityQuery<Trip> startedAt(Instant startedAt) {
      return withKey(TripSchema.STARTED_AT, startedAt);
    }

    /** Only items whose {@code startedAt} is in {@code range}, compared as stored. */
    public AsyncEntityQuery<Trip> startedAt(Range<Instant> range) {
      return withKey(TripSchema.STARTED_AT, range);
    }
  }
}
