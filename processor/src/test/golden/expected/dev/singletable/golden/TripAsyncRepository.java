package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityRepository;
import java.time.LocalDate;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Trip} items through an asynchronous client; reach it with
 * {@code FleetAsyncDb.trips()}. Reads and writes return futures; {@code update}, {@code upsert} and
 * the queries return the builders of {@link TripRepository}: end them with {@code executeAsync()},
 * {@code pageAsync()}, {@code listAsync()} or {@code forEachPageAsync(...)}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class TripAsyncRepository extends AsyncEntityRepository<Trip, TripKey> {
  private final TripRepository repository;

  /**
   * Used by {@link FleetAsyncDb}; obtain repositories from there.
   */
  TripAsyncRepository(TripRepository repository) {
    super(repository);
    this.repository = repository;
  }

  /**
   * Updates the existing item with this key; send it with {@code executeAsync()}.
   */
  public TripRepository.TripUpdate update(TripKey key) {
    return repository.update(key);
  }

  /**
   * Updates the item with this key, creating it when absent; send it with {@code executeAsync()}.
   */
  public TripRepository.TripUpdate upsert(TripKey key) {
    return repository.upsert(key);
  }

  /**
   * The query of {@link TripRepository#tripsOn}: end it with {@code pageAsync()},
   * {@code listAsync()} or {@code forEachPageAsync(...)}.
   */
  public TripRepository.TripsOnQuery tripsOn(LocalDate day) {
    return repository.tripsOn(day);
  }

  /**
   * The query of {@link TripRepository#byCar}: end it with {@code pageAsync()}, {@code listAsync()}
   * or {@code fetchItemsAsync()}.
   */
  public TripRepository.ByCarQuery byCar(CarId car) {
    return repository.byCar(car);
  }
}
