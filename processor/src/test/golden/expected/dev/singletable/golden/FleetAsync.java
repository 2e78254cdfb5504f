package dev.singletable.golden;

import javax.annotation.processing.Generated;

/**
 * The reads {@link Fleet} declares, each returning a {@code CompletableFuture} of the shape it has
 * there; implemented by {@link FleetAsyncDb}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public interface FleetAsync {
}
