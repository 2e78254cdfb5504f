package dev.singletable.golden;

import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/**
 * The reads {@link Fleet} declares, each returning a {@code CompletableFuture} of the shape it has
 * there; implemented by {@link FleetAsyncDb}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public interface FleetAsync {
  /** A car's trips, shortest first. */
  CompletableFuture<List<Trip>> carTrips(CarId car);

  /** A driver's trips from a day on, latest first. */
  CompletableFuture<List<Trip>> driverTrips(String driver, LocalDate from);
}
