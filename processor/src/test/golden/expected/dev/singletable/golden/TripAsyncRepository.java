package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.AsyncViewQuery;
import dev.singletable.runtime.TableHandle;
import java.time.LocalDate;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/** {@link Trip} items through an asynchronous client: every terminal returns a future. */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class TripAsyncRepository extends AsyncEntityRepository<Trip, TripKey, TripRepository.TripUpdate<CompletableFuture<Optional<Trip>>>> {
  /** Used by {@link FleetAsyncDb}; obtain repositories from there. */
  TripAsyncRepository(TableHandle table) {
    super(table, TripSchema.INSTANCE, TripRepository.TripUpdate::new);
  }

  /** {@link TripRepository#tripsOn}, whose terminals return futures. */
  public TripRepository.StartedAtCarStage<AsyncEntityQuery<Trip>> tripsOn(LocalDate day) {
    return new TripRepository.StartedAtCarStage<>(query(
        TripRepository.TRIPS_ON.shards(TripKey.partitionKeys(day))), TripKey.SK);
  }

  /** {@link TripRepository#byCar}, whose terminals return futures. */
  public TripRepository.TripGsi1ViewLengthDayStage<AsyncViewQuery<TripGsi1View, Trip, TripKey>> byCar(
      CarId car) {
    return new TripRepository.TripGsi1ViewLengthDayStage<>(viewQuery(
        TripRepository.BY_CAR.at(TripSchema.gsi1PartitionKey(car)), TripGsi1View.SCHEMA),
        TripKey.GSI1_SK);
  }

  /** {@link TripRepository#tripsByDriver}, whose terminals return futures. */
  public TripRepository.DayStartedAtStage<AsyncEntityQuery<Trip>> tripsByDriver(String driver) {
    return new TripRepository.DayStartedAtStage<>(query(TripRepository.TRIPS_BY_DRIVER.at(driver)));
  }
}
