package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.TableHandle;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/** {@link Slot} items through an asynchronous client: every terminal returns a future. */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class SlotAsyncRepository extends AsyncEntityRepository<Slot, SlotKey, SlotRepository.SlotUpdate<CompletableFuture<Optional<Slot>>>> {
  /** Used by {@link MarketAsyncDb}; obtain repositories from there. */
  SlotAsyncRepository(TableHandle table) {
    super(table, SlotSchema.INSTANCE, SlotRepository.SlotUpdate::new);
  }

  /** {@link SlotRepository#slotsOf}, whose terminals return futures. */
  public SlotRepository.NextItemStage<AsyncEntityQuery<Slot>> slotsOf(String prefix) {
    return new SlotRepository.NextItemStage<>(query(
        SlotRepository.SLOTS_OF.at(SlotKey.partitionKey(prefix), SlotKey.PREFIX.encode(prefix)
        + "#")), SlotKey.SK);
  }

  /** {@link SlotRepository#byStored}, whose terminals return futures. */
  public SlotRepository.KeySlotStage<AsyncEntityQuery<Slot>> byStored(String stored) {
    return new SlotRepository.KeySlotStage<>(query(
        SlotRepository.BY_STORED.at(SlotSchema.gsi1PartitionKey(stored))), SlotKey.GSI1_SK);
  }
}
