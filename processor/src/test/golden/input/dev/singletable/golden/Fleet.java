package dev.singletable.golden;

import dev.singletable.annotations.AccessPattern;
import dev.singletable.annotations.Descending;
import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Projection;
import dev.singletable.annotations.Since;
import dev.singletable.annotations.Table;
import java.time.LocalDate;
import java.util.List;

/**
 * The third reference table, kept apart so the Market and Ledger figures stay comparable: a
 * sharded partition key, a value type and a converted type in keys, a version, a KEYS_ONLY
 * index, and a native index keyed by the trips' own driver, day and start.
 */
@Table(
    name = "Fleet",
    gsis = {
      @GlobalIndex(name = "GSI1", projection = Projection.KEYS_ONLY),
      @GlobalIndex(
          name = "TripsByDriver",
          partitionKeys = "driver",
          sortKeys = {"day", "startedAt"})
    },
    converters = TripLengthConverter.class)
public interface Fleet {

  @AccessPattern("A car's trips, shortest first")
  List<Trip> carTrips(CarId car);

  @AccessPattern("A driver's trips from a day on, latest first")
  @Descending
  List<Trip> driverTrips(String driver, @Since("day") LocalDate from);
}
