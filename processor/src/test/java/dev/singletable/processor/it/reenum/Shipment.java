package dev.singletable.processor.it.reenum;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Formerly;
import dev.singletable.annotations.KeyPattern;
import java.util.List;

/**
 * A shipment, version 2: its status {@code SHIPPED} was stored as {@code SENT} by version 1, in the
 * shipment's own status and in each leg's.
 */
@Entity(table = Dispatch.class)
@KeyPattern(pk = "SHIPMENT#{shipmentId}", sk = "A")
public record Shipment(String shipmentId, Status status, List<Leg> legs) {

  /** Where a shipment or a leg stands. */
  public enum Status {
    PLACED,
    @Formerly("SENT")
    SHIPPED,
    DELIVERED
  }

  /** One hop of a shipment. */
  public record Leg(String hub, Status status) {}
}
