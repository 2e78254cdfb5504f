package dev.singletable.golden;

import javax.annotation.processing.Generated;

/**
 * The reads {@link Ledger} declares, each returning a {@code CompletableFuture} of the shape it has
 * there; implemented by {@link LedgerAsyncDb}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public interface LedgerAsync {
}
