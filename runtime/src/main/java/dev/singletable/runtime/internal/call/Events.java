package dev.singletable.runtime.internal.call;

import dev.singletable.runtime.ConsumedUnits;
import dev.singletable.runtime.OperationEvent;
import dev.singletable.runtime.RequestEvent;
import java.time.Duration;
import java.util.Map;

/** The listener's events, as a {@link CallObserver} makes them. */
final class Events {

  private Events() {}

  record Request(
      String api,
      String table,
      String entity,
      String index,
      int attempt,
      int items,
      int unprocessed,
      ConsumedUnits capacity,
      int retries,
      int throttles,
      Duration latency,
      String failure,
      Map<String, ConsumedUnits> capacityByTable)
      implements RequestEvent {

    Request {
      capacityByTable = Map.copyOf(capacityByTable);
    }
  }

  record Operation(
      String api,
      String table,
      String entity,
      String index,
      int requests,
      int items,
      ConsumedUnits capacity,
      int retries,
      int throttles,
      Duration latency,
      String failure,
      Map<String, ConsumedUnits> capacityByTable)
      implements OperationEvent {

    Operation {
      capacityByTable = Map.copyOf(capacityByTable);
    }
  }
}
