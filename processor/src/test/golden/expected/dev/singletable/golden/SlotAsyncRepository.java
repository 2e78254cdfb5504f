package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.TableHandle;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Slot} items through an asynchronous client; reach it with
 * {@code MarketAsyncDb.slots()}. Every read and write, and the terminals of its updates and
 * queries, return futures.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class SlotAsyncRepository extends AsyncEntityRepository<Slot, SlotKey, SlotRepository.SlotUpdate<CompletableFuture<Optional<Slot>>>> {
  /** Used by {@link MarketAsyncDb}; obtain repositories from there. */
  SlotAsyncRepository(TableHandle table) {
    super(table, SlotSchema.INSTANCE, SlotRepository.SlotUpdate::new);
  }

  /** The {@link SlotRepository#slotsOf} query of this face, whose terminals return futures. */
  public SlotRepository.NextItemStage<AsyncEntityQuery<Slot>> slotsOf(String prefix) {
    return new SlotRepository.NextItemStage<>(query(
        SlotRepository.SLOTS_OF.at(SlotKey.partitionKey(prefix), SlotKey.PREFIX.encode(prefix)
        + "#")), SlotKey.SK);
  }

  /** The {@link SlotRepository#byStored} query of this face, whose terminals return futures. */
  public SlotRepository.KeySlotStage<AsyncEntityQuery<Slot>> byStored(String stored) {
    return new SlotRepository.KeySlotStage<>(query(
        SlotRepository.BY_STORED.at(SlotSchema.gsi1PartitionKey(stored))), SlotKey.GSI1_SK);
  }
}
