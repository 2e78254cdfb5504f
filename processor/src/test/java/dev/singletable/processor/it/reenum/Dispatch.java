package dev.singletable.processor.it.reenum;

import dev.singletable.annotations.AccessPattern;
import dev.singletable.annotations.Filter;
import dev.singletable.annotations.Scan;
import dev.singletable.annotations.Table;
import java.util.List;

/**
 * The table of the enum constant rename tests: shipments whose status SENT became SHIPPED, with a
 * declared read filtering on the status.
 */
@Table(name = "Dispatch")
public interface Dispatch {

  @AccessPattern("Shipments in a status, for an audit")
  @Scan
  List<Shipment> shipmentsIn(@Filter Shipment.Status status);
}
