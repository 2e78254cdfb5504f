package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityRepository;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Slot} items through an asynchronous client; reach it with
 * {@code MarketAsyncDb.slots()}. Reads and writes return futures; {@code update}, {@code upsert}
 * and the queries return the builders of {@link SlotRepository}: end them with
 * {@code executeAsync()}, {@code pageAsync()}, {@code listAsync()} or
 * {@code forEachPageAsync(...)}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class SlotAsyncRepository extends AsyncEntityRepository<Slot, SlotKey> {
  private final SlotRepository repository;

  /**
   * Used by {@link MarketAsyncDb}; obtain repositories from there.
   */
  SlotAsyncRepository(SlotRepository repository) {
    super(repository);
    this.repository = repository;
  }

  /**
   * Updates the existing item with this key; send it with {@code executeAsync()}.
   */
  public SlotRepository.SlotUpdate update(SlotKey key) {
    return repository.update(key);
  }

  /**
   * Updates the item with this key, creating it when absent; send it with {@code executeAsync()}.
   */
  public SlotRepository.SlotUpdate upsert(SlotKey key) {
    return repository.upsert(key);
  }

  /**
   * The query of {@link SlotRepository#slotsOf}: end it with {@code pageAsync()},
   * {@code listAsync()} or {@code forEachPageAsync(...)}.
   */
  public SlotRepository.SlotsOfQuery slotsOf(String prefix) {
    return repository.slotsOf(prefix);
  }

  /**
   * The query of {@link SlotRepository#byStored}: end it with {@code pageAsync()},
   * {@code listAsync()} or {@code forEachPageAsync(...)}.
   */
  public SlotRepository.ByStoredQuery byStored(String stored) {
    return repository.byStored(stored);
  }
}
