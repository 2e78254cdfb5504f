package dev.singletable.golden;

import dev.singletable.runtime.BaseQuery;
import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.EntityUpdate;
import dev.singletable.runtime.KeyStage;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.ViewQuery;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.NativeTarget;
import dev.singletable.runtime.internal.UpdateStart;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;
import javax.annotation.processing.Generated;

/** Reads, writes and queries {@link Trip} items ({@code FleetDb.trips()}). */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class TripRepository extends EntityRepository<Trip, TripKey, TripRepository.TripUpdate<Optional<Trip>>> {
  static final Keys.Target TRIPS_ON = Keys.table().prefix("TRIP#");

  static final Keys.Target BY_CAR = Keys.index("GSI1");

  static final NativeTarget TRIPS_BY_DRIVER = NativeTarget.of("Trip", "TripsByDriver",
      TripSchema.DRIVER);

  /** Used by {@link FleetDb}; obtain repositories from there. */
  TripRepository(TableHandle table) {
    super(table, TripSchema.INSTANCE, TripUpdate::new);
  }

  /**
   * {@link Trip} items of partition {@code PK = DAY#{day}#{shard}}, in
   * {@code SK = TRIP#{startedAt}#{car}} order.
   */
  public StartedAtCarStage<EntityQuery<Trip>> tripsOn(LocalDate day) {
    return new StartedAtCarStage<>(query(TRIPS_ON.shards(TripKey.partitionKeys(day))), TripKey.SK);
  }

  /**
   * Views ({@link TripGsi1View}: keys only) of the {@link Trip} items of partition
   * {@code GSI1PK = CAR#{car}} of index GSI1, in {@code GSI1SK = {length}#{day}} order: the index
   * does not project whole items; {@code fetchItems()} or {@code fetch(page.items())} read them.
   */
  public TripGsi1ViewLengthDayStage<ViewQuery<TripGsi1View, Trip, TripKey>> byCar(CarId car) {
    return new TripGsi1ViewLengthDayStage<>(viewQuery(BY_CAR.at(TripSchema.gsi1PartitionKey(car)),
        TripGsi1View.SCHEMA), TripKey.GSI1_SK);
  }

  /**
   * {@link Trip} items of native index TripsByDriver whose driver is the given value, in
   * {@code day, startedAt} order (each compared as stored: numbers as numbers).
   */
  public DayStartedAtStage<EntityQuery<Trip>> tripsByDriver(String driver) {
    return new DayStartedAtStage<>(query(TRIPS_BY_DRIVER.at(driver)));
  }

  /** An update of {@link Trip}, run by {@code execute()} or in a transaction. */
  public static final class TripUpdate<R> extends EntityUpdate<Trip, TripKey, TripUpdate<R>, R> {
    /** Made by the repositories' {@code update} and {@code upsert} and the transaction. */
    TripUpdate(UpdateStart<Trip, TripKey, R> start) {
      super(start);
    }

    /** Sets {@code length} and rewrites the keys of index GSI1. */
    public TripUpdate<R> setLength(Duration length) {
      if (length == null) {
        return removeLength();
      }
      return setIndexInput(TripSchema.LENGTH, length,
          indexKey(TripKey.GSI1_PK, TripSchema.gsi1PartitionKey(key().car())),
          indexKey(TripKey.GSI1_SK, TripSchema.gsi1SortKey(length, key().day())));
    }

    /** Removes {@code length} and the keys of index GSI1: the item leaves that index. */
    public TripUpdate<R> removeLength() {
      return removeIndexInput(TripSchema.LENGTH, noIndexKey(TripKey.GSI1_PK),
          noIndexKey(TripKey.GSI1_SK));
    }

    /** Only update if the stored {@code @Version} is {@code version}. */
    public TripUpdate<R> expectVersion(long version) {
      return withExpectedVersion(version);
    }
  }

  /** A query stage: choose {@code startedAt} or a range of it, or run {@code all()}. */
  public static final class StartedAtCarStage<Q extends BaseQuery<Trip, Trip, Q>> extends KeyStage<Trip, Trip, Q> {
    private static final Keys.Slot<Instant> SLOT = Keys.slot(TripKey.STARTED_AT, "#", true);

    StartedAtCarStage(Q query, Keys.Attribute sortKey) {
      super(query, sortKey);
    }

    /** Only items whose {@code startedAt} is the given value. */
    public CarStage<Q> startedAt(Instant startedAt) {
      return new CarStage<>(withSortKey(SLOT, startedAt), sortKey());
    }

    /** Only items whose {@code startedAt} is in {@code range}, in key order. */
    public Q startedAt(Range<Instant> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** A query stage: choose {@code car} or a range of it, or run {@code all()}. */
  public static final class CarStage<Q extends BaseQuery<Trip, Trip, Q>> extends KeyStage<Trip, Trip, Q> {
    private static final Keys.Slot<String> SLOT = Keys.slot(TripKey.CAR, "", false);

    CarStage(Q query, Keys.Attribute sortKey) {
      super(query, sortKey);
    }

    /** Only the item whose {@code car} is the given value. */
    public Q car(CarId car) {
      return withSortKey(SLOT, car == null ? null : TripKey.CAR.stored(car.value()));
    }

    /** Only items whose {@code car} is in {@code range}, in key order. */
    public Q car(Range<CarId> range) {
      return withSortKey(SLOT, range.map(value -> TripKey.CAR.stored(value.value())));
    }
  }

  /** A query stage: choose {@code length} or a range of it, or run {@code all()}. */
  public static final class TripGsi1ViewLengthDayStage<Q extends BaseQuery<TripGsi1View, Trip, Q>> extends KeyStage<TripGsi1View, Trip, Q> {
    private static final Keys.Slot<Long> SLOT = Keys.slot(TripKey.LENGTH, "#", true);

    TripGsi1ViewLengthDayStage(Q query, Keys.Attribute sortKey) {
      super(query, sortKey);
    }

    /** Only items whose {@code length} is the given value. */
    public TripGsi1ViewDayStage<Q> length(Duration length) {
      return new TripGsi1ViewDayStage<>(withSortKey(SLOT, length == null ? null
          : TripKey.LENGTH.stored(FleetConverters.TRIP_LENGTH_CONVERTER.toStored(length))),
          sortKey());
    }

    /** Only items whose {@code length} is in {@code range}, in key order. */
    public Q length(Range<Duration> range) {
      return withSortKey(SLOT, range.map(value ->
          TripKey.LENGTH.stored(FleetConverters.TRIP_LENGTH_CONVERTER.toStored(value))));
    }
  }

  /** A query stage: choose {@code day} or a range of it, or run {@code all()}. */
  public static final class TripGsi1ViewDayStage<Q extends BaseQuery<TripGsi1View, Trip, Q>> extends KeyStage<TripGsi1View, Trip, Q> {
    private static final Keys.Slot<LocalDate> SLOT = Keys.slot(TripKey.DAY, "", false);

    TripGsi1ViewDayStage(Q query, Keys.Attribute sortKey) {
      super(query, sortKey);
    }

    /** Only the item whose {@code day} is the given value. */
    public Q day(LocalDate day) {
      return withSortKey(SLOT, day);
    }

    /** Only items whose {@code day} is in {@code range}, in key order. */
    public Q day(Range<LocalDate> range) {
      return withSortKey(SLOT, range);
    }
  }

  /** A query stage: choose {@code day} or a range of it, or run {@code all()}. */
  public static final class DayStartedAtStage<Q extends BaseQuery<Trip, Trip, Q>> extends KeyStage<Trip, Trip, Q> {
    DayStartedAtStage(Q query) {
      super(query);
    }

    /** Only items whose {@code day} is the given value. */
    public StartedAtStage<Q> day(LocalDate day) {
      return new StartedAtStage<>(withKey(TripSchema.DAY, day));
    }

    /** Only items whose {@code day} is in {@code range}, compared as stored. */
    public Q day(Range<LocalDate> range) {
      return withKey(TripSchema.DAY, range);
    }
  }

  /** A query stage: choose {@code startedAt} or a range of it, or run {@code all()}. */
  public static final class StartedAtStage<Q extends BaseQuery<Trip, Trip, Q>> extends KeyStage<Trip, Trip, Q> {
    StartedAtStage(Q query) {
      super(query);
    }

    /** Only items whose {@code startedAt} is the given value. */
    public Q startedAt(Instant startedAt) {
      return withKey(TripSchema.STARTED_AT, startedAt);
    }

    /** Only items whose {@code startedAt} is in {@code range}, compared as stored. */
    public Q startedAt(Range<Instant> range) {
      return withKey(TripSchema.STARTED_AT, range);
    }
  }
}
