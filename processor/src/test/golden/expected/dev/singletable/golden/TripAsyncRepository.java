package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.AsyncViewQuery;
import dev.singletable.runtime.TableHandle;
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
public final class TripAsyncRepository extends AsyncEntityRepository<Trip, TripKey, TripRepository.TripUpdate<CompletableFuture<Optional<Trip>>>> {
  /** Used by {@link FleetAsyncDb}; obtain repositories from there. */
  TripAsyncRepository(TableHandle table) {
    super(table, TripSchema.INSTANCE, TripRepository.TripUpdate::new);
  }

  /**
   * {@link Trip} items of partition {@code PK = DAY#{day}#{shard}}, in
   * {@code SK = TRIP#{startedAt}#{car}} order.
   */
  public TripRepository.TripsOnQuery<AsyncEntityQuery<Trip>> tripsOn(LocalDate day) {
    return new TripRepository.TripsOnQuery<>(query(
        TripRepository.TRIPS_ON.shards(TripKey.partitionKeys(day))));
  }

  /**
   * Views ({@link TripGsi1View}: keys only) of the {@link Trip} items of partition
   * {@code GSI1PK = CAR#{car}} of index GSI1, in {@code GSI1SK = {length}#{day}} order: the index
   * does not project whole items; {@code fetchItems()} or {@code fetch(page.items())} read them.
   */
  public TripRepository.ByCarQuery<AsyncViewQuery<TripGsi1View, Trip, TripKey>> byCar(CarId car) {
    return new TripRepository.ByCarQuery<>(viewQuery(
        TripRepository.BY_CAR.at(TripSchema.gsi1PartitionKey(car)), TripGsi1View.SCHEMA));
  }
}
